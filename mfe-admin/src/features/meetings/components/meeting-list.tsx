// Every workshop's meetings, each changed or cancelled on its own.
import { CalendarX, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { api } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { Chip } from 'shared-ui/components/chip';
import { announcedMeetings, calendarFeedPath, formatMeetingWhen, meetingPlaceIn, upcomingMeetings, WORKSHOPS, type Meeting, type MeetingChangeInput } from 'shared-ui/domain';
import { useSiteContent } from 'shared-ui/page-data';
import { ClosableMessage, type FormMessage } from '../../../components/closable-message';
import { DeleteButton } from '../../../components/delete-button';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useReloadingAction } from '../../../hooks/use-reloading-action';
import { errorMessage } from '../../../lib/error-message';
import { AnnounceButton } from './announce-button';
import { MeetingEditor } from './meeting-editor';

const STATE_COLOR = { planned: 'success', moved: 'warning', cancelled: 'error' } as const;

interface MeetingListProps {
  meetings: Meeting[];
  /** Refreshes the lists a meeting moved or cancelled touches. */
  afterSave: () => Promise<void>;
  /** Refreshes the lists a delete (or its Undo) touches. */
  afterDelete: () => Promise<void>;
  onAnnounced: (mailingId: number) => void;
}

export function MeetingList({ meetings, afterSave, afterDelete, onAnnounced }: MeetingListProps) {
  const { t, locale } = useAdminTexts();
  const site = useSiteContent();
  const headingId = useId();
  const [editing, setEditing] = useState<number | null>(null);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const deletion = useReloadingAction(afterDelete);

  const change = async (meeting: Meeting, input: MeetingChangeInput, success: 'saved' | 'cancelled') => {
    setMessage(null);
    try {
      const saved = await api.changeMeeting(meeting.id, input);
      setEditing(null);
      setMessage({ severity: 'success', text: t(`meetings.${success}`, { when: formatMeetingWhen(saved, locale) }) });
    } catch (error) {
      console.error('Chyba pri ukladaní stretnutia', error);
      setMessage({ severity: 'error', text: t('meetings.saveFailed', { reason: errorMessage(error, t('common.networkError')) }) });
    }
    await afterSave();
  };

  return (
    <section className="adm-panel-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('meetings.listHeading')}</h2>
      <p className="adm-card__text">{t('meetings.feeds', { path: calendarFeedPath() })}</p>
      <ClosableMessage message={message} onClose={() => setMessage(null)} />
      <ClosableMessage message={deletion.failed ? { severity: 'error', text: t('common.deleteFailed') } : null} onClose={deletion.dismiss} />
      {meetings.length === 0 ? <p className="adm-empty">{t('meetings.empty')}</p> : null}
      {meetings.length > 0 &&
        WORKSHOPS.map((workshop) => {
          const own = meetings.filter((meeting) => meeting.workshopId === workshop.id);
          const title = t(`workshops.${workshop.key}`);
          const toAnnounce = announcedMeetings(upcomingMeetings(own, new Date()));
          return (
            <div key={workshop.id} className="adm-meetings__workshop">
              <div className="adm-meetings__head">
                <h3 className="adm-card__title">{title}</h3>
                {toAnnounce.length > 0 ? (
                  <AnnounceButton
                    meetingIds={toAnnounce.map((meeting) => meeting.id)}
                    label={t('meetings.announceLabel', { workshop: title })}
                    onAnnounced={onAnnounced}
                    onFailed={(text) => setMessage({ severity: 'error', text })}
                  />
                ) : null}
              </div>
              {own.length === 0 ? (
                <p className="adm-empty">{t('meetings.noneForWorkshop')}</p>
              ) : (
                <ul className="adm-list">
                  {own.map((meeting) => {
                    const when = formatMeetingWhen(meeting, locale);
                    return (
                      <li key={meeting.id} className="adm-meeting">
                        <div className="adm-meeting__row">
                          <div className="adm-row__body">
                            <p className="adm-meeting__when">{meeting.state === 'cancelled' ? <s>{when}</s> : when}</p>
                            <div className="adm-chips">
                              <Chip color={STATE_COLOR[meeting.state]} size="sm">{t(`meetings.states.${meeting.state}`)}</Chip>
                              <Chip color="primary" size="sm">{meetingPlaceIn(meeting, locale, site).name}</Chip>
                            </div>
                            {meeting.note ? <p className="adm-card__text">{meeting.note}</p> : null}
                          </div>
                          <div className="adm-row__actions">
                            <Button
                              variant="outlined"
                              size="sm"
                              startIcon={<Pencil />}
                              aria-label={t('meetings.editLabel', { when })}
                              aria-expanded={editing === meeting.id}
                              onClick={() => setEditing(editing === meeting.id ? null : meeting.id)}
                            >
                              {t('meetings.edit')}
                            </Button>
                            {meeting.state !== 'cancelled' ? (
                              <Button variant="outlined" size="sm" startIcon={<CalendarX />} aria-label={t('meetings.cancelLabel', { when })} onClick={() => void change(meeting, { state: 'cancelled' }, 'cancelled')}>
                                {t('meetings.cancelMeeting')}
                              </Button>
                            ) : null}
                            <DeleteButton kind="meeting" itemName={`${title}, ${when}`} onDelete={() => deletion.runDelete(() => api.deleteMeeting(meeting.id))} />
                          </div>
                        </div>
                        {editing === meeting.id ? (
                          <MeetingEditor meeting={meeting} when={when} onSave={(input) => change(meeting, input, 'saved')} onClose={() => setEditing(null)} />
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          );
        })}
    </section>
  );
}
