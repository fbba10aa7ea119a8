// The fields a series and a single meeting share: the date with its times, the place and the note, each place and note in both languages.
import { TextField } from 'shared-ui/components/text-field';
import { MEETING_LIMITS } from 'shared-ui/domain';
import { BilingualField } from '../../../components/bilingual-field';
import { useAdminTexts } from '../../../hooks/use-admin-texts';

export interface MeetingFieldValues {
  date: string;
  startTime: string;
  endTime: string;
  place: string;
  placeEn: string;
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
      <BilingualField
        label={t('meetings.place')}
        slovak={values.place}
        english={values.placeEn}
        onSlovakChange={(value) => setField('place', value)}
        onEnglishChange={(value) => setField('placeEn', value)}
        maxLength={MEETING_LIMITS.place}
        hint={t('meetings.placeHint')}
      />
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
