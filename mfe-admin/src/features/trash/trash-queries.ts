// The trash's data: the batches (newest first), the albums a photo can be restored into, restore
// (with the choice a 409 asks for) and erase for good. A change refreshes the trash; a restore also
// the lists the batch goes back into.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from 'shared-ui/api';
import { TRASH_RESTORE_CONFLICTS, type TrashKind, type TrashRestoreChoice, type TrashRestoreConflict } from 'shared-ui/domain';
import { albumListQuery, listKeys, useRefreshLists, type PanelList } from '../../lib/panel-lists';

export const trashKeys = { list: () => listKeys.trash };

export const useTrashList = (enabled: boolean) => useQuery({ queryKey: trashKeys.list(), queryFn: () => api.listTrash(), enabled, staleTime: 0 });

/** The albums offered when a photo's own album is gone. */
export const useTrashAlbums = (enabled: boolean) => useQuery({ ...albumListQuery, enabled });

/** The lists a restored batch goes back into (an album with its photos; a photo counts in its album). */
const RESTORED_INTO: Record<TrashKind, PanelList[]> = {
  album: ['albums', 'gallery'],
  galleryItem: ['gallery', 'albums'],
  material: ['materials'],
  tool: ['tools'],
  feedback: ['feedback'],
  contactMessage: ['contact'],
  meeting: ['meetings'],
};

/** A 409 of a restore, as the view needs it: why, and what the choice needs. */
export interface RestoreConflict {
  reason: TrashRestoreConflict;
  albumId?: number;
  albumBatchId?: number;
  albumName?: string;
}

export function restoreConflictOf(error: unknown): RestoreConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.body) return null;
  const { reason, details } = error.body as { reason?: unknown; details?: Record<string, unknown> };
  if (!TRASH_RESTORE_CONFLICTS.includes(reason as TrashRestoreConflict)) return null;
  const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
  return {
    reason: reason as TrashRestoreConflict,
    albumId: number(details?.albumId),
    albumBatchId: number(details?.albumBatchId),
    albumName: typeof details?.albumName === 'string' ? details.albumName : undefined,
  };
}

export function useTrashChanges() {
  const client = useQueryClient();
  const refreshLists = useRefreshLists();
  const refresh = () => client.invalidateQueries({ queryKey: trashKeys.list() });
  return {
    /** Resolves once the trash and the lists the batch went back into show it. */
    restore: useMutation({
      mutationFn: ({ batchId, choice }: { batchId: number; kind: TrashKind; choice?: TrashRestoreChoice }) => api.restoreTrash(batchId, choice),
      onSuccess: (_answer, { kind }) => refreshLists(...RESTORED_INTO[kind]),
      onSettled: refresh,
    }),
    erase: useMutation({ mutationFn: (batchId: number) => api.eraseTrash(batchId), onSettled: refresh }),
  };
}
