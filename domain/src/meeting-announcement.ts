// "New dates published" as a newsletter mailing, in Slovak and English, built from the meetings the
// administrator just added (the API fills in the site's address and its details).
import { LOCALES, type Locale } from './constants';
import { meetingNoteIn, meetingPlaceIn, meetingPlaceLine, formatMeetingWhen, type Meeting } from './meetings';
import { WORKSHOPS, workshopName } from './workshops';
import type { MailingInput } from './newsletter';
import type { SiteContent } from './site-content';

const WORDS: Record<Locale, { subject: string; intro: string; more: string; moved: string }> = {
  sk: {
    subject: 'Nové termíny workshopov',
    intro: 'Zverejnili sme nové termíny workshopov projektu. Časy sú uvedené podľa slovenského času.',
    more: 'Všetky termíny a kalendár na odber nájdeš na stránke workshopov:',
    moved: 'presunuté',
  },
  en: {
    subject: 'New workshop dates',
    intro: 'We have published new dates for the project’s workshops. Times are in Slovak time (Bratislava).',
    more: 'Every date, and a calendar to subscribe to, is on the workshops page:',
    moved: 'moved',
  },
};

/** The workshops page in a language, from the site's address (PUBLIC_URL on the API). */
export const workshopsPageUrl = (base: string, locale: Locale) => `${base}/workshopy${locale === 'en' ? '?lang=en' : ''}`;

/** The meetings a mailing would announce: not cancelled, in the order they take place. */
export function announcedMeetings(meetings: readonly Meeting[]): Meeting[] {
  return meetings
    .filter((meeting) => meeting.state !== 'cancelled')
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id);
}

function announcementIn(meetings: readonly Meeting[], locale: Locale, base: string, site: SiteContent): { subject: string; body: string } {
  const words = WORDS[locale];
  const workshops = WORKSHOPS.filter(({ id }) => meetings.some((meeting) => meeting.workshopId === id));
  const sections = workshops.map((workshop) => {
    const lines = meetings
      .filter((meeting) => meeting.workshopId === workshop.id)
      .map((meeting) => {
        const note = meetingNoteIn(meeting, locale);
        const moved = meeting.state === 'moved' ? ` (${words.moved})` : '';
        const place = meetingPlaceLine(meetingPlaceIn(meeting, locale, site), site);
        return `• ${formatMeetingWhen(meeting, locale)}${moved}, ${place}${note ? ` – ${note}` : ''}`;
      });
    return [workshopName(workshop, locale), ...lines].join('\n');
  });
  const subject = `${words.subject}: ${workshops.map((workshop) => workshopName(workshop, locale)).join(', ')}`;
  return { subject, body: [words.intro, ...sections, `${words.more}\n${workshopsPageUrl(base, locale)}`].join('\n\n') };
}

/** The mailing draft announcing meetings (cancelled ones left out); null when none is left to announce. */
export function meetingAnnouncement(meetings: readonly Meeting[], base: string, site: SiteContent): MailingInput | null {
  const announced = announcedMeetings(meetings);
  if (announced.length === 0) return null;
  const [sk, en] = LOCALES.map((locale) => announcementIn(announced, locale, base, site));
  return { subjectSk: sk.subject, bodySk: sk.body, subjectEn: en.subject, bodyEn: en.body };
}
