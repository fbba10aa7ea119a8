// Workshop meetings: the rhythm of spec 3, the calendar rules and the texts every client of a
// meeting (admin panel, public pages, calendar feed, API) shares. Wall time to UTC is the API's
// (api/src/meetings/wall-time.ts, on date-fns-tz): the browser only shows what the API worked out.
import type { components } from './api-schema';
import type { Locale } from './constants';
import { siteDetailsIn, type SiteContent } from './site-content';
import { DATE_WRITERS, isCalendarDate } from './site-dates';
import type { WorkshopId } from './workshops';

export const MEETING_STATES = ['planned', 'moved', 'cancelled'] as const;
export type MeetingState = (typeof MEETING_STATES)[number];

/** Spec 3: "12 stretnutí, 1x týždenne" and "10 stretnutí, 1x za 2 týždne" as numbers. */
export const WORKSHOP_RHYTHM: Record<WorkshopId, { count: number; intervalWeeks: 1 | 2 }> = {
  1: { count: 12, intervalWeeks: 1 },
  2: { count: 10, intervalWeeks: 2 },
  3: { count: 12, intervalWeeks: 1 },
  4: { count: 10, intervalWeeks: 2 },
  5: { count: 10, intervalWeeks: 1 },
  6: { count: 12, intervalWeeks: 1 },
};

export const MEETING_LIMITS = { place: 200, note: 1000, seriesCount: 30, skippedDates: 30, announced: 60 } as const;
/** A 24-hour time as the school's clock shows them (Europe/Bratislava); dates: isCalendarDate. */
export const MEETING_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A meeting as the API answers it: wall time in Bratislava plus the same moments in UTC (api-schema.ts). */
export type Meeting = components['schemas']['MeetingDto'];

export type MeetingSeriesInput = components['schemas']['MeetingSeriesDto'];

/** The meetings a "new dates published" mailing lists. */
export type MeetingAnnouncementInput = components['schemas']['MeetingAnnouncementDto'];

export type MeetingChangeInput = components['schemas']['MeetingChangeDto'];

export interface SeriesPlan {
  firstDate: string;
  count: number;
  intervalWeeks: number;
  /** Days the series leaves out (holidays): the meetings move on to the next free week instead. */
  skipDates?: readonly string[];
}

/** "2026-02-03" plus whole days, on the calendar (no time zone involved). */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The dates of a series: the first one, then every `intervalWeeks` weeks, `count` meetings in all,
 * a skipped date giving its meeting to the next week of the rhythm. A date past the site's calendar
 * (SITE_YEARS) ends the list early: the caller tells that from its length.
 */
export function seriesDates({ firstDate, count, intervalWeeks, skipDates = [] }: SeriesPlan): string[] {
  const skipped = new Set(skipDates);
  const dates: string[] = [];
  // Each skipped date costs one step at most, so this ends.
  for (let step = 0; dates.length < count && step < count + skipped.size; step += 1) {
    const date = addDays(firstDate, step * 7 * intervalWeeks);
    if (!isCalendarDate(date)) break;
    if (!skipped.has(date)) dates.push(date);
  }
  return dates;
}

/** Meetings still to come at `now` (those not over yet), cancelled ones included so visitors learn of them. */
export function upcomingMeetings(meetings: readonly Meeting[], now: Date, limit = Infinity): Meeting[] {
  return meetings
    .filter((meeting) => Date.parse(meeting.endsAt) > now.getTime())
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id)
    .slice(0, limit);
}

export function isPastMeeting(meeting: Meeting, now: Date): boolean {
  return new Date(meeting.endsAt).getTime() <= now.getTime();
}

/**
 * Home's list: the next `held` meetings that take place, with the cancelled ones among them (so a
 * visitor learns of a cancellation) taking none of the places.
 */
export function homeMeetings(meetings: readonly Meeting[], now: Date, held: number): Meeting[] {
  const shown: Meeting[] = [];
  let taking = 0;
  for (const meeting of upcomingMeetings(meetings, now)) {
    if (taking === held) break;
    shown.push(meeting);
    if (meeting.state !== 'cancelled') taking += 1;
  }
  return shown;
}

