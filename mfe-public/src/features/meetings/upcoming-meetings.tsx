import { ArrowRight, CalendarPlus } from 'lucide-react';
import { use } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Button } from 'shared-ui/components/button';
import { Section } from 'shared-ui/components/section';
import { homeMeetings, workshopById, type Locale, type Meeting } from 'shared-ui/domain';
import { usePageData } from 'shared-ui/page-data';
import { addPageTexts, PUBLIC_NAMESPACE } from '../../i18n/register';
import { meetings } from '../../i18n/sk/meetings';
import { newsletter } from '../../i18n/sk/newsletter';
import { DatesNewsletter } from '../../components/dates-newsletter';
import { MeetingItem } from './meeting-item';
import { MeetingEventsJsonLd } from './meeting-events-json-ld';
import { subscriptionUrl, type MeetingsData } from './meetings-data';
import './meetings.css';

// Home loads this part when a visitor can reach it (home-page.tsx): its texts come with it.
addPageTexts({ meetings, contact: { newsletter } });

/** Home shows this many meetings that take place; a cancelled one among them takes no place. */
export const HOME_MEETINGS_LIMIT = 3;

/** Home: the next three meetings across the workshops (and any cancellation among them), with a link to all dates. */
export function UpcomingMeetings() {
  const { t, i18n } = useTranslation(PUBLIC_NAMESPACE);
  const locale: Locale = i18n.language === 'en' ? 'en' : 'sk';
  const { meetings, now, origin, failed } = use(usePageData<{ schedule: MeetingsData }>()).schedule;
  const next: Meeting[] = homeMeetings(meetings, new Date(now), HOME_MEETINGS_LIMIT);
  return (
    <Section id="terminy" title={t('meetings.homeTitle')} subtitle={t('meetings.homeSubtitle')}>
      {next.length > 0 ? (
        <ul className="pub-meetings pub-meetings--home">
          {next.map((meeting) => (
            <MeetingItem key={meeting.id} meeting={meeting} past={false} title={t(`labels.workshops.${workshopById(meeting.workshopId).key}`)} />
          ))}
        </ul>
      ) : (
        <p className="pub-center pub-card-text">{t(failed ? 'meetings.loadError' : 'meetings.noneYet')}</p>
      )}
      <MeetingEventsJsonLd meetings={next} locale={locale} origin={origin} />
      <div className="pub-center pub-meetings__actions">
        <Button href="/workshopy" variant="outlined" size="lg" endIcon={<ArrowRight />}>
          {t('meetings.homeLink')}
        </Button>
        {meetings.length > 0 ? (
          <a className="pub-meetings__subscribe" href={subscriptionUrl(origin, locale)}>
            <CalendarPlus aria-hidden="true" />
            {t('meetings.subscribeAll')}
          </a>
        ) : null}
      </div>
      <DatesNewsletter idPrefix="pub-home-newsletter" headingLevel={3} />
    </Section>
  );
}
