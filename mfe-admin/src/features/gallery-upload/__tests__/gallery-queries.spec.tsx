import { act } from '@testing-library/react';
import { api } from 'shared-ui/api';
import { listKeys } from '../../../lib/panel-lists';
import { watchLists } from '../../../lib/__tests__/query-wrapper';
import { useGalleryChanges } from '../gallery-queries';

jest.mock('shared-ui/api', () => ({ api: { listGallery: jest.fn(), listAlbums: jest.fn(), listTrash: jest.fn(), listMaterials: jest.fn() } }));
const lists = jest.mocked(api);

/** The gallery, the albums, the trash and the materials on the screen at once, and the gallery's changes. */
function watch() {
  lists.listGallery.mockResolvedValue([]);
  lists.listAlbums.mockResolvedValue([]);
  lists.listMaterials.mockResolvedValue([]);
  lists.listTrash.mockResolvedValue({ trashDays: 30, batches: [] });
  return watchLists(useGalleryChanges, [
    [listKeys.gallery, lists.listGallery],
    [listKeys.albums, lists.listAlbums],
    [listKeys.trash, lists.listTrash],
    [listKeys.materials, lists.listMaterials],
  ]);
}

describe("the gallery's changes", () => {
  it('refresh the photos, the albums (their counts and covers) and the trash when a photo is deleted', async () => {
    const changes = await watch();
    await act(() => changes.current.afterDelete());
    expect(lists.listGallery).toHaveBeenCalledTimes(1);
    expect(lists.listAlbums).toHaveBeenCalledTimes(1);
    expect(lists.listTrash).toHaveBeenCalledTimes(1);
    expect(lists.listMaterials).not.toHaveBeenCalled();
  });

  it('leave the trash alone when photos are uploaded, moved, hidden or shown', async () => {
    const changes = await watch();
    await act(() => changes.current.afterChange());
    expect(lists.listGallery).toHaveBeenCalledTimes(1);
    expect(lists.listAlbums).toHaveBeenCalledTimes(1);
    expect(lists.listTrash).not.toHaveBeenCalled();
  });

  it('refresh only the photos when their texts change', async () => {
    const changes = await watch();
    await act(() => changes.current.afterTexts());
    expect(lists.listGallery).toHaveBeenCalledTimes(1);
    expect(lists.listAlbums).not.toHaveBeenCalled();
  });
});
