import { useTranslation } from 'shared-ui/i18n/react';
import { formatMeetingWhen, meetingNoteIn, meetingPlaceIn, type Locale, type Meeting } from 'shared-ui/domain';
import { useSiteContent } from 'shared-ui/page-data';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import { meetingDownloadUrl } from './meetings-data';

/**
 * One meeting: when, where, its state in words (a cancelled one is struck through and says so), the note, and its .ics download.
 */
export function MeetingItem({ meeting, past, title }: { meeting: Meeting; past: boolean; title?: string }) {
  const { t, i18n } = useTranslation(PUBLIC_NAMESPACE);
  const locale: Locale = i18n.language === 'en' ? 'en' : 'sk';
  const when = formatMeetingWhen(meeting, locale);
  const note = meetingNoteIn(meeting, locale);
  const place = meetingPlaceIn(meeting, locale, useSiteContent());
  const cancelled = meeting.state === 'cancelled';
  return (
    <li className={`pub-meeting pub-meeting--${meeting.state}${past ? ' pub-meeting--past' : ''}`}>
      <p className="pub-meeting__when">
        {title ? <span className="pub-meeting__workshop">{title}</span> : null}
        {cancelled ? <s>{when}</s> : <time dateTime={`${meeting.date}T${meeting.startTime}`}>{when}</time>}
        {cancelled ? <strong className="pub-meeting__state">{t('meetings.cancelled')}</strong> : null}
        {meeting.state === 'moved' ? <strong className="pub-meeting__state">{t('meetings.moved')}</strong> : null}
        {past ? <span className="pub-meeting__past">({t('meetings.past')})</span> : null}
      </p>
      <p className="pub-meeting__place">
        {t('meetings.place')}: <span lang={place.lang}>{place.name}</span>
      </p>
      {note ? <p className="pub-meeting__note" lang={locale === 'en' && !meeting.noteEn ? 'sk' : undefined}>{note}</p> : null}
      {!past && !cancelled ? (
        <a className="pub-meeting__download" href={meetingDownloadUrl(meeting, locale)} download>
          {t('meetings.download')}
          {/* Told apart by screen readers, the visible words first (WCAG 2.5.3). */}
          <span className="ui-visually-hidden">: {when}</span>
        </a>
      ) : null}
    </li>
  );
}
