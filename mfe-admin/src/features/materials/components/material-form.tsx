// "Nahrať nový materiál" (spec 2.17): the file goes up first, then its record; messages of spec 8.
import { useState, type FormEvent } from 'react';
import { api, uploadFile } from 'shared-ui/api';
import { ProgressBar } from 'shared-ui/components/progress-bar';
import { SelectField } from 'shared-ui/components/select-field';
import { CONTENT_TEXT_LIMITS, MATERIAL_CATEGORIES, MATERIAL_TYPES, type MaterialType, type WorkshopName } from 'shared-ui/domain';
import { contentTexts, ContentForm } from '../../../components/content-form';
import type { FormMessage } from '../../../components/closable-message';
import { FileDropField } from '../../../components/drop-zone';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useFormValues } from '../../../hooks/use-form-values';
import { useTrackUnsavedInput } from '../../../hooks/use-unsaved-input';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { workshopText } from '../../../i18n/stored-labels';

const initial = { title: '', titleEn: '', category: '', description: '', descriptionEn: '', type: '' };
const required = ['title', 'category', 'description', 'type'] as const;
const ACCEPT = '.pdf,.doc,.docx,.ppt,.pptx,.xls,.xlsx,.odt,.odp,.ods,image/*,video/*';
const LIMITS = { title: CONTENT_TEXT_LIMITS.materialTitle, description: CONTENT_TEXT_LIMITS.materialDescription };

/** `onAdded` refreshes the lists an added item belongs in. */
export function MaterialForm({ onAdded }: { onAdded: () => Promise<void> }) {
  const { t } = useAdminTexts();
  const form = useFormValues('material-form', initial, required);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<FormMessage | null>(null);
  // A file stored by an attempt whose record failed is reused by the retry, not sent twice.
  const [stored, setStored] = useState<{ file: File; path: string } | null>(null);
  useTrackUnsavedInput('material-file', file !== null);
  const fieldError = (field: keyof typeof initial) => (form.errors[field] ? t('materials.fieldRequired') : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = form.validateRequired();
    setFileError(!file);
    if (!valid || !file) return focusFirstInvalid(event.currentTarget);
    setMessage(null);
    setProgress(0);
    try {
      const path = stored?.file === file ? stored.path : (await uploadFile(file, { onProgress: (fraction) => setProgress(fraction * 100) })).path;
      setStored({ file, path });
      await api.createMaterial({
        ...contentTexts(form.values),
        category: form.values.category as WorkshopName,
        type: form.values.type as MaterialType,
        fileUrl: path,
        createdAt: new Date().toISOString(),
      });
      form.reset();
      setFile(null);
      setStored(null);
      setMessage({ severity: 'success', text: t('materials.success') });
      await onAdded();
    } catch (error) {
      console.error('Chyba pri nahrávaní materiálu', error);
      setMessage({ severity: 'error', text: t('materials.failure') });
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <ContentForm
      heading={t('materials.heading')}
      labels={{ title: t('materials.title'), description: t('materials.description') }}
      limits={LIMITS}
      values={form.values}
      setField={form.setField}
      errorOf={fieldError}
      disabled={busy}
      choices={
        <>
          <SelectField
            label={t('materials.category')}
            value={form.values.category}
            required
            disabled={busy}
            placeholder={t('common.choosePlaceholder')}
            error={fieldError('category')}
            options={MATERIAL_CATEGORIES.map((name) => ({ value: name, label: workshopText(t, name) }))}
            onValueChange={(value) => form.setField('category', value)}
          />
          <SelectField
            label={t('materials.type')}
            value={form.values.type}
            required
            disabled={busy}
            placeholder={t('common.choosePlaceholder')}
            error={fieldError('type')}
            options={MATERIAL_TYPES.map((type) => ({ value: type, label: t(`materials.types.${type}`) }))}
            onValueChange={(value) => form.setField('type', value)}
          />
        </>
      }
      message={message}
      onCloseMessage={() => setMessage(null)}
      submit={{ busy, label: t('materials.submit'), busyLabel: t('materials.uploading') }}
      onSubmit={(event) => void submit(event)}
    >
      <FileDropField
        label={t('materials.file')}
        prompt={t('materials.fileDrop')}
        browseLabel={t('materials.browse')}
        touchBrowseLabel={t('materials.browseTouch')}
        hint={t('materials.fileHint')}
        accept={ACCEPT}
        required
        disabled={busy}
        file={file}
        error={fileError && !file ? t('materials.noFile') : undefined}
        onFileChange={(chosen) => {
          setFile(chosen);
          if (chosen) setFileError(false);
        }}
      />
      {progress !== null && <ProgressBar value={progress} label={t('materials.uploading')} />}
    </ContentForm>
  );
}
