import { type Locale, SITE_TIME_ZONE } from './constants';

// Dates are shown as the school's calendar has them (SITE_TIME_ZONE, Europe/Bratislava). The time
// zone's rules (summer time included) come from Intl's time-zone data through one formatter, made on
// first use and reused for every later date (issue 26.2), so no page pays for building it twice.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

let siteClock: Intl.DateTimeFormat | undefined;

/** The wall clock in the school's time zone at a moment, read through the one cached formatter. */
function siteWallClock(time: number): { year: number; month: number; day: number; hour: number; minute: number } {
  siteClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    numberingSystem: 'latn',
  });
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of siteClock.formatToParts(time)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, hour: parts.hour ?? 0, minute: parts.minute ?? 0 };
}

/** The school's offset from UTC at a moment, in milliseconds (whole minutes; the zone has no seconds). */
function siteOffsetMs(time: number): number {
  const wall = siteWallClock(time);
  const minuteStart = time - (((time % 60_000) + 60_000) % 60_000);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - minuteStart;
}

export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

/** The day on the school's calendar at a moment. */
export function siteCalendarDay(date: Date): CalendarDay {
  const { year, month, day } = siteWallClock(date.getTime());
  return { year, month, day };
}

export const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Spec 9: dates as sk-SK writes them ("5. 3. 2026"); on the English page as en-GB writes a long
 * date ("5 March 2026"), not "05/03/2026", which is ambiguous to English readers (issue 25.6).
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
 * The UTC moment of a wall-clock time on the school's calendar ("2026-03-31", "14:00"), whatever
 * the time zone of the machine running this (issue 27: the server may run in UTC or elsewhere).
 */
export function siteWallTimeToUtc(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const asIfUtc = Date.UTC(year, month - 1, day, hours, minutes);
  // The offset in force before a switch decides: an hour the clock shows twice (autumn) is read as
  // the earlier one, an hour it skips (spring) as if the switch had not happened yet.
  const offsetBefore = siteOffsetMs(asIfUtc - DAY_MS);
  for (const offset of [offsetBefore, siteOffsetMs(asIfUtc + DAY_MS)]) {
    if (siteOffsetMs(asIfUtc - offset) === offset) return new Date(asIfUtc - offset);
  }
  return new Date(asIfUtc - offsetBefore);
}
