// Every change (a delete, an approval, a resolved flag) reloads all lists afterwards, whether it
// worked or not (spec 4: "after a failed update the data is reloaded"); a failure raises a flag
// for the spec-8 alert of the tab, a success is confirmed in the toast (issue 25) once the lists show it.
import { useCallback, useState } from 'react';
import { useNotify } from '../components/notices';

export function useReloadingAction(reload: () => Promise<void>) {
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
      await reload();
      if (worked && confirmation) notify(confirmation);
      return worked;
    },
    [reload, notify],
  );
  return { failed, dismiss: () => setFailed(false), run };
}
