// Edit the texts of an item already saved (a material, a tool, a photo): each in Slovak
// with its English beside it, and a picture's alt text. Only the texts change; files stay.
// A photo's dialog shows the photo, so its alt text is not written blind. Several chosen items can
// be walked through one after another in the same dialog: save and go on, or skip, with "2 z 5".
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
  /** Walking through several items: this one's place, and how to skip it (saving goes on to the next; closing ends the walk). */
  walk?: TextsWalkStep;
}

export interface TextsWalkStep {
  /** 1-based. */
  position: number;
  total: number;
  onSkip: () => void;
}

const englishOf = (field: string) => `${field}En`;

function initialValues(item: object, fields: TextsDialogField[]): Record<string, string> {
  const source = item as Record<string, unknown>;
  const text = (key: string) => (typeof source[key] === 'string' ? source[key] : '');
  return Object.fromEntries(fields.flatMap(({ field }) => [[field, text(field)], [englishOf(field), text(englishOf(field))]]));
}

export function TextsDialog({ title, item, fields, onSave, onClose, image, walk }: TextsDialogProps) {
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
      // In a walk the next item's dialog takes this one's place.
      if (!walk) onClose();
    } catch (error) {
      console.error('Chyba pri ukladaní textov', error);
      setSaveError(t('bilingual.saveFailed', { message: errorMessage(error, t('common.networkError')) }));
      setSaving(false);
    }
  };

  const formId = 'adm-texts-form';
  const last = walk !== undefined && walk.position === walk.total;
  const saveLabel = saving ? t('bilingual.saving') : walk ? t(last ? 'bilingual.walkSaveLast' : 'bilingual.walkSaveNext') : t('bilingual.save');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={title}
      description={walk ? t('bilingual.walkProgress', { current: walk.position, total: walk.total }) : undefined}
      closeLabel={t('common.close')}
      maxWidth={820}
      footer={
        <>
          <Button variant="outlined" onClick={onClose} disabled={saving}>
            {walk ? t('bilingual.walkStop') : t('common.cancel')}
          </Button>
          {walk && (
            <Button variant="secondary" onClick={walk.onSkip} disabled={saving}>
              {t('bilingual.walkSkip')}
            </Button>
          )}
          <Button type="submit" form={formId} loading={saving}>
            {saveLabel}
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
  /** Refreshes the lists the saved texts show in. */
  refresh: () => Promise<unknown>;
  /** The picture of an item, shown above its texts. */
  imageOf?: (item: T) => string | null;
}

/** A walk through several items' texts: the items, where it is, and how many were saved. */
interface TextsWalk<T> {
  items: readonly T[];
  index: number;
  saved: number;
}

/**
 * The texts of a list's items, edited one at a time: the button each row shows, and the dialog
 * for the item whose button was pressed (focus goes back to that button when it closes). Or several
 * items walked through one after another (`walkThrough`): each saved or skipped in turn, and once
 * the walk ends, the toast says for how many the texts were saved.
 */
export function useTextsEditing<T extends { id: number; title: string }>({ fields, save, refresh, imageOf }: TextsEditingOptions<T>): {
  editButton: (item: T) => ReactNode;
  walkThrough: (items: readonly T[]) => void;
  dialog: ReactNode;
} {
  const { t } = useAdminTexts();
  const notify = useNotify();
  const editing = useDialogTarget<T>();
  const walking = useDialogTarget<TextsWalk<T>>();
  const target = editing.target;
  const walk = walking.target;

  /** The walk goes on from item `index` with `saved` saved so far, or ends (past the last one, or stopped). */
  const continueWalk = (current: TextsWalk<T>, index: number, saved: number, stop = false) => {
    if (!stop && index < current.items.length) {
      walking.replace({ ...current, index, saved });
      return;
    }
    walking.close();
    if (saved > 0) notify(t('bilingual.walkDone', { saved, count: current.items.length }));
  };

  const walked = walk?.items[walk.index];
  const editTexts = (item: T, onSaved: (texts: Record<string, string | null>) => void, onClose: () => void, step?: TextsWalkStep) => (
    <TextsDialog
      key={item.id}
      title={t('bilingual.editTextsTitle', { name: item.title })}
      item={item}
      image={imageOf?.(item)}
      fields={fields}
      walk={step}
      onSave={async (texts) => {
        await save(item.id, texts);
        await refresh();
        onSaved(texts);
      }}
      onClose={onClose}
    />
  );

  return {
    editButton: (item) => <EditTextsButton itemName={item.title} onClick={() => editing.open(item)} />,
    walkThrough: (items) => {
      if (items.length > 0) walking.open({ items, index: 0, saved: 0 });
    },
    dialog:
      walk && walked
        ? editTexts(
            walked,
            () => continueWalk(walk, walk.index + 1, walk.saved + 1),
            () => continueWalk(walk, walk.index, walk.saved, true),
            { position: walk.index + 1, total: walk.items.length, onSkip: () => continueWalk(walk, walk.index + 1, walk.saved) },
          )
        : target && editTexts(target, (texts) => notify(t('notices.textsSaved', { name: texts.title ?? target.title })), editing.close),
  };
}
