// Spec 7: on opening, the panel loads all seven lists in parallel; a failed list shows empty, and
// only a failure of every list shows the critical alert of section 8. From then on each list
// belongs to its feature's queries: a change refreshes the lists it touches, a hidden tab does not
// refetch, and the badges read the feedback and contact lists the opening loaded.
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { contactPageQuery } from '../../features/contact/contact-queries';
import { feedbackListQuery } from '../../features/feedback/feedback-queries';
import { materialListQuery } from '../../features/materials/materials-queries';
import { meetingListQuery } from '../../features/meetings/meetings-queries';
import { toolListQuery } from '../../features/tools/tools-queries';
import { albumListQuery, galleryListQuery } from '../../lib/panel-lists';

/** Each list's key and how it loads (each feature's own query; only the cache entry matters here). */
export const openingListQueries = [
  albumListQuery,
  galleryListQuery,
  materialListQuery,
  toolListQuery,
  meetingListQuery,
  feedbackListQuery,
  contactPageQuery(1),
].map(({ queryKey, queryFn }) => ({ queryKey, queryFn: queryFn as () => Promise<unknown> }));

export function usePanelLists() {
  const client = useQueryClient();
  // Loaded afresh at each opening (the cache outlives a visit of the route), all at once, and a
  // failure is not tried again here: the section that shows the list tries when it is opened.
  useEffect(() => {
    for (const query of openingListQueries) void client.prefetchQuery({ ...query, staleTime: 0, retry: false });
  }, [client]);
  // Observers that only watch (never fetch), so the opening's state shows without making every list active.
  const { loading, allFailed } = useQueries({
    queries: openingListQueries.map((query) => ({ ...query, enabled: false })),
    combine: (results) => ({ loading: results.some((result) => result.isPending), allFailed: results.every((result) => result.isError) }),
  });
  const [dismissed, setDismissed] = useState(false);
  return { loading, loadFailed: allFailed && !dismissed, dismissLoadFailure: () => setDismissed(true) };
}
