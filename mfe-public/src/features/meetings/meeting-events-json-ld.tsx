import { meetingEvent, type Locale, type Meeting } from 'shared-ui/domain';
import { useSiteContent } from 'shared-ui/page-data';

/** `<` escaped, so no text in the data can close the script element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The meetings as schema.org Event data (JSON-LD) in the page's HTML, named from the site details. */
export function MeetingEventsJsonLd({ meetings, locale, origin }: { meetings: readonly Meeting[]; locale: Locale; origin: string | null }) {
  const site = useSiteContent();
  if (meetings.length === 0) return null;
  const events = meetings.map((meeting) => meetingEvent(meeting, locale, origin, site));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(events) }} />;
}
