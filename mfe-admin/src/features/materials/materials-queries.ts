// The materials tab's data: the list, and what each change of a material refreshes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-ui/api';
import { listKeys, useRefreshLists } from '../../lib/panel-lists';

export const materialListQuery = queryOptions({ queryKey: listKeys.materials, queryFn: () => api.listMaterials() });

/** Loads while the tab is shown; a hidden tab keeps what it showed and refreshes when shown again. */
export const useMaterialList = (shown: boolean) => useQuery({ ...materialListQuery, enabled: shown });

export function useMaterialChanges() {
  const refresh = useRefreshLists();
  return {
    /** Added, or its texts changed: the materials only. */
    afterSave: () => refresh('materials'),
    /** Deleted into the trash, or brought back by Undo: the trash as well. */
    afterDelete: () => refresh('materials', 'trash'),
  };
}
