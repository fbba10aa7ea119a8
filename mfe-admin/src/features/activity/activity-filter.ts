// The log's filter as the administrator writes it (a kind, an action, two days of her calendar)
// and as the API takes it: the days become the instants her days start and end, in her time zone.
import type { ActivityQuery } from 'shared-ui/api';
import type { ActivityAction, ActivityKind } from 'shared-ui/domain';

export interface ActivityFilter {
  kind: ActivityKind | null;
  action: ActivityAction | null;
  /** YYYY-MM-DD, both days included; '' = open. */
  from: string;
  to: string;
}

export const NO_FILTER: ActivityFilter = { kind: null, action: null, from: '', to: '' };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight starting `day` (plus `offset` days) in the browser's time zone, or null for no valid day. */
function startOfDay(day: string, offset = 0): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + offset);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What is wrong with a filter before it is sent: only a range that ends before it starts. */
export function filterProblem(filter: ActivityFilter): 'reversed' | null {
  const from = startOfDay(filter.from);
  const to = startOfDay(filter.to);
  return from && to && from > to ? 'reversed' : null;
}

/** The API query of one page of the filtered log. */
export function activityQuery(filter: ActivityFilter, page: number): ActivityQuery {
  const from = startOfDay(filter.from);
  const to = startOfDay(filter.to, 1);
  return {
    page,
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.action ? { action: filter.action } : {}),
    ...(from ? { from: from.toISOString() } : {}),
    ...(to ? { to: to.toISOString() } : {}),
  };
}
