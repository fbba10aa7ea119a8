// Upcoming meetings as schema.org Event data, so search engines can show them. The product's name,
// the school and its street and town are the site's details (the page's), never a compiled sample.
import type { Locale } from './constants';
import { meetingNoteIn, meetingPlaceIn, type Meeting } from './meetings';
import { workshopById, workshopName } from './workshops';
import { productNameIn, siteDetailsIn, type SiteContent } from './site-content';

const EVENT_STATUS: Record<Meeting['state'], string> = {
  planned: 'https://schema.org/EventScheduled',
  moved: 'https://schema.org/EventRescheduled',
  cancelled: 'https://schema.org/EventCancelled',
};

/** "2026-02-03T14:00:00+01:00": the wall time with the offset in force (ISO 8601, as schema.org asks). */
export function wallTimeWithOffset(date: string, time: string, utc: string): string {
  const offsetMinutes = Math.round((Date.parse(`${date}T${time}:00Z`) - Date.parse(utc)) / 60000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${date}T${time}:00${sign}${hours}:${minutes}`;
}

function eventLocation(meeting: Meeting, locale: Locale, site: SiteContent): Record<string, unknown> {
  const place = meetingPlaceIn(meeting, locale, site);
  const address = place.address
    ? {
        '@type': 'PostalAddress',
        streetAddress: place.address.street,
        ...(place.address.postalCode ? { postalCode: place.address.postalCode } : {}),
        addressLocality: place.address.town,
        addressCountry: 'SK',
      }
    : place.name;
  return { '@type': 'Place', name: place.name, address };
}

/** One meeting as a schema.org Event (name, start, end, place, status, attendance mode, organiser, free). */
export function meetingEvent(meeting: Meeting, locale: Locale, origin: string | null, site: SiteContent): Record<string, unknown> {
  const siteUrl = origin ?? undefined;
  const note = meetingNoteIn(meeting, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: `${workshopName(workshopById(meeting.workshopId), locale)} – ${productNameIn(site, locale).text}`,
    startDate: wallTimeWithOffset(meeting.date, meeting.startTime, meeting.startsAt),
    endDate: wallTimeWithOffset(meeting.date, meeting.endTime, meeting.endsAt),
    eventStatus: EVENT_STATUS[meeting.state],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: eventLocation(meeting, locale, site),
    organizer: { '@type': 'Organization', name: siteDetailsIn(locale, site).organisation, ...(siteUrl ? { url: siteUrl } : {}) },
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'EUR', availability: 'https://schema.org/InStock', ...(siteUrl ? { url: `${siteUrl}/workshopy` } : {}) },
    ...(note ? { description: note } : {}),
    inLanguage: locale,
  };
}
