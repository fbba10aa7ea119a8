// Every delete reloads all lists afterwards, whether it worked or not (spec 4); a failure raises
// a flag for the spec-8 alert of the tab.
import { useCallback, useState } from 'react';

export function useDeleteWithReload(reload: () => Promise<void>) {
  const [failed, setFailed] = useState(false);
  const run = useCallback(
    async (remove: () => Promise<unknown>) => {
      setFailed(false);
      try {
        await remove();
      } catch (error) {
        console.error('Chyba pri mazaní', error);
        setFailed(true);
      }
      await reload();
    },
    [reload],
  );
  return { deleteFailed: failed, dismissDeleteFailure: () => setFailed(false), runDelete: run };
}
