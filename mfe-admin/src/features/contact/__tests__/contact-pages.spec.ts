import { api } from 'shared-ui/api';
import { loadContactPage } from '../contact-pages';

jest.mock('shared-ui/api', () => ({ api: { listContactPage: jest.fn() } }));
const listContactPage = jest.mocked(api.listContactPage);
const pageOf = (page: number, total: number, items = [{ id: page }]) => ({ items, total, unresolved: 1, page, pageSize: 20 }) as never;

describe('loading a page of contact messages', () => {
  it('loads the page asked for', async () => {
    listContactPage.mockImplementation(async (page: number) => pageOf(page, 45));
    expect((await loadContactPage(3)).page).toBe(3);
  });

  it('falls back to the last page when the asked one no longer exists (its last message was deleted)', async () => {
    listContactPage.mockImplementation(async (page: number) => (page === 3 ? pageOf(3, 40, []) : pageOf(page, 40)));
    expect((await loadContactPage(3)).page).toBe(2);
  });
});
