// The workshop meetings as iCalendar (RFC 5545), written by ical-generator (escaping, line folding,
// CRLF): times in UTC (no VTIMEZONE needed), a stable UID and a SEQUENCE per meeting, the school and
// the product named from the site details. Control characters are taken out of every text first:
// RFC 5545 forbids them, and a note may carry one pasted from elsewhere.
import ical, { escape, ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { meetingNoteIn, meetingPlaceIn, meetingPlaceLine, productNameIn, SITE_TIME_ZONE, workshopById, workshopName, type Locale, type Meeting, type SiteContent } from '@softskills/domain';
import { apiTexts } from '../i18n/api-texts';

/** Calendar apps poll a subscription this often (RFC 7986 REFRESH-INTERVAL and X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 3600;

/** Every control character but the tab and line breaks (which the writer escapes). */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
export const withoutControlCharacters = (text: string) => text.replace(CONTROL_CHARACTERS, '');

export interface CalendarOptions {
  locale: Locale;
  site: SiteContent;
  /** The calendar's name, e.g. a workshop's title; the whole project's otherwise. */
  name?: string;
}

function addEvent(calendar: ReturnType<typeof ical>, meeting: Meeting, { locale, site }: CalendarOptions): void {
  const texts = apiTexts(locale).calendar;
  const prefix = meeting.state === 'cancelled' ? `${texts.cancelled}: ` : meeting.state === 'moved' ? `${texts.moved}: ` : '';
  const note = meetingNoteIn(meeting, locale);
  const updated = new Date(meeting.updatedAt);
  calendar.createEvent({
    id: meeting.uid,
    sequence: meeting.sequence,
    // DTSTAMP is the meeting's last change, so an unchanged feed is the same bytes.
    stamp: updated,
    lastModified: updated,
    start: new Date(meeting.startsAt),
    end: new Date(meeting.endsAt),
    summary: withoutControlCharacters(prefix + workshopName(workshopById(meeting.workshopId), locale)),
    location: withoutControlCharacters(meetingPlaceLine(meetingPlaceIn(meeting, locale, site), site)),
    description: note ? withoutControlCharacters(note) : null,
    status: meeting.state === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.OPAQUE,
  });
}

/** The whole VCALENDAR of these meetings, in the reader's language. */
export function calendarFeed(meetings: readonly Meeting[], options: CalendarOptions): string {
  const texts = apiTexts(options.locale).calendar;
  const name = withoutControlCharacters(`${options.name ?? productNameIn(options.site, options.locale).text} – ${texts.calendar}`);
  const calendar = ical({
    // The writer escapes event texts but writes the calendar's name as given: a comma in the product's name must not split it.
    name: escape(name, false),
    description: texts.description,
    prodId: { company: 'softskills', product: 'workshop-meetings', language: options.locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
    x: { 'X-WR-TIMEZONE': SITE_TIME_ZONE },
  });
  for (const meeting of meetings) addEvent(calendar, meeting, options);
  return calendar.toString();
}

/** "graficky-dizajn-2026-02-03.ics": the workshop's title in the reader's language and the date. */
export function meetingFileName(meeting: Meeting, locale: Locale): string {
  const slug = workshopName(workshopById(meeting.workshopId), locale)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}-${meeting.date}.ics`;
}
