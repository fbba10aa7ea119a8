import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { api } from 'shared-ui/api';
import { albumListQuery, galleryListQuery, listKeys } from '../../../lib/panel-lists';
import { testQueryClient } from '../../../lib/__tests__/query-wrapper';
import { useGalleryChanges } from '../gallery-queries';

jest.mock('shared-ui/api', () => ({ api: { listGallery: jest.fn(), listAlbums: jest.fn(), listTrash: jest.fn(), listMaterials: jest.fn() } }));
const lists = jest.mocked(api);

/** The gallery, the albums, the trash and the materials on the screen at once, and the gallery's changes. */
async function watchLists() {
  lists.listGallery.mockResolvedValue([]);
  lists.listAlbums.mockResolvedValue([]);
  lists.listMaterials.mockResolvedValue([]);
  lists.listTrash.mockResolvedValue({ trashDays: 30, batches: [] });
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(
    () => {
      useQuery(galleryListQuery);
      useQuery(albumListQuery);
      useQuery({ queryKey: listKeys.trash, queryFn: () => api.listTrash() });
      useQuery({ queryKey: listKeys.materials, queryFn: () => api.listMaterials() });
      return useGalleryChanges();
    },
    { wrapper },
  );
  await waitFor(() => expect(client.isFetching()).toBe(0));
  for (const mock of Object.values(lists)) mock.mockClear();
  return result;
}

describe("the gallery's changes", () => {
  it('refresh the photos, the albums (their counts and covers) and the trash when a photo is deleted', async () => {
    const changes = await watchLists();
    await act(() => changes.current.afterDelete());
    expect(lists.listGallery).toHaveBeenCalledTimes(1);
    expect(lists.listAlbums).toHaveBeenCalledTimes(1);
    expect(lists.listTrash).toHaveBeenCalledTimes(1);
    expect(lists.listMaterials).not.toHaveBeenCalled();
  });

  it('leave the trash alone when photos are uploaded, moved, hidden or shown', async () => {
    const changes = await watchLists();
    await act(() => changes.current.afterChange());
    expect(lists.listGallery).toHaveBeenCalledTimes(1);
    expect(lists.listAlbums).toHaveBeenCalledTimes(1);
    expect(lists.listTrash).not.toHaveBeenCalled();
  });

  it('refresh only the photos when their texts change', async () => {
    const changes = await watchLists();
    await act(() => changes.current.afterTexts());
    expect(lists.listGallery).toHaveBeenCalledTimes(1);
    expect(lists.listAlbums).not.toHaveBeenCalled();
  });
});
