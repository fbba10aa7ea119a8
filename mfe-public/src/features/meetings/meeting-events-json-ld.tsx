import { meetingEvent, type Locale, type Meeting } from 'shared-ui/domain';

/** `<` escaped, so no text in the data can close the script element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Issue 27 item 4: the meetings as schema.org Event data (JSON-LD) in the page's HTML. */
export function MeetingEventsJsonLd({ meetings, locale, origin }: { meetings: readonly Meeting[]; locale: Locale; origin: string | null }) {
  if (meetings.length === 0) return null;
  const events = meetings.map((meeting) => meetingEvent(meeting, locale, origin));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(events) }} />;
}
