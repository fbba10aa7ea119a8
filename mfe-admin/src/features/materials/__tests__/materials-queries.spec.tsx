import { act } from '@testing-library/react';
import { api } from 'shared-ui/api';
import { listKeys } from '../../../lib/panel-lists';
import { watchLists } from '../../../lib/__tests__/query-wrapper';
import { useMaterialChanges } from '../materials-queries';

jest.mock('shared-ui/api', () => ({ api: { listMaterials: jest.fn(), listGallery: jest.fn(), listTrash: jest.fn() } }));
const lists = jest.mocked(api);

/** The materials, the gallery and the trash on the screen at once, and the materials' changes. */
function watch() {
  lists.listMaterials.mockResolvedValue([]);
  lists.listGallery.mockResolvedValue([]);
  lists.listTrash.mockResolvedValue({ trashDays: 30, batches: [] });
  return watchLists(useMaterialChanges, [
    [listKeys.materials, lists.listMaterials],
    [listKeys.gallery, lists.listGallery],
    [listKeys.trash, lists.listTrash],
  ]);
}

describe("the materials' changes", () => {
  it('refresh only the materials when one is added, not the gallery or the trash', async () => {
    const changes = await watch();
    await act(() => changes.current.afterSave());
    expect(lists.listMaterials).toHaveBeenCalledTimes(1);
    expect(lists.listGallery).not.toHaveBeenCalled();
    expect(lists.listTrash).not.toHaveBeenCalled();
  });

  it('refresh the materials and the trash when one is deleted, still not the gallery', async () => {
    const changes = await watch();
    await act(() => changes.current.afterDelete());
    expect(lists.listMaterials).toHaveBeenCalledTimes(1);
    expect(lists.listTrash).toHaveBeenCalledTimes(1);
    expect(lists.listGallery).not.toHaveBeenCalled();
  });
});
