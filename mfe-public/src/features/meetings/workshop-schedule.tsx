import { CalendarPlus } from 'lucide-react';
import { Suspense, use } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { isPastMeeting, nextHeldMeeting, type Locale, type WorkshopId } from 'shared-ui/domain';
import { usePageData } from 'shared-ui/page-data';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import { MeetingEventsJsonLd } from './meeting-events-json-ld';
import { MeetingItem } from './meeting-item';
import { subscriptionUrl, type MeetingsData } from './meetings-data';
import './meetings.css';

/**
 * The dates on a workshop's card: the next meeting, the full list behind a native disclosure
 * (<details>, complete without JavaScript) and the calendar links.
 */
function Schedule({ workshopId }: { workshopId: WorkshopId }) {
  const { t, i18n } = useTranslation(PUBLIC_NAMESPACE);
  const locale: Locale = i18n.language === 'en' ? 'en' : 'sk';
  const { meetings: all, now, origin, failed } = use(usePageData<{ schedule: MeetingsData }>()).schedule;
  const meetings = all.filter((meeting) => meeting.workshopId === workshopId);
  const moment = new Date(now);
  const next = nextHeldMeeting(meetings, moment);
  const headingId = `pub-schedule-${workshopId}`;
  return (
    <section className="pub-schedule" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('meetings.next')}</h3>
      {next ? (
        <>
          <ul className="pub-meetings pub-meetings--next">
            <MeetingItem meeting={next} past={false} />
          </ul>
          <MeetingEventsJsonLd meetings={[next]} locale={locale} origin={origin} />
        </>
      ) : (
        <p className="pub-schedule__empty">{t(failed ? 'meetings.loadError' : 'meetings.noneYet')}</p>
      )}
      {meetings.length > 0 ? (
        <details className="pub-schedule__all">
          <summary>{t('meetings.allDates', { count: meetings.length })}</summary>
          <ul className="pub-meetings">
            {meetings.map((meeting) => (
              <MeetingItem key={meeting.id} meeting={meeting} past={isPastMeeting(meeting, moment)} />
            ))}
          </ul>
        </details>
      ) : null}
      {meetings.length > 0 ? (
        <p className="pub-schedule__subscribe">
          <CalendarPlus aria-hidden="true" />
          <a href={subscriptionUrl(origin, locale, workshopId)}>{t('meetings.subscribe')}</a>
        </p>
      ) : null}
    </section>
  );
}

export function WorkshopSchedule({ workshopId }: { workshopId: WorkshopId }) {
  return (
    <Suspense fallback={null}>
      <Schedule workshopId={workshopId} />
    </Suspense>
  );
}
