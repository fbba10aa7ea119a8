// RFC 5545 text of the workshop meetings (issue 27): CRLF line ends, lines folded at 75 octets,
// escaped text, times in UTC (no VTIMEZONE needed), a stable UID and a SEQUENCE per meeting.
import { SITE_CONTENT, meetingNoteIn, siteDetailsIn, workshopTitleIn, type Locale, type Meeting } from 'shared-ui/domain';

const FEED_TEXTS: Record<Locale, { calendar: string; cancelled: string; moved: string; description: string }> = {
  sk: { calendar: 'Stretnutia workshopov', cancelled: 'ZRUŠENÉ', moved: 'PRESUNUTÉ', description: 'Termíny stretnutí workshopov projektu' },
  en: { calendar: 'Workshop meetings', cancelled: 'CANCELLED', moved: 'MOVED', description: 'Meeting dates of the workshops of the project' },
};

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after CRLF and a space, never inside a UTF-8 character (3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    // The first line holds 75 octets; each continuation line starts with a space, leaving 74.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 20260203T130000Z */
export function icsUtc(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function eventLines(meeting: Meeting, locale: Locale): string[] {
  const texts = FEED_TEXTS[locale];
  const title = workshopTitleIn(meeting.workshopId, locale);
  const prefix = meeting.state === 'cancelled' ? `${texts.cancelled}: ` : meeting.state === 'moved' ? `${texts.moved}: ` : '';
  const note = meetingNoteIn(meeting, locale);
  const place = meeting.place === SITE_CONTENT.school ? `${siteDetailsIn(locale).school}, ${SITE_CONTENT.schoolAddress}` : meeting.place;
  return [
    'BEGIN:VEVENT',
    `UID:${meeting.uid}`,
    // DTSTAMP is the meeting's last change, so an unchanged feed is the same bytes (a stable ETag).
    `DTSTAMP:${icsUtc(new Date(meeting.updatedAt))}`,
    `LAST-MODIFIED:${icsUtc(new Date(meeting.updatedAt))}`,
    `SEQUENCE:${meeting.sequence}`,
    `DTSTART:${icsUtc(new Date(meeting.startsAt))}`,
    `DTEND:${icsUtc(new Date(meeting.endsAt))}`,
    `SUMMARY:${escapeText(prefix + title)}`,
    `LOCATION:${escapeText(place)}`,
    ...(note ? [`DESCRIPTION:${escapeText(note)}`] : []),
    `STATUS:${meeting.state === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

export interface CalendarOptions {
  locale: Locale;
  /** The calendar's name, e.g. a workshop's title; the whole project's otherwise. */
  name?: string;
}

/** The whole VCALENDAR, each line folded and ended with CRLF. */
export function calendarFeed(meetings: readonly Meeting[], options: CalendarOptions): string {
  const texts = FEED_TEXTS[options.locale];
  const name = options.name ? `${options.name} – ${texts.calendar}` : `${SITE_CONTENT.productName} – ${texts.calendar}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Makke zrucnosti pre buducnost//Workshop meetings//SK',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `NAME:${escapeText(name)}`,
    `X-WR-CALDESC:${escapeText(texts.description)}`,
    'X-WR-TIMEZONE:Europe/Bratislava',
    // Calendar apps poll a subscription this often (RFC 7986 and the de-facto X-PUBLISHED-TTL).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...meetings.flatMap((meeting) => eventLines(meeting, options.locale)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
