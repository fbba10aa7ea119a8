// Calendar arithmetic on day keys (YYYY-MM-DD, siteDayKey): the days are already the school's, so
// the arithmetic is on dates alone, in UTC, where no day is 23 or 25 hours long. The reach report's
// ranges and periods, for the API that builds it and the panel that asks for it.
import type { ReachPeriod } from './reach';

const DAY_MS = 24 * 60 * 60 * 1000;

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isDayKey(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(toTime(value)) && toDay(toTime(value)) === value;
}

export const addDays = (day: string, days: number): string => toDay(toTime(day) + days * DAY_MS);

/** Days from `from` to `to`, both counted. */
export const daysIn = (from: string, to: string): number => Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1;

/** The first day of the period `day` is in: itself, the Monday of its ISO week, the first of its month. */
export function periodStart(day: string, period: ReachPeriod): string {
  if (period === 'day') return day;
  if (period === 'month') return `${day.slice(0, 8)}01`;
  const weekday = (new Date(toTime(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

function nextPeriodStart(start: string, period: ReachPeriod): string {
  if (period === 'day') return addDays(start, 1);
  if (period === 'week') return addDays(start, 7);
  const [year, month] = start.split('-').map(Number);
  return toDay(Date.UTC(year, month, 1));
}

export interface PeriodSpan {
  /** The period's first day (its key), which may lie before the range. */
  start: string;
  /** Its last day within the range. */
  end: string;
}

/** Every period that overlaps the range, in order; the last ends on `to`. */
export function periodsOf(from: string, to: string, period: ReachPeriod): PeriodSpan[] {
  const spans: PeriodSpan[] = [];
  for (let start = periodStart(from, period); start <= to; start = nextPeriodStart(start, period)) {
    const end = addDays(nextPeriodStart(start, period), -1);
    spans.push({ start, end: end < to ? end : to });
  }
  return spans;
}
