import { api } from 'shared-ui/api';
import { loadAdminData } from '../use-admin-data';

jest.mock('shared-ui/api', () => ({
  api: {
    listAlbums: jest.fn(),
    listGallery: jest.fn(),
    listMaterials: jest.fn(),
    listTools: jest.fn(),
    listFeedback: jest.fn(),
    listContact: jest.fn(),
  },
}));

const lists = api as unknown as Record<string, jest.Mock>;
const failing = () => Promise.reject(new Error('HTTP 500'));

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  for (const mock of Object.values(lists)) mock.mockReset().mockResolvedValue([]);
});

describe('loading the admin lists', () => {
  it('asks for the administrator view of feedback (all items, with approval)', async () => {
    await loadAdminData();
    expect(lists.listFeedback).toHaveBeenCalledWith(true);
  });

  it('leaves a failed list empty and keeps the others', async () => {
    lists.listAlbums.mockResolvedValue([{ id: 1 }]);
    lists.listContact.mockImplementation(failing);
    const { data, allFailed } = await loadAdminData();
    expect(data.albums).toEqual([{ id: 1 }]);
    expect(data.contact).toEqual([]);
    expect(allFailed).toBe(false);
  });

  it('reports the critical failure only when every list failed', async () => {
    for (const mock of Object.values(lists)) mock.mockImplementation(failing);
    const { data, allFailed } = await loadAdminData();
    expect(allFailed).toBe(true);
    expect(Object.values(data).every((list) => list.length === 0)).toBe(true);
  });
});
