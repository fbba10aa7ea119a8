// The workshop meetings a page shows, loaded once with the page (server or browser).
import type { Locale, Meeting, WorkshopId } from 'shared-ui/domain';
import { calendarFeedPath, formatMeetingDate, nextHeldMeeting, nextMeetingChange, workshopById, workshopName } from 'shared-ui/domain';
import type { PageHead, PageRequest } from 'shared-ui/page-data';

export interface MeetingsData {
  meetings: Meeting[];
  /** The moment the page was put together: past and next are judged alike on the server and in the browser. */
  now: string;
  /** The site's address, for webcal: links; null when unknown (the link then downloads the feed). */
  origin: string | null;
  /** The dates could not be read: the schedule says so, never "dates will follow". */
  failed: boolean;
}

export async function loadMeetings({ reads, origin }: Pick<PageRequest, 'reads' | 'origin'>): Promise<MeetingsData> {
  const now = new Date().toISOString();
  try {
    const meetings = await reads.meetings();
    return { meetings: Array.isArray(meetings) ? meetings : [], now, origin: origin ?? null, failed: false };
  } catch (error) {
    // Without dates the pages still stand, and the schedule says the dates could not be loaded (the
    // server leaves such a page to the browser and never keeps it).
    console.error('Chyba pri načítaní termínov stretnutí', error);
    return { meetings: [], now, origin: origin ?? null, failed: true };
  }
}

/**
 * What the meetings add to a page's head: the next date in its description and
 * the moment the page changes by itself (a meeting starts or ends), so no kept copy outlives it.
 */
export function meetingsHead(schedule: MeetingsData | undefined, locale: Locale): Pick<PageHead, 'descriptionAddendum' | 'expires'> {
  if (!schedule) return {};
  const expires = nextMeetingChange(schedule.meetings, new Date(schedule.now));
  return { descriptionAddendum: nextMeetingSentence(schedule, locale), ...(expires ? { expires } : {}) };
}

const languageQuery = (locale: Locale) => (locale === 'en' ? '?lang=en' : '');

/** The feed as a calendar subscription (webcal:), or its https address when the site's address is unknown. */
export function subscriptionUrl(origin: string | null, locale: Locale, workshopId?: WorkshopId): string {
  const path = calendarFeedPath(workshopId) + languageQuery(locale);
  return origin ? origin.replace(/^https?:/, 'webcal:') + path : path;
}

/** One meeting as a downloadable .ics file. */
export function meetingDownloadUrl(meeting: Meeting, locale: Locale): string {
  return `/api/calendar/meeting/${meeting.id}.ics${languageQuery(locale)}`;
}

const NEXT_MEETING_SENTENCE: Record<Locale, (title: string, date: string, time: string) => string> = {
  sk: (title, date, time) => `Najbližšie stretnutie: ${title}, ${date} o ${time}.`,
  en: (title, date, time) => `Next meeting: ${title}, ${date} at ${time}.`,
};

/** The page's description names the next meeting (link previews, search results). */
export function nextMeetingSentence({ meetings, now }: MeetingsData, locale: Locale): string | undefined {
  const next = nextHeldMeeting(meetings, new Date(now));
  if (!next) return undefined;
  return NEXT_MEETING_SENTENCE[locale](workshopName(workshopById(next.workshopId), locale), formatMeetingDate(next.date, locale), next.startTime);
}
