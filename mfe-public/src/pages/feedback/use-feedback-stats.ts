import { useEffect, useState } from 'react';
import { api } from 'shared-ui/api';
import type { FeedbackStats } from 'shared-ui/domain';

export type StatsState = { status: 'loading' } | { status: 'ready'; stats: FeedbackStats } | { status: 'error' };

/** GET /api/feedback/stats: computed by the server from approved feedback (PRODUCT section 4). */
export function useFeedbackStats(): StatsState {
  const [state, setState] = useState<StatsState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    api
      .feedbackStats()
      .then((stats) => active && setState({ status: 'ready', stats }))
      .catch(() => active && setState({ status: 'error' }));
    return () => {
      active = false;
    };
  }, []);
  return state;
}
