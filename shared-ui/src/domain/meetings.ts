// Workshop meetings (issue 27): the rhythm of spec 3, the wall-time rules and the texts every
// client of a meeting (admin panel, public pages, calendar feed, API) shares.
import type { components } from './api-schema';
import type { Locale } from './constants';
import { DATE_WRITERS, siteWallTimeToUtc } from './site-dates';

export const MEETING_STATES = ['planned', 'moved', 'cancelled'] as const;
export type MeetingState = (typeof MEETING_STATES)[number];

export type WorkshopId = 1 | 2 | 3 | 4 | 5 | 6;
export const WORKSHOP_IDS: readonly WorkshopId[] = [1, 2, 3, 4, 5, 6];

/** Spec 3: "12 stretnutí, 1x týždenne" and "10 stretnutí, 1x za 2 týždne" as numbers. */
export const WORKSHOP_RHYTHM: Record<WorkshopId, { count: number; intervalWeeks: 1 | 2 }> = {
  1: { count: 12, intervalWeeks: 1 },
  2: { count: 10, intervalWeeks: 2 },
  3: { count: 12, intervalWeeks: 1 },
  4: { count: 10, intervalWeeks: 2 },
  5: { count: 10, intervalWeeks: 1 },
  6: { count: 12, intervalWeeks: 1 },
};

export const MEETING_LIMITS = { place: 200, note: 1000, seriesCount: 30, announced: 60 } as const;
/** A calendar date and a 24-hour time as the school's clock shows them (Europe/Bratislava). */
export const MEETING_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const MEETING_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A meeting as the API answers it: wall time in Bratislava plus the same moments in UTC (api-schema.ts). */
export type Meeting = components['schemas']['MeetingDto'];

export type MeetingSeriesInput = components['schemas']['MeetingSeriesDto'];

/** The meetings a "new dates published" mailing lists (issue 27 item 5). */
export type MeetingAnnouncementInput = components['schemas']['MeetingAnnouncementDto'];

export type MeetingChangeInput = components['schemas']['MeetingChangeDto'];

/** The dates of a series: the first one, then every `intervalWeeks` weeks. */
export function seriesDates(firstDate: string, count: number, intervalWeeks: number): string[] {
  const [year, month, day] = firstDate.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => new Date(Date.UTC(year, month - 1, day + index * 7 * intervalWeeks)).toISOString().slice(0, 10));
}

/** The UTC moments of a meeting's wall-clock start and end. */
export function meetingMoments(meeting: Pick<Meeting, 'date' | 'startTime' | 'endTime'>): { startsAt: Date; endsAt: Date } {
  return { startsAt: siteWallTimeToUtc(meeting.date, meeting.startTime), endsAt: siteWallTimeToUtc(meeting.date, meeting.endTime) };
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

/** The note in the reader's language, the Slovak one when no English was written. */
export function meetingNoteIn(meeting: Pick<Meeting, 'note' | 'noteEn'>, locale: Locale): string | null {
  return (locale === 'en' ? meeting.noteEn || meeting.note : meeting.note) ?? null;
}

/** The paths of the calendar feeds: every workshop, or one. */
export function calendarFeedPath(workshopId?: WorkshopId): string {
  return workshopId ? `/kalendar/${workshopId}.ics` : '/kalendar.ics';
}

/** The workshops' English titles by id (spec 3 names them in Slovak); shared-ui/i18n words them from here. */
export const WORKSHOP_TITLES_EN: Record<WorkshopId, string> = {
  1: 'Graphic design',
  2: 'Argumentation',
  3: 'Marketing',
  4: 'Facilitation',
  5: 'Photography',
  6: 'Project management',
};
