// The feedback tab's data: every item as the administrator sees it (those waiting for approval
// too, which the navigation counts), and what each change of an item refreshes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-ui/api';
import { listKeys, useRefreshLists } from '../../lib/panel-lists';

export const feedbackListQuery = queryOptions({ queryKey: listKeys.feedback, queryFn: () => api.listFeedback(true) });

/** Also read by the navigation's badge of feedback waiting for approval, which is always on the screen. */
export const useFeedbackList = () => useQuery(feedbackListQuery);

export function useFeedbackChanges() {
  const refresh = useRefreshLists();
  return {
    /** Added, approved or withdrawn: the feedback only. */
    afterSave: () => refresh('feedback'),
    /** Deleted into the trash, or brought back by Undo: the trash as well. */
    afterDelete: () => refresh('feedback', 'trash'),
  };
}
