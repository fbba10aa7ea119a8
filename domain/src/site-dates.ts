import { type Locale, SITE_TIME_ZONE } from './constants';

// Dates are shown as the school's calendar has them (SITE_TIME_ZONE, Europe/Bratislava). The time
// zone's rules (summer time included) come from Intl's time-zone data through one formatter, made on
// first use and reused for every later date, so no page pays for building it twice. Turning a wall
// time into a moment is the API's (api/src/meetings/wall-time.ts, date-fns-tz).

export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

let siteCalendar: Intl.DateTimeFormat | undefined;

/** The day on the school's calendar at a moment, read through the one cached formatter. */
export function siteCalendarDay(date: Date): CalendarDay {
  siteCalendar ??= new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric', numberingSystem: 'latn' });
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of siteCalendar.formatToParts(date)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0 };
}

/** The day on the school's calendar at a moment, written YYYY-MM-DD (sortable, as the API stores days). */
export function siteDayKey(date: Date): string {
  const { year, month, day } = siteCalendarDay(date);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Spec 9: dates as sk-SK writes them ("5. 3. 2026"); on the English page as en-GB writes a long
 * date ("5 March 2026"), not "05/03/2026", which is ambiguous to English readers.
 */
export const DATE_WRITERS: Record<Locale, (day: CalendarDay) => string> = {
  sk: ({ year, month, day }) => `${day}. ${month}. ${year}`,
  en: ({ year, month, day }) => `${day} ${ENGLISH_MONTHS[month - 1]} ${year}`,
};

/** A timestamp as the school's calendar day in a language; null when it is missing or unparsable. */
export function formatSiteDate(iso: string | null | undefined, locale: Locale): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return DATE_WRITERS[locale](siteCalendarDay(date));
}

/**
 * The years a date the site stores may fall in: a school project's calendar, far from the edges
 * where a date stops being four digits (year 10000) or stops existing (year 0000).
 */
export const SITE_YEARS = { first: 2000, last: 2099 } as const;

/** "2026-02-03" is a day of the calendar within SITE_YEARS; "2026-02-30", "0000-01-01" and "10000-01-01" are not. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= SITE_YEARS.first && year <= SITE_YEARS.last && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
