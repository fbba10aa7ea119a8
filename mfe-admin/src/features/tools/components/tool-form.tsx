// "Pridať interaktívny nástroj" (spec 2.17); embedUrl is optional, every other field required.
import { useId, useState, type FormEvent } from 'react';
import { api } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { SelectField } from 'shared-ui/components/select-field';
import { TextField } from 'shared-ui/components/text-field';
import { CONTENT_TEXT_LIMITS, TOOL_DEFAULT_TYPE, TOOL_TYPES, TOOL_WORKSHOPS, type ToolType, type ToolWorkshop } from 'shared-ui/domain';
import { BilingualField } from '../../../components/bilingual-field';
import { ClosableMessage, type FormMessage } from '../../../components/closable-message';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useFormValues } from '../../../hooks/use-form-values';
import { isWebAddress } from '../tool-url';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { workshopText } from '../../../i18n/stored-labels';

const initial = { title: '', titleEn: '', type: TOOL_DEFAULT_TYPE as string, description: '', descriptionEn: '', workshop: '', url: '', embedUrl: '' };
const required = ['title', 'type', 'description', 'workshop', 'url'] as const;

export function ToolForm({ reload }: { reload: () => Promise<void> }) {
  const { t } = useAdminTexts();
  const headingId = useId();
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const filled = form.validateRequired();
    const badUrls = { url: values.url.trim() !== '' && !isWebAddress(values.url), embedUrl: values.embedUrl.trim() !== '' && !isWebAddress(values.embedUrl) };
    setUrlErrors(badUrls);
    if (!filled || badUrls.url || badUrls.embedUrl) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    setSending(true);
    setMessage(null);
    try {
      await api.createTool({
        title: values.title.trim(),
        titleEn: values.titleEn.trim() || null,
        description: values.description.trim(),
        descriptionEn: values.descriptionEn.trim() || null,
        type: values.type as ToolType,
        workshop: values.workshop as ToolWorkshop,
        url: values.url.trim(),
        embedUrl: values.embedUrl.trim() || null,
      });
      form.reset();
      setMessage({ severity: 'success', text: t('tools.success') });
      await reload();
    } catch (error) {
      console.error('Chyba pri pridávaní nástroja', error);
      setMessage({ severity: 'error', text: t('tools.failure') });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="adm-panel-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('tools.heading')}</h2>
      <form className="adm-form" onSubmit={(event) => void submit(event)} noValidate>
        <BilingualField
          label={t('tools.title')}
          slovak={values.title}
          english={values.titleEn}
          onSlovakChange={(value) => form.setField('title', value)}
          onEnglishChange={(value) => form.setField('titleEn', value)}
          required
          maxLength={CONTENT_TEXT_LIMITS.toolTitle}
          error={errorOf('title')}
        />
        <div className="adm-form__row">
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
        </div>
        <BilingualField
          label={t('tools.description')}
          slovak={values.description}
          english={values.descriptionEn}
          onSlovakChange={(value) => form.setField('description', value)}
          onEnglishChange={(value) => form.setField('descriptionEn', value)}
          required
          rows={3}
          maxLength={CONTENT_TEXT_LIMITS.toolDescription}
          error={errorOf('description')}
        />
        <TextField label={t('tools.url')} type="url" inputMode="url" value={values.url} required hint={t('tools.urlHint')} error={errorOf('url')} onChange={(event) => form.setField('url', event.target.value)} />
        <TextField label={t('tools.embedUrl')} type="url" inputMode="url" value={values.embedUrl} hint={t('tools.embedUrlHint')} error={errorOf('embedUrl')} onChange={(event) => form.setField('embedUrl', event.target.value)} />
        <ClosableMessage message={message} onClose={() => setMessage(null)} />
        <div className="adm-form__actions">
          <Button type="submit" loading={sending}>
            {sending ? t('tools.submitting') : t('tools.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
