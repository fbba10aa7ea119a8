// The mailing's form: subject and text in Slovak (required) and English (optional, the Slovak goes
// to English subscribers without it), saved as a draft; a draft chosen for editing fills it.
import { Save } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from 'shared-ui/components/button';
import { TextArea, TextField } from 'shared-ui/components/text-field';
import { LOCALES, NEWSLETTER_RULES, type Mailing, type MailingInput } from 'shared-ui/domain';
import type { FormMessage } from '../../../components/closable-message';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useMailingChanges } from '../newsletter-queries';

const EMPTY_MAILING: MailingInput = { subjectSk: '', bodySk: '', subjectEn: '', bodyEn: '' };

const inputOf = (mailing: Mailing | null): MailingInput =>
  mailing ? { subjectSk: mailing.subjectSk, bodySk: mailing.bodySk, subjectEn: mailing.subjectEn ?? '', bodyEn: mailing.bodyEn ?? '' } : EMPTY_MAILING;

interface MailingEditorProps {
  /** The draft being edited, or null for a new one. Give the editor a key per draft: it starts from it. */
  editing: Mailing | null;
  /** The edit is saved or cancelled: the form goes back to a new draft. */
  onDone: () => void;
  onNotice: (notice: FormMessage | null) => void;
}

export function MailingEditor({ editing, onDone, onNotice }: MailingEditorProps) {
  const { t } = useAdminTexts();
  const { save } = useMailingChanges();
  const [draft, setDraft] = useState<MailingInput>(() => inputOf(editing));
  const [showErrors, setShowErrors] = useState(false);
  // A draft chosen for editing puts the cursor in its subject.
  useEffect(() => {
    if (editing) document.getElementById('adm-mailing-subject-sk')?.focus();
  }, [editing]);

  const invalid = !draft.subjectSk.trim() || !draft.bodySk.trim();
  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid) {
      setShowErrors(true);
      document.getElementById(draft.subjectSk.trim() ? 'adm-mailing-body-sk' : 'adm-mailing-subject-sk')?.focus();
      return;
    }
    const input = { ...draft, subjectEn: draft.subjectEn?.trim() || null, bodyEn: draft.bodyEn?.trim() || null };
    try {
      await save.mutateAsync({ id: editing?.id ?? null, input });
      onNotice({ severity: 'success', text: t('newsletter.saved') });
      setDraft(EMPTY_MAILING);
      setShowErrors(false);
      onDone();
    } catch {
      onNotice({ severity: 'error', text: t('newsletter.saveFailed') });
    }
  };

  return (
    <form className="adm-newsletter__form" onSubmit={(event) => void onSave(event)} noValidate>
      {LOCALES.map((language) => {
        const subjectKey = language === 'sk' ? 'subjectSk' : 'subjectEn';
        const bodyKey = language === 'sk' ? 'bodySk' : 'bodyEn';
        const required = language === 'sk';
        return (
          <fieldset key={language} className="adm-newsletter__language">
            <legend>{t(`newsletter.language.${language}`)}</legend>
            <TextField
              id={`adm-mailing-subject-${language}`}
              label={t('newsletter.subject')}
              value={draft[subjectKey] ?? ''}
              onChange={(event) => setDraft((current) => ({ ...current, [subjectKey]: event.target.value }))}
              required={required}
              maxLength={NEWSLETTER_RULES.subjectMax}
              lang={language}
              error={required && showErrors && !draft.subjectSk.trim() ? t('newsletter.subjectError') : undefined}
            />
            <TextArea
              id={`adm-mailing-body-${language}`}
              label={t('newsletter.body')}
              hint={required ? t('newsletter.bodyHint') : t('newsletter.englishHint')}
              rows={6}
              value={draft[bodyKey] ?? ''}
              onChange={(event) => setDraft((current) => ({ ...current, [bodyKey]: event.target.value }))}
              required={required}
              maxLength={NEWSLETTER_RULES.bodyMax}
              lang={language}
              error={required && showErrors && !draft.bodySk.trim() ? t('newsletter.bodyError') : undefined}
            />
          </fieldset>
        );
      })}
      <div className="adm-newsletter__actions">
        <Button type="submit" startIcon={<Save />}>
          {editing ? t('newsletter.saveChanges') : t('newsletter.saveDraft')}
        </Button>
        {editing && (
          <Button variant="text" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
