// The reach report of a range, loaded only while the section is shown (and again each time it is
// shown or the range changes); an answer to an earlier range never replaces a later one.
import { useEffect, useRef, useState } from 'react';
import { api, type ReachQuery } from 'shared-ui/api';
import type { ReachReport } from 'shared-ui/domain';

export interface ReachReportState {
  report: ReachReport | null;
  loading: boolean;
  failed: boolean;
}

export function useReachReport(query: ReachQuery, shown: boolean): ReachReportState {
  const [state, setState] = useState<ReachReportState>({ report: null, loading: false, failed: false });
  const latest = useRef(0);
  const { from, to, period } = query;

  useEffect(() => {
    if (!shown) return;
    const request = ++latest.current;
    setState((current) => ({ ...current, loading: true, failed: false }));
    api.reachReport({ from, to, period }).then(
      (report) => request === latest.current && setState({ report, loading: false, failed: false }),
      () => request === latest.current && setState((current) => ({ ...current, loading: false, failed: true })),
    );
  }, [shown, from, to, period]);

  return state;
}
