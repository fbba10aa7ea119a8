// The Settings form: every detail at once, checked here by the API's rules before it is sent, then
// saved and published in one step; "go back to the operator's details" forgets what was saved.
import { Save, Undo2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { ConfirmDialog } from 'shared-ui/components/confirm-dialog';
import type { DataController, SiteContent, SiteSettings } from 'shared-ui/domain';
import { ClosableMessage, type FormMessage } from '../../../components/closable-message';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useTrackUnsavedInput } from '../../../hooks/use-unsaved-input';
import { errorMessage } from '../../../lib/error-message';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { detailsToSave, draftProblems, refusedPaths, type DraftProblem } from '../settings-draft';
import { ContactSection, ProjectSection, SchoolSection } from './detail-sections';
import { fieldId, type DraftFields } from './draft-fields';
import { PartnersSection } from './partners-section';
import { PrivacySection } from './privacy-section';
import { SocialSection } from './social-section';

interface SettingsFormProps {
  settings: SiteSettings;
  /** Answers what the API now holds; the form goes on from there. */
  onSave: (details: SiteContent) => Promise<SiteSettings>;
  onReset: () => Promise<SiteSettings>;
}

type Problems = Record<string, DraftProblem | 'refused'>;

export function SettingsForm({ settings, onSave, onReset }: SettingsFormProps) {
  const { t } = useAdminTexts();
  const formId = useId();
  const [draft, setDraft] = useState<SiteContent>(settings.details);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);
  useTrackUnsavedInput('site-settings', JSON.stringify(draft) !== JSON.stringify(settings.details));

  const fields: DraftFields = {
    draft,
    set: (key, value) => setDraft((current) => ({ ...current, [key]: value })),
    setPrivacy: <Key extends keyof DataController>(key: Key, value: DataController[Key]) => setDraft((current) => ({ ...current, privacy: { ...current.privacy, [key]: value } })),
    errorOf: (path) => (problems[path] ? t(`settings.problems.${problems[path]}`) : undefined),
    idOf: fieldId,
    disabled: busy,
  };

  const refused = (found: Problems, form: HTMLFormElement) => {
    setProblems(found);
    setMessage({ severity: 'error', text: t('settings.invalid', { count: Object.keys(found).length }) });
    focusFirstInvalid(form);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = draftProblems(draft);
    if (Object.keys(found).length > 0) return refused(found, form);
    setBusy(true);
    setMessage(null);
    try {
      setDraft((await onSave(detailsToSave(draft))).details);
      setProblems({});
      setMessage({ severity: 'success', text: t('settings.saved') });
    } catch (error) {
      const paths = error instanceof ApiError && error.status === 400 ? refusedPaths(Array.isArray(error.body?.message) ? error.body.message : []) : [];
      if (paths.length > 0) refused(Object.fromEntries(paths.map((path) => [path, 'refused' as const])), form);
      else setMessage({ severity: 'error', text: t('settings.saveFailed', { reason: errorMessage(error, t('common.networkError')) }) });
    } finally {
      setBusy(false);
    }
  };

  const reset = async () => {
    setBusy(true);
    setMessage(null);
    try {
      setDraft((await onReset()).details);
      setProblems({});
      setMessage({ severity: 'success', text: t('settings.resetDone') });
    } catch (error) {
      setMessage({ severity: 'error', text: t('settings.resetFailed', { reason: errorMessage(error, t('common.networkError')) }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="adm-settings__form" aria-labelledby={`${formId}-title`} onSubmit={(event) => void submit(event)} noValidate>
      <h3 id={`${formId}-title`} className="ui-visually-hidden">{t('settings.title')}</h3>
      <ProjectSection fields={fields} />
      <ContactSection fields={fields} />
      <SchoolSection fields={fields} />
      <SocialSection fields={fields} />
      <PartnersSection fields={fields} />
      <PrivacySection fields={fields} />
      <ClosableMessage message={message} onClose={() => setMessage(null)} />
      <div className="adm-form__actions adm-settings__actions">
        <Button type="submit" startIcon={<Save />} loading={busy}>
          {t('settings.save')}
        </Button>
        {settings.savedAt ? (
          <Button type="button" variant="outlined" startIcon={<Undo2 />} disabled={busy} onClick={() => setConfirmingReset(true)}>
            {t('settings.reset')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmingReset}
        onOpenChange={setConfirmingReset}
        title={t('settings.resetTitle')}
        message={t('settings.resetMessage')}
        confirmLabel={t('settings.resetConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void reset()}
      />
    </form>
  );
}
