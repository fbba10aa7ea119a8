// The meetings tab's data: every workshop's meetings, and what each change of a meeting refreshes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-ui/api';
import { listKeys, useRefreshLists } from '../../lib/panel-lists';

export const meetingListQuery = queryOptions({ queryKey: listKeys.meetings, queryFn: () => api.listMeetings() });

/** Loads while the tab is shown; a hidden tab keeps what it showed and refreshes when shown again. */
export const useMeetingList = (shown: boolean) => useQuery({ ...meetingListQuery, enabled: shown });

export function useMeetingChanges() {
  const refresh = useRefreshLists();
  return {
    /** A series added, a meeting moved or cancelled: the meetings only. */
    afterSave: () => refresh('meetings'),
    /** Deleted into the trash, or brought back by Undo: the trash as well. */
    afterDelete: () => refresh('meetings', 'trash'),
    /** An announcement is a new draft mailing in the newsletter. */
    afterAnnounce: () => refresh('newsletter'),
  };
}
