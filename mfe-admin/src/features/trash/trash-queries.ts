// The trash's data: the batches (newest first), restore (with the choice a 409 asks for) and erase
// for good. A change refreshes the list; the panel's other lists are reloaded by the caller.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from 'shared-ui/api';
import { TRASH_RESTORE_CONFLICTS, type TrashRestoreChoice, type TrashRestoreConflict } from 'shared-ui/domain';

export const trashKeys = { list: () => ['trash'] as const };

export const useTrashList = (enabled: boolean) => useQuery({ queryKey: trashKeys.list(), queryFn: () => api.listTrash(), enabled, staleTime: 0 });

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
  const refresh = () => client.invalidateQueries({ queryKey: trashKeys.list() });
  return {
    restore: useMutation({
      mutationFn: ({ batchId, choice }: { batchId: number; choice?: TrashRestoreChoice }) => api.restoreTrash(batchId, choice),
      onSettled: refresh,
    }),
    erase: useMutation({ mutationFn: (batchId: number) => api.eraseTrash(batchId), onSettled: refresh }),
  };
}
