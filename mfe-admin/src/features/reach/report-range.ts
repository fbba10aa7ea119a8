// The range the Reach section shows: the last 30 days up to today at first (the school's calendar),
// checked before it is asked for as the API checks it.
import { addDays, daysIn, isDayKey, REACH_MAX_RANGE_DAYS, siteDayKey } from 'shared-ui/domain';
import type { ReachQuery } from 'shared-ui/api';

export const DEFAULT_RANGE_DAYS = 30;

export function defaultRange(now: Date): ReachQuery {
  const to = siteDayKey(now);
  return { from: addDays(to, 1 - DEFAULT_RANGE_DAYS), to, period: 'day' };
}

export type RangeProblem = { field: 'from' | 'to'; key: 'invalid' | 'reversed' | 'tooLong' };

/** What is wrong with a range, if anything: a missing day, `from` after `to`, too many days. */
export function rangeProblem({ from, to }: Pick<ReachQuery, 'from' | 'to'>): RangeProblem | null {
  if (!isDayKey(from)) return { field: 'from', key: 'invalid' };
  if (!isDayKey(to)) return { field: 'to', key: 'invalid' };
  if (from > to) return { field: 'from', key: 'reversed' };
  if (daysIn(from, to) > REACH_MAX_RANGE_DAYS) return { field: 'from', key: 'tooLong' };
  return null;
}
