// One text of the page in both languages, side by side (stacked on a phone): the Slovak, the English,
// a mark when the English is missing or older than the Slovak, "copy the Slovak" and "still fits".
import { Copy, CircleCheck, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from 'shared-ui/components/button';
import { TextArea, TextField } from 'shared-ui/components/text-field';
import { englishState, type BilingualText, type TextFieldSpec } from 'shared-ui/page-texts';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { RichTextArea } from './rich-text-area';

interface TextFieldEditorProps {
  label: string;
  spec: TextFieldSpec;
  value: BilingualText;
  onSlovak: (text: string) => void;
  onEnglish: (text: string) => void;
  onCopy: () => void;
  onStillFits: () => void;
}

export function TextFieldEditor({ label, spec, value, onSlovak, onEnglish, onCopy, onStillFits }: TextFieldEditorProps) {
  const { t } = useAdminTexts();
  const labelId = useId();
  const state = englishState(value);
  const common = { maxLength: spec.max, counter: true };
  const slovak = { ...common, label: t('pageTexts.field.slovak'), value: value.sk, lang: 'sk' };
  const english = { ...common, label: t('pageTexts.field.english'), value: value.en, lang: 'en' };
  const rows = spec.kind === 'rich' ? 6 : 3;
  return (
    <div className="adm-texts-field" role="group" aria-labelledby={labelId}>
      <p className="adm-texts-field__label">
        <span id={labelId}>{label}</span>
        {state !== 'current' && (
          <span className={`adm-texts-field__state adm-texts-field__state--${state}`}>
            <TriangleAlert aria-hidden="true" />
            {t(state === 'missing' ? 'pageTexts.field.englishMissing' : 'pageTexts.field.englishOutdated')}
          </span>
        )}
      </p>
      <div className="adm-bilingual">
        {spec.kind === 'line' && <TextField {...slovak} onChange={(event) => onSlovak(event.target.value)} />}
        {spec.kind === 'line' && <TextField {...english} onChange={(event) => onEnglish(event.target.value)} />}
        {spec.kind === 'plain' && <TextArea {...slovak} rows={rows} onChange={(event) => onSlovak(event.target.value)} />}
        {spec.kind === 'plain' && <TextArea {...english} rows={rows} onChange={(event) => onEnglish(event.target.value)} />}
        {spec.kind === 'rich' && <RichTextArea {...slovak} rows={rows} onText={onSlovak} />}
        {spec.kind === 'rich' && <RichTextArea {...english} rows={rows} onText={onEnglish} />}
      </div>
      {spec.kind === 'rich' && <p className="adm-texts-field__hint">{t('pageTexts.field.richHelp')}</p>}
      <div className="adm-texts-field__actions">
        <Button variant="text" size="sm" startIcon={<Copy />} onClick={onCopy} aria-label={t('pageTexts.field.copyLabel', { field: label })}>
          {t('pageTexts.field.copy')}
        </Button>
        {state === 'outdated' && (
          <Button variant="text" size="sm" startIcon={<CircleCheck />} onClick={onStillFits} aria-label={t('pageTexts.field.stillFitsLabel', { field: label })}>
            {t('pageTexts.field.stillFits')}
          </Button>
        )}
      </div>
    </div>
  );
}
