// The backups section's data: the state of the nightly backup with the kept archives, loaded while
// the section is shown, and "back up now", which refreshes it whether it worked or not.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-ui/api';

export const backupKeys = { state: () => ['backups', 'state'] as const };

export const useBackupState = (shown: boolean) => useQuery({ queryKey: backupKeys.state(), queryFn: () => api.backupStatus(), enabled: shown });

export function useBackupChanges() {
  const client = useQueryClient();
  return {
    /** Resolves once the state shows the run (a failed run is the state's last failure). */
    backUpNow: useMutation({ mutationFn: () => api.backUpNow(), onSettled: () => client.invalidateQueries({ queryKey: backupKeys.state() }) }),
  };
}
