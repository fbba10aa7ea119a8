import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { api } from 'shared-ui/api';
import { listKeys } from '../../../lib/panel-lists';
import { testQueryClient } from '../../../lib/__tests__/query-wrapper';
import { usePanelLists } from '../use-panel-lists';

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

function openPanel(client = testQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...renderHook(() => usePanelLists(), { wrapper }) };
}

beforeEach(() => {
  for (const mock of Object.values(lists)) mock.mockReset().mockResolvedValue([]);
  lists.listContactPage.mockImplementation(async (page: number) => contactPage(page, 45));
});

describe('opening the panel', () => {
  it('asks for all seven lists at once, each as the administrator sees it', async () => {
    // None answers until all were asked for: the lists load in parallel, not one after another.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    for (const mock of Object.values(lists)) mock.mockImplementation(async () => held.then(() => []));
    const { result } = openPanel();
    await waitFor(() => expect(Object.values(lists).every((mock) => mock.mock.calls.length === 1)).toBe(true));
    expect(result.current.loading).toBe(true);
    expect(lists.listAlbums).toHaveBeenCalledWith({ withDrafts: true });
    expect(lists.listGallery).toHaveBeenCalledWith({ withHidden: true });
    expect(lists.listFeedback).toHaveBeenCalledWith(true);
    expect(lists.listContactPage).toHaveBeenCalledWith(1);
    act(() => answer());
    await waitFor(() => expect(result.current.loading).toBe(false));
  });

  it('keeps the lists that loaded when one fails, without the critical alert', async () => {
    lists.listAlbums.mockResolvedValue([{ id: 1 }]);
    lists.listContactPage.mockImplementation(failing);
    const { result, client } = openPanel();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.loadFailed).toBe(false);
    expect(client.getQueryData(listKeys.albums)).toEqual([{ id: 1 }]);
    expect(client.getQueryData([...listKeys.contact, 'page', 1])).toBeUndefined();
  });

  it('shows the critical alert only when every list failed, until it is closed', async () => {
    for (const mock of Object.values(lists)) mock.mockImplementation(failing);
    const { result } = openPanel();
    await waitFor(() => expect(result.current.loadFailed).toBe(true));
    expect(result.current.loading).toBe(false);
    act(() => result.current.dismissLoadFailure());
    expect(result.current.loadFailed).toBe(false);
  });

  it('loads afresh at each opening, even when the cache still holds the lists', async () => {
    const client = testQueryClient();
    const first = openPanel(client);
    await waitFor(() => expect(first.result.current.loading).toBe(false));
    first.unmount();
    openPanel(client);
    await waitFor(() => expect(lists.listMaterials).toHaveBeenCalledTimes(2));
  });

  it('does not fetch a list again when it is refreshed while no section shows it', async () => {
    const { result, client } = openPanel();
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => client.invalidateQueries({ queryKey: listKeys.materials }));
    expect(lists.listMaterials).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(listKeys.materials)?.isInvalidated).toBe(true);
  });
});
