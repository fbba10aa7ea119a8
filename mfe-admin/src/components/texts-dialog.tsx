// Issue 15: edit the texts of an item already saved (a material, a tool, a photo): each in Slovak
// with its English beside it, and a picture's alt text. Only the texts change; files stay.
// Issue 25: a photo's dialog shows the photo, so its alt text is not written blind.
import { useState, type FormEvent, type ReactNode } from 'react';
import { imageUrl } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { Dialog } from 'shared-ui/components/dialog';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { useDialogTarget } from '../hooks/use-dialog-target';
import { useTrackUnsavedInput } from '../hooks/use-unsaved-input';
import { BilingualField } from './bilingual-field';
import { ClosableMessage } from './closable-message';
import { useNotify } from './notices';
import { EditTextsButton } from './missing-texts';
import { errorMessage } from '../lib/error-message';
import { focusFirstInvalid } from '../lib/focus-first-invalid';
import './texts-dialog.css';

export interface TextsDialogField {
  /** The Slovak field; its English sibling is `${field}En`. */
  field: string;
  label: string;
  maxLength: number;
  required?: boolean;
  rows?: number;
  hint?: string;
}

interface TextsDialogProps {
  title: string;
  item: object;
  fields: TextsDialogField[];
  onSave: (texts: Record<string, string | null>) => Promise<unknown>;
  onClose: () => void;
  /** The stored picture the texts describe (a photo, a video's thumbnail). */
  image?: string | null;
}

const englishOf = (field: string) => `${field}En`;

function initialValues(item: object, fields: TextsDialogField[]): Record<string, string> {
  const source = item as Record<string, unknown>;
  const text = (key: string) => (typeof source[key] === 'string' ? source[key] : '');
  return Object.fromEntries(fields.flatMap(({ field }) => [[field, text(field)], [englishOf(field), text(englishOf(field))]]));
}

export function TextsDialog({ title, item, fields, onSave, onClose, image }: TextsDialogProps) {
  const { t } = useAdminTexts();
  const [initial] = useState(() => initialValues(item, fields));
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  useTrackUnsavedInput('texts-dialog', Object.keys(initial).some((key) => initial[key] !== values[key]));
  const set = (key: string, value: string) => setValues((current) => ({ ...current, [key]: value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const missing = fields.filter(({ field, required }) => required && !values[field].trim()).map(({ field }) => field);
    setInvalid(missing);
    if (missing.length > 0) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    setSaving(true);
    setSaveError(null);
    try {
      const texts = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim() || null]));
      await onSave(texts);
      onClose();
    } catch (error) {
      console.error('Chyba pri ukladaní textov', error);
      setSaveError(t('bilingual.saveFailed', { message: errorMessage(error, t('common.networkError')) }));
      setSaving(false);
    }
  };

  const formId = 'adm-texts-form';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={title}
      closeLabel={t('common.close')}
      maxWidth={820}
      footer={
        <>
          <Button variant="outlined" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {saving ? t('bilingual.saving') : t('bilingual.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className="adm-form" onSubmit={(event) => void save(event)} noValidate>
        <ClosableMessage message={saveError ? { severity: 'error', text: saveError } : null} onClose={() => setSaveError(null)} />
        {image && (
          <figure className="adm-texts-dialog__picture">
            <img src={imageUrl(image)} alt={t('bilingual.picture', { name: initial.title || title })} />
          </figure>
        )}
        {fields.map(({ field, label, maxLength, required, rows, hint }, index) => (
          <BilingualField
            key={field}
            label={label}
            slovak={values[field]}
            english={values[englishOf(field)]}
            onSlovakChange={(value) => {
              set(field, value);
              if (value.trim()) setInvalid((current) => current.filter((name) => name !== field));
            }}
            onEnglishChange={(value) => set(englishOf(field), value)}
            maxLength={maxLength}
            required={required}
            rows={rows}
            hint={hint}
            autoFocus={index === 0}
            disabled={saving}
            error={invalid.includes(field) ? t('bilingual.fieldRequired') : undefined}
          />
        ))}
      </form>
    </Dialog>
  );
}

export interface TextsEditingOptions<T> {
  fields: TextsDialogField[];
  /** Sends an item's texts to the API. */
  save: (id: number, texts: Record<string, string | null>) => Promise<unknown>;
  reload: () => Promise<unknown>;
  /** The picture of an item, shown above its texts. */
  imageOf?: (item: T) => string | null;
}

/**
 * The texts of a list's items, edited one at a time: the button each row shows, and the dialog
 * for the item whose button was pressed (focus goes back to that button when it closes).
 */
export function useTextsEditing<T extends { id: number; title: string }>({ fields, save, reload, imageOf }: TextsEditingOptions<T>): {
  editButton: (item: T) => ReactNode;
  dialog: ReactNode;
} {
  const { t } = useAdminTexts();
  const notify = useNotify();
  const editing = useDialogTarget<T>();
  const target = editing.target;
  return {
    editButton: (item) => <EditTextsButton itemName={item.title} onClick={() => editing.open(item)} />,
    dialog: target && (
      <TextsDialog
        title={t('bilingual.editTextsTitle', { name: target.title })}
        item={target}
        image={imageOf?.(target)}
        fields={fields}
        onSave={async (texts) => {
          await save(target.id, texts);
          await reload();
          notify(t('notices.textsSaved', { name: texts.title ?? target.title }));
        }}
        onClose={editing.close}
      />
    ),
  };
}
