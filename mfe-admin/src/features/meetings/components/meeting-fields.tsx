// The fields a series and a single meeting share (issue 27): the date with its times, the place and the note.
import { TextField } from 'shared-ui/components/text-field';
import { MEETING_LIMITS } from 'shared-ui/domain';
import { BilingualField } from '../../../components/bilingual-field';
import { useAdminTexts } from '../../../hooks/use-admin-texts';

export interface MeetingFieldValues {
  date: string;
  startTime: string;
  endTime: string;
  place: string;
  note: string;
  noteEn: string;
}

interface MeetingFieldsProps {
  values: MeetingFieldValues;
  setField: (field: keyof MeetingFieldValues, value: string) => void;
  errorOf: (field: 'date' | 'startTime' | 'endTime') => string | undefined;
  dateLabel: string;
  autoFocus?: boolean;
}

export function MeetingTimesFields({ values, setField, errorOf, dateLabel, autoFocus }: MeetingFieldsProps) {
  const { t } = useAdminTexts();
  return (
    <div className="adm-form__row">
      <TextField label={dateLabel} type="date" value={values.date} required error={errorOf('date')} onChange={(event) => setField('date', event.target.value)} autoFocus={autoFocus} />
      <TextField label={t('meetings.startTime')} type="time" value={values.startTime} required error={errorOf('startTime')} onChange={(event) => setField('startTime', event.target.value)} />
      <TextField label={t('meetings.endTime')} type="time" value={values.endTime} required error={errorOf('endTime')} onChange={(event) => setField('endTime', event.target.value)} />
    </div>
  );
}

export function MeetingPlaceAndNoteFields({ values, setField }: Pick<MeetingFieldsProps, 'values' | 'setField'>) {
  const { t } = useAdminTexts();
  return (
    <>
      <TextField label={t('meetings.place')} value={values.place} maxLength={MEETING_LIMITS.place} hint={t('meetings.placeHint')} onChange={(event) => setField('place', event.target.value)} />
      <BilingualField
        label={t('meetings.note')}
        slovak={values.note}
        english={values.noteEn}
        onSlovakChange={(value) => setField('note', value)}
        onEnglishChange={(value) => setField('noteEn', value)}
        rows={2}
        maxLength={MEETING_LIMITS.note}
      />
    </>
  );
}
