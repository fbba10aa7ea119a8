import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { api } from 'shared-ui/api';
import { galleryListQuery, listKeys } from '../../../lib/panel-lists';
import { testQueryClient } from '../../../lib/__tests__/query-wrapper';
import { materialListQuery, useMaterialChanges } from '../materials-queries';

jest.mock('shared-ui/api', () => ({ api: { listMaterials: jest.fn(), listGallery: jest.fn(), listTrash: jest.fn() } }));
const lists = jest.mocked(api);

/** The materials, the gallery and the trash on the screen at once, and the materials' changes. */
async function watchLists() {
  lists.listMaterials.mockResolvedValue([]);
  lists.listGallery.mockResolvedValue([]);
  lists.listTrash.mockResolvedValue({ trashDays: 30, batches: [] });
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(
    () => {
      useQuery(materialListQuery);
      useQuery(galleryListQuery);
      useQuery({ queryKey: listKeys.trash, queryFn: () => api.listTrash() });
      return useMaterialChanges();
    },
    { wrapper },
  );
  await waitFor(() => expect(client.isFetching()).toBe(0));
  for (const mock of Object.values(lists)) mock.mockClear();
  return result;
}

describe("the materials' changes", () => {
  it('refresh only the materials when one is added, not the gallery or the trash', async () => {
    const changes = await watchLists();
    await act(() => changes.current.afterSave());
    expect(lists.listMaterials).toHaveBeenCalledTimes(1);
    expect(lists.listGallery).not.toHaveBeenCalled();
    expect(lists.listTrash).not.toHaveBeenCalled();
  });

  it('refresh the materials and the trash when one is deleted, still not the gallery', async () => {
    const changes = await watchLists();
    await act(() => changes.current.afterDelete());
    expect(lists.listMaterials).toHaveBeenCalledTimes(1);
    expect(lists.listTrash).toHaveBeenCalledTimes(1);
    expect(lists.listGallery).not.toHaveBeenCalled();
  });
});
