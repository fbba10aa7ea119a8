// "Pridať interaktívny nástroj" (spec 2.17); embedUrl is optional, every other field required.
import { useState, type FormEvent } from 'react';
import { api } from 'shared-ui/api';
import { SelectField } from 'shared-ui/components/select-field';
import { TextField } from 'shared-ui/components/text-field';
import { CONTENT_TEXT_LIMITS, TOOL_DEFAULT_TYPE, TOOL_TYPES, TOOL_WORKSHOPS, type ToolType, type ToolWorkshop } from 'shared-ui/domain';
import { contentTexts, ContentForm } from '../../../components/content-form';
import type { FormMessage } from '../../../components/closable-message';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useFormValues } from '../../../hooks/use-form-values';
import { isWebAddress } from '../tool-url';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { workshopText } from '../../../i18n/stored-labels';

const initial = { title: '', titleEn: '', type: TOOL_DEFAULT_TYPE as string, description: '', descriptionEn: '', workshop: '', url: '', embedUrl: '' };
const required = ['title', 'type', 'description', 'workshop', 'url'] as const;
const LIMITS = { title: CONTENT_TEXT_LIMITS.toolTitle, description: CONTENT_TEXT_LIMITS.toolDescription };

/** `onAdded` refreshes the lists an added item belongs in. */
export function ToolForm({ onAdded }: { onAdded: () => Promise<void> }) {
  const { t } = useAdminTexts();
  const form = useFormValues('tool-form', initial, required);
  const [urlErrors, setUrlErrors] = useState({ url: false, embedUrl: false });
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const { values } = form;

  const errorOf = (field: keyof typeof initial) => {
    if (form.errors[field]) return t('tools.fieldRequired');
    if ((field === 'url' || field === 'embedUrl') && urlErrors[field]) return t('tools.invalidUrl');
    return undefined;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const filled = form.validateRequired();
    const badUrls = { url: values.url.trim() !== '' && !isWebAddress(values.url), embedUrl: values.embedUrl.trim() !== '' && !isWebAddress(values.embedUrl) };
    setUrlErrors(badUrls);
    if (!filled || badUrls.url || badUrls.embedUrl) return focusFirstInvalid(event.currentTarget);
    setSending(true);
    setMessage(null);
    try {
      await api.createTool({
        ...contentTexts(values),
        type: values.type as ToolType,
        workshop: values.workshop as ToolWorkshop,
        url: values.url.trim(),
        embedUrl: values.embedUrl.trim() || null,
      });
      form.reset();
      setMessage({ severity: 'success', text: t('tools.success') });
      await onAdded();
    } catch (error) {
      console.error('Chyba pri pridávaní nástroja', error);
      setMessage({ severity: 'error', text: t('tools.failure') });
    } finally {
      setSending(false);
    }
  };

  return (
    <ContentForm
      heading={t('tools.heading')}
      labels={{ title: t('tools.title'), description: t('tools.description') }}
      limits={LIMITS}
      values={values}
      setField={form.setField}
      errorOf={errorOf}
      choices={
        <>
          <SelectField
            label={t('tools.type')}
            value={values.type}
            required
            error={errorOf('type')}
            options={TOOL_TYPES.map((type) => ({ value: type, label: t(`tools.types.${type}`) }))}
            onValueChange={(value) => form.setField('type', value)}
          />
          <SelectField
            label={t('tools.workshop')}
            value={values.workshop}
            required
            placeholder={t('common.choosePlaceholder')}
            error={errorOf('workshop')}
            options={TOOL_WORKSHOPS.map((name) => ({ value: name, label: workshopText(t, name) }))}
            onValueChange={(value) => form.setField('workshop', value)}
          />
        </>
      }
      message={message}
      onCloseMessage={() => setMessage(null)}
      submit={{ busy: sending, label: t('tools.submit'), busyLabel: t('tools.submitting') }}
      onSubmit={(event) => void submit(event)}
    >
      <TextField label={t('tools.url')} type="url" inputMode="url" value={values.url} required hint={t('tools.urlHint')} error={errorOf('url')} onChange={(event) => form.setField('url', event.target.value)} />
      <TextField label={t('tools.embedUrl')} type="url" inputMode="url" value={values.embedUrl} hint={t('tools.embedUrlHint')} error={errorOf('embedUrl')} onChange={(event) => form.setField('embedUrl', event.target.value)} />
    </ContentForm>
  );
}
