import { api } from 'shared-ui/api';
import { emptyContactPage, loadAdminData } from '../use-admin-data';

jest.mock('shared-ui/api', () => ({
  api: {
    listAlbums: jest.fn(),
    listGallery: jest.fn(),
    listMaterials: jest.fn(),
    listTools: jest.fn(),
    listMeetings: jest.fn(),
    listFeedback: jest.fn(),
    listContactPage: jest.fn(),
  },
}));

const lists = api as unknown as Record<string, jest.Mock>;
const failing = () => Promise.reject(new Error('HTTP 500'));
const contactPage = (page: number, total: number) => ({ items: [{ id: page }], total, unresolved: 1, page, pageSize: 20 });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  for (const mock of Object.values(lists)) mock.mockReset().mockResolvedValue([]);
  lists.listContactPage.mockImplementation(async (page: number) => contactPage(page, 45));
});

describe('loading the admin lists', () => {
  it('shows the administrator view of feedback (all items, with approval), not the public one', async () => {
    const waiting = { id: 3, approved: false };
    lists.listFeedback.mockImplementation(async (withToken?: boolean) => (withToken ? [waiting] : []));
    expect((await loadAdminData()).data.feedback).toEqual([waiting]);
  });

  it("lists the gallery as the administrator sees it, hidden photos too", async () => {
    lists.listGallery.mockImplementation(async (options?: { withHidden?: boolean }) => (options?.withHidden ? [{ id: 7, hidden: true }] : []));
    expect((await loadAdminData()).data.gallery).toEqual([{ id: 7, hidden: true }]);
  });

  it('lists the albums as the administrator sees them, those in preparation too', async () => {
    lists.listAlbums.mockImplementation(async (options?: { withDrafts?: boolean }) => (options?.withDrafts ? [{ id: 5, published: false }] : []));
    expect((await loadAdminData()).data.albums).toEqual([{ id: 5, published: false }]);
  });

  it('loads the first page of contact messages, or the one asked for', async () => {
    expect((await loadAdminData()).data.contact).toEqual(contactPage(1, 45));
    expect((await loadAdminData(3)).data.contact).toEqual(contactPage(3, 45));
  });

  it('falls back to the last page when the asked one no longer exists (its last message was deleted)', async () => {
    lists.listContactPage.mockImplementation(async (page: number) => (page === 3 ? { ...contactPage(3, 40), items: [] } : contactPage(page, 40)));
    expect((await loadAdminData(3)).data.contact.page).toBe(2);
  });

  it('leaves a failed list empty and keeps the others', async () => {
    lists.listAlbums.mockResolvedValue([{ id: 1 }]);
    lists.listContactPage.mockImplementation(failing);
    const { data, allFailed } = await loadAdminData();
    expect(data.albums).toEqual([{ id: 1 }]);
    expect(data.contact).toEqual(emptyContactPage);
    expect(allFailed).toBe(false);
  });

  it('reports the critical failure only when every list failed', async () => {
    for (const mock of Object.values(lists)) mock.mockImplementation(failing);
    const { data, allFailed } = await loadAdminData();
    expect(allFailed).toBe(true);
    expect(data.contact.items).toEqual([]);
    expect([data.albums, data.gallery, data.materials, data.tools, data.meetings, data.feedback].every((list) => list.length === 0)).toBe(true);
  });
});