/** The next meeting that takes place (not cancelled). */
export function nextHeldMeeting(meetings: readonly Meeting[], now: Date): Meeting | null {
  return upcomingMeetings(meetings, now).find((meeting) => meeting.state !== 'cancelled') ?? null;
}

/**
 * The next moment after `now` at which a page listing these meetings changes by itself (a meeting
 * starts or ends: "next" and "past" move), or null when none is left. Pages are kept until then.
 */
export function nextMeetingChange(meetings: readonly Meeting[], now: Date): string | null {
  let next = Infinity;
  for (const meeting of meetings) {
    for (const moment of [Date.parse(meeting.startsAt), Date.parse(meeting.endsAt)]) {
      if (moment > now.getTime() && moment < next) next = moment;
    }
  }
  return Number.isFinite(next) ? new Date(next).toISOString() : null;
}

const WEEKDAYS: Record<Locale, readonly string[]> = {
  sk: ['nedeľa', 'pondelok', 'utorok', 'streda', 'štvrtok', 'piatok', 'sobota'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

/** "utorok 3. 2. 2026" / "Tuesday 3 February 2026": the weekday and the date as the site writes dates (site-dates.ts). */
export function formatMeetingDate(date: string, locale: Locale): string {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = WEEKDAYS[locale][new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${DATE_WRITERS[locale]({ year, month, day })}`;
}

/** "utorok 3. 2. 2026, 14:00 – 15:30" in either language (wall time: no time-zone arithmetic). */
export function formatMeetingWhen(meeting: Pick<Meeting, 'date' | 'startTime' | 'endTime'>, locale: Locale): string {
  return `${formatMeetingDate(meeting.date, locale)}, ${meeting.startTime} – ${meeting.endTime}`;
}

export interface MeetingPlace {
  name: string;
  /** The street address and town when the place is the school (from the site details). */
  address: { street: string; postalCode: string | null; town: string } | null;
  /** 'sk' when an English reader gets the Slovak name (no English was written). */
  lang?: 'sk';
}

/** "Hviezdoslavova 1, 960 01 Zvolen": the street before the first comma, a Slovak postal code after it. */
function schoolAddressParts(site: SiteContent): NonNullable<MeetingPlace['address']> {
  const [street, ...rest] = site.schoolAddress.split(',');
  const postalCode = /\b\d{3} ?\d{2}\b/.exec(rest.join(','))?.[0] ?? null;
  return { street: street.trim(), postalCode, town: site.town };
}

/** Where a meeting takes place, in the reader's language: no place given means the school (site details). */
export function meetingPlaceIn(meeting: Pick<Meeting, 'place' | 'placeEn'>, locale: Locale, site: SiteContent): MeetingPlace {
  if (!meeting.place) return { name: siteDetailsIn(locale, site).school, address: schoolAddressParts(site) };
  if (locale === 'en' && meeting.placeEn) return { name: meeting.placeEn, address: null };
  return { name: meeting.place, address: null, ...(locale === 'en' ? { lang: 'sk' as const } : {}) };
}

/** The place as one line: "School, Street 1, 974 01 Town" or the place as written. */
export function meetingPlaceLine(place: MeetingPlace, site: SiteContent): string {
  return place.address ? `${place.name}, ${site.schoolAddress}` : place.name;
}

/** The note in the reader's language, the Slovak one when no English was written. */
export function meetingNoteIn(meeting: Pick<Meeting, 'note' | 'noteEn'>, locale: Locale): string | null {
  return (locale === 'en' ? meeting.noteEn || meeting.note : meeting.note) ?? null;
}

/** The paths of the calendar feeds: every workshop, or one. */
export function calendarFeedPath(workshopId?: WorkshopId): string {
  return workshopId ? `/kalendar/${workshopId}.ics` : '/kalendar.ics';
}
