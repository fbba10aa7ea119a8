// One meeting changed (date, times, place, note, state) in place, below its row.
import { useId, useState, type FormEvent } from 'react';
import { Button } from 'shared-ui/components/button';
import { SelectField } from 'shared-ui/components/select-field';
import { MEETING_STATES, type Meeting, type MeetingChangeInput } from 'shared-ui/domain';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useFormValues } from '../../../hooks/use-form-values';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { meetingTimesErrors, type MeetingFieldError, type MeetingTimesValues } from '../meeting-input';
import { MeetingPlaceAndNoteFields, MeetingTimesFields } from './meeting-fields';

interface MeetingEditorProps {
  meeting: Meeting;
  when: string;
  onSave: (change: MeetingChangeInput) => Promise<void>;
  onClose: () => void;
}

export function MeetingEditor({ meeting, when, onSave, onClose }: MeetingEditorProps) {
  const { t } = useAdminTexts();
  const headingId = useId();
  const form = useFormValues(`meeting-${meeting.id}`, {
    date: meeting.date,
    startTime: meeting.startTime,
    endTime: meeting.endTime,
    // Empty: no place given, the school.
    place: meeting.place ?? '',
    placeEn: meeting.placeEn ?? '',
    note: meeting.note ?? '',
    noteEn: meeting.noteEn ?? '',
    state: meeting.state,
  }, []);
  const [checks, setChecks] = useState<Partial<Record<keyof MeetingTimesValues, MeetingFieldError>>>({});
  const [saving, setSaving] = useState(false);
  const { values } = form;
  const errorOf = (field: keyof MeetingTimesValues) => (checks[field] ? t(`meetings.${checks[field]}`) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = meetingTimesErrors(values);
    setChecks(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    setSaving(true);
    try {
      await onSave({
        date: values.date,
        startTime: values.startTime,
        endTime: values.endTime,
        place: values.place.trim() || null,
        placeEn: values.placeEn.trim() || null,
        note: values.note.trim() || null,
        noteEn: values.noteEn.trim() || null,
        // An unchanged state lets the API mark a rescheduled meeting as moved.
        ...(values.state !== meeting.state ? { state: values.state } : {}),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="adm-form adm-meeting-editor" aria-labelledby={headingId} onSubmit={(event) => void submit(event)} noValidate>
      <h4 id={headingId}>{t('meetings.editHeading', { when })}</h4>
      <MeetingTimesFields values={values} setField={form.setField} errorOf={errorOf} dateLabel={t('meetings.date')} autoFocus />
      <SelectField
        label={t('meetings.state')}
        value={values.state}
        required
        options={MEETING_STATES.map((state) => ({ value: state, label: t(`meetings.states.${state}`) }))}
        onValueChange={(value) => form.setField('state', value)}
      />
      <MeetingPlaceAndNoteFields values={values} setField={form.setField} />
      <div className="adm-form__actions">
        <Button type="submit" loading={saving}>{t('meetings.save')}</Button>
        <Button type="button" variant="outlined" onClick={onClose}>{t('meetings.close')}</Button>
      </div>
    </form>
  );
}
