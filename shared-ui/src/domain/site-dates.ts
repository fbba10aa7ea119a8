import type { Locale } from './constants';

// Dates are shown as the school's calendar has them (SITE_TIME_ZONE, Europe/Bratislava), worked out
// here from the EU's summer-time rule instead of Intl.DateTimeFormat: the first Intl date format a
// page builds makes the browser load its locale data, 25–110 ms of main thread on a phone in the
// middle of hydration (issue 18), for a date the server already wrote into the HTML.
//
// Central European Time is UTC+1; summer time, UTC+2, runs from 01:00 UTC on the last Sunday of
// March to 01:00 UTC on the last Sunday of October (Directive 2000/84/EC).

const HOUR_MS = 60 * 60 * 1000;

/** 01:00 UTC on the last Sunday of a month (0-based), in milliseconds since the epoch. */
function lastSundayOneAmUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** The school's offset from UTC at a moment, in milliseconds. */
function siteOffsetMs(time: number): number {
  const year = new Date(time).getUTCFullYear();
  const summer = time >= lastSundayOneAmUtc(year, 2) && time < lastSundayOneAmUtc(year, 9);
  return (summer ? 2 : 1) * HOUR_MS;
}

export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

/** The day on the school's calendar at a moment. */
export function siteCalendarDay(date: Date): CalendarDay {
  const local = new Date(date.getTime() + siteOffsetMs(date.getTime()));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
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
  // The offset in force one hour before decides: near a switch that is the side the clock shows.
  const winterGuess = asIfUtc - HOUR_MS;
  const summerGuess = asIfUtc - 2 * HOUR_MS;
  return new Date(siteOffsetMs(summerGuess) === 2 * HOUR_MS ? summerGuess : winterGuess);
}
