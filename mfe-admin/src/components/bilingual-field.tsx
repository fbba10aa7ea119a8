// A text the administrator writes in Slovak (required where the spec requires it) with
// its optional English beside it. Side by side on wide screens, one under the other on a phone;
// each input carries its language, so spell checking and screen readers use the right one.
import { TextArea, TextField } from 'shared-ui/components/text-field';
import { useAdminTexts } from '../hooks/use-admin-texts';
import './bilingual-field.css';

export interface BilingualFieldProps {
  label: string;
  slovak: string;
  english: string;
  onSlovakChange: (value: string) => void;
  onEnglishChange: (value: string) => void;
  maxLength: number;
  required?: boolean;
  /** Rows of a multi-line text; a single line when absent. */
  rows?: number;
  disabled?: boolean;
  /** The Slovak field's error (English is optional). */
  error?: string;
  hint?: string;
  autoFocus?: boolean;
}

export function BilingualField({ label, slovak, english, onSlovakChange, onEnglishChange, maxLength, required, rows, disabled, error, hint, autoFocus }: BilingualFieldProps) {
  const { t } = useAdminTexts();
  const common = { maxLength, disabled, hint };
  // "Poznámka (nepovinné)" becomes "Poznámka (slovensky, nepovinné)" and "Poznámka (anglicky, nepovinné)", never two marks.
  const mark = ` ${t('bilingual.optionalMark')}`;
  const optional = label.endsWith(mark);
  const name = optional ? label.slice(0, -mark.length) : label;
  const slovakProps = { ...common, label: t(optional ? 'bilingual.slovakOptional' : 'bilingual.slovak', { label: name }), value: slovak, required, error, lang: 'sk', autoFocus };
  const englishProps = { ...common, label: t('bilingual.english', { label: name }), value: english, lang: 'en' };
  return (
    <div className="adm-bilingual">
      {rows ? (
        <>
          <TextArea {...slovakProps} rows={rows} onChange={(event) => onSlovakChange(event.target.value)} />
          <TextArea {...englishProps} rows={rows} onChange={(event) => onEnglishChange(event.target.value)} />
        </>
      ) : (
        <>
          <TextField {...slovakProps} onChange={(event) => onSlovakChange(event.target.value)} />
          <TextField {...englishProps} onChange={(event) => onEnglishChange(event.target.value)} />
        </>
      )}
    </div>
  );
}
