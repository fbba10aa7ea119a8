// Every change (a delete, an approval, a resolved flag) reloads all lists afterwards, whether it
// worked or not (spec 4: "after a failed update the data is reloaded"); a failure raises a flag
// for the spec-8 alert of the tab.
import { useCallback, useState } from 'react';

export function useReloadingAction(reload: () => Promise<void>) {
  const [failed, setFailed] = useState(false);
  const run = useCallback(
    async (change: () => Promise<unknown>) => {
      setFailed(false);
      try {
        await change();
      } catch (error) {
        console.error('Admin change failed', error);
        setFailed(true);
      }
      await reload();
    },
    [reload],
  );
  return { failed, dismiss: () => setFailed(false), run };
}
