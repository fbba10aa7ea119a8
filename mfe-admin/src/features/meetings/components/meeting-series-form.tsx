// A workshop's whole series of meetings at once, its count and frequency prefilled from spec 3, with
// the dates it leaves out (holidays) and a warning when it runs past the project's end.
import { useId, useState, type FormEvent } from 'react';
import { api } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { SelectField } from 'shared-ui/components/select-field';
import { TextField } from 'shared-ui/components/text-field';
import { isCalendarDate, MEETING_LIMITS, seriesDates, WORKSHOP_RHYTHM, WORKSHOPS, type WorkshopId } from 'shared-ui/domain';
import { ClosableMessage, type FormMessage } from '../../../components/closable-message';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useFormValues } from '../../../hooks/use-form-values';
import { errorMessage } from '../../../lib/error-message';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { meetingTimesErrors, seriesCountError, type MeetingFieldError } from '../meeting-input';
import { AnnounceButton } from './announce-button';
import { MeetingPlaceAndNoteFields, MeetingTimesFields } from './meeting-fields';
import { SeriesSummary, SkipDatesField, splitDates } from './series-plan';

const initial = { workshopId: '', date: '', startTime: '14:00', endTime: '15:30', count: '', intervalWeeks: '1', skipDates: '', place: '', placeEn: '', note: '', noteEn: '' };
type SeriesValues = typeof initial;

/** The dates the series would hold, once its first date and count are known. */
function plannedDates(values: SeriesValues): string[] {
  const count = Number(values.count);
  if (!isCalendarDate(values.date) || !Number.isInteger(count) || count < 1 || count > MEETING_LIMITS.seriesCount) return [];
  return seriesDates({ firstDate: values.date, count, intervalWeeks: Number(values.intervalWeeks), skipDates: splitDates(values.skipDates) });
}
type SeriesField = keyof typeof initial;

/** `onAdded` refreshes the lists a new series belongs in. */
export function MeetingSeriesForm({ onAdded, onAnnounced }: { onAdded: () => Promise<void>; onAnnounced: (mailingId: number) => void }) {
  const { t } = useAdminTexts();
  const headingId = useId();
  const form = useFormValues('meeting-series-form', initial, ['workshopId']);
  const [checks, setChecks] = useState<Partial<Record<SeriesField, MeetingFieldError>>>({});
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  // The meetings just added, until the next series: the ones "announce" offers to send.
  const [added, setAdded] = useState<number[]>([]);
  const { values } = form;

  const errorOf = (field: SeriesField) => {
    const problem = form.errors[field] ? 'fieldRequired' : checks[field];
    return problem ? t(`meetings.${problem}`) : undefined;
  };

  /** Spec 3's rhythm of the chosen workshop fills the count and the frequency. */
  const chooseWorkshop = (value: string) => {
    form.setField('workshopId', value);
    const rhythm = WORKSHOP_RHYTHM[Number(value) as WorkshopId];
    if (!rhythm) return;
    form.setField('count', String(rhythm.count));
    form.setField('intervalWeeks', String(rhythm.intervalWeeks));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const filled = form.validateRequired();
    const found = { ...meetingTimesErrors(values), count: seriesCountError(values.count) };
    setChecks(found);
    if (!filled || Object.values(found).some(Boolean)) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    setSending(true);
    setMessage(null);
    setAdded([]);
    try {
      const created = await api.createMeetingSeries({
        workshopId: Number(values.workshopId) as WorkshopId,
        firstDate: values.date,
        startTime: values.startTime,
        endTime: values.endTime,
        count: Number(values.count),
        intervalWeeks: Number(values.intervalWeeks),
        ...(values.skipDates ? { skipDates: splitDates(values.skipDates) } : {}),
        place: values.place.trim() || null,
        placeEn: values.placeEn.trim() || null,
        note: values.note.trim() || null,
        noteEn: values.noteEn.trim() || null,
      });
      form.reset();
      setAdded(created.map((meeting) => meeting.id));
      setMessage({ severity: 'success', text: t('meetings.success', { count: created.length }) });
      await onAdded();
    } catch (error) {
      console.error('Chyba pri pridávaní stretnutí', error);
      setMessage({ severity: 'error', text: t('meetings.failure', { reason: errorMessage(error, t('common.networkError')) }) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="adm-panel-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('meetings.heading')}</h2>
      <p className="adm-card__text">{t('meetings.intro')}</p>
      <form className="adm-form" onSubmit={(event) => void submit(event)} noValidate>
        <SelectField
          label={t('meetings.workshop')}
          value={values.workshopId}
          required
          placeholder={t('common.choosePlaceholder')}
          error={errorOf('workshopId')}
          options={WORKSHOPS.map((workshop) => ({ value: String(workshop.id), label: t(`workshops.${workshop.key}`) }))}
          onValueChange={chooseWorkshop}
        />
        <MeetingTimesFields values={values} setField={form.setField} errorOf={errorOf} dateLabel={t('meetings.firstDate')} />
        <div className="adm-form__row">
          <TextField label={t('meetings.count')} type="number" inputMode="numeric" min={1} max={MEETING_LIMITS.seriesCount} value={values.count} required error={errorOf('count')} onChange={(event) => form.setField('count', event.target.value)} />
          <SelectField
            label={t('meetings.interval')}
            value={values.intervalWeeks}
            required
            options={[{ value: '1', label: t('meetings.weekly') }, { value: '2', label: t('meetings.biweekly') }]}
            onValueChange={(value) => form.setField('intervalWeeks', value)}
          />
        </div>
        <SkipDatesField joined={values.skipDates} onChange={(joined) => form.setField('skipDates', joined)} />
        <SeriesSummary dates={plannedDates(values)} />
        <MeetingPlaceAndNoteFields values={values} setField={form.setField} />
        <ClosableMessage message={message} onClose={() => setMessage(null)} />
        {added.length > 0 ? (
          <p className="adm-meetings__announce">
            {t('meetings.announceAdded')}{' '}
            <AnnounceButton meetingIds={added} onAnnounced={onAnnounced} onFailed={(text) => setMessage({ severity: 'error', text })} />
          </p>
        ) : null}
        <div className="adm-form__actions">
          <Button type="submit" loading={sending}>
            {sending ? t('meetings.submitting') : t('meetings.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
