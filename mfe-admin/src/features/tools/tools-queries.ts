// The interactive tools tab's data: the list, and what each change of a tool refreshes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-ui/api';
import { listKeys, useRefreshLists } from '../../lib/panel-lists';

export const toolListQuery = queryOptions({ queryKey: listKeys.tools, queryFn: () => api.listTools() });

/** Loads while the tab is shown; a hidden tab keeps what it showed and refreshes when shown again. */
export const useToolList = (shown: boolean) => useQuery({ ...toolListQuery, enabled: shown });

export function useToolChanges() {
  const refresh = useRefreshLists();
  return {
    /** Added, or its texts changed: the tools only. */
    afterSave: () => refresh('tools'),
    /** Deleted into the trash, or brought back by Undo: the trash as well. */
    afterDelete: () => refresh('tools', 'trash'),
  };
}
