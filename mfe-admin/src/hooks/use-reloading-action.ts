// Every change (a delete, an approval, a resolved flag) refreshes the lists it touches afterwards
// (the feature's queries name them), whether it worked or not (spec 4: "after a failed update the
// data is reloaded"); a failure raises a flag for the spec-8 alert of the tab, a success is
// confirmed in the toast once the lists show it. A delete into the trash also hands back its Undo:
// the batch restored, then the same lists refreshed.
import { useCallback, useState } from 'react';
import { api } from 'shared-ui/api';
import { useNotify } from '../components/notices';

/** What a delete did: whether it worked and, when it went into the trash, how to take it back. */
export interface DeleteOutcome {
  deleted: boolean;
  /** Restores the batch and refreshes the lists; resolves to whether that worked. Null when it was deleted for good. */
  undo: (() => Promise<boolean>) | null;
}

/** `refresh`: refreshes the lists the change (and its Undo) touches. */
export function useReloadingAction(refresh: () => Promise<void>) {
  const [failed, setFailed] = useState(false);
  const notify = useNotify();
  /** Resolves to whether the change worked. */
  const run = useCallback(
    async (change: () => Promise<unknown>, confirmation?: string): Promise<boolean> => {
      setFailed(false);
      let worked = true;
      try {
        await change();
      } catch (error) {
        console.error('Admin change failed', error);
        setFailed(true);
        worked = false;
      }
      await refresh();
      if (worked && confirmation) notify(confirmation);
      return worked;
    },
    [refresh, notify],
  );
  /** A delete that answers its trash batch (or null: deleted for good). */
  const runDelete = useCallback(
    async (remove: () => Promise<number | null>): Promise<DeleteOutcome> => {
      let batch: number | null = null;
      const deleted = await run(async () => {
        batch = await remove();
      });
      const trashBatch: number | null = batch;
      const undo =
        deleted && trashBatch !== null
          ? async () => {
              try {
                await api.restoreTrash(trashBatch);
                return true;
              } catch (error) {
                console.error('Undo failed', error);
                return false;
              } finally {
                await refresh();
              }
            }
          : null;
      return { deleted, undo };
    },
    [run, refresh],
  );
  return { failed, dismiss: () => setFailed(false), run, runDelete };
}
