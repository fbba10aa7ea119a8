// The photos (and videos' thumbnails) of one album that still lack an alt text, in one
// list to describe them all without opening each photo; one save sends what was filled in.
import { useState, type FormEvent } from 'react';
import { api, imageUrl } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { Dialog } from 'shared-ui/components/dialog';
import { CONTENT_TEXT_LIMITS, pictureOfItem, type Album, type GalleryItem } from 'shared-ui/domain';
import { BilingualField } from '../../../components/bilingual-field';
import { ClosableMessage, type FormMessage } from '../../../components/closable-message';
import { errorMessage } from '../../../lib/error-message';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useTrackUnsavedInput } from '../../../hooks/use-unsaved-input';
import './alt-texts-dialog.css';

interface AltTextsDialogProps {
  album: Album;
  /** The album's items without an alt text when the dialog opened; they stay listed after saving. */
  items: GalleryItem[];
  onClose: () => void;
  refresh: () => Promise<void>;
}

type AltValues = Record<number, { alt: string; altEn: string }>;

export function AltTextsDialog({ album, items, onClose, refresh }: AltTextsDialogProps) {
  const { t } = useAdminTexts();
  const [values, setValues] = useState<AltValues>(() => Object.fromEntries(items.map((item) => [item.id, { alt: '', altEn: item.altEn ?? '' }])));
  const [saved, setSaved] = useState<AltValues>(values);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const changed = items.filter((item) => values[item.id].alt !== saved[item.id].alt || values[item.id].altEn !== saved[item.id].altEn);
  useTrackUnsavedInput('alt-texts-dialog', changed.length > 0);
  const set = (id: number, field: 'alt' | 'altEn', value: string) => setValues((current) => ({ ...current, [id]: { ...current[id], [field]: value } }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setMessage(null);
    let count = 0;
    try {
      for (const item of changed) {
        const { alt, altEn } = values[item.id];
        await api.updateGalleryItemTexts(item.id, { alt: alt.trim() || null, altEn: altEn.trim() || null });
        setSaved((current) => ({ ...current, [item.id]: values[item.id] }));
        count += 1;
      }
      setMessage({ severity: 'success', text: t('bilingual.fillAltSaved', { count }) });
    } catch (error) {
      console.error('Chyba pri ukladaní alternatívnych textov', error);
      setMessage({ severity: 'error', text: t('bilingual.saveFailed', { message: errorMessage(error, t('common.networkError')) }) });
    } finally {
      setSaving(false);
      if (count > 0) await refresh();
    }
  };

  const formId = 'adm-alt-texts-form';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={t('bilingual.fillAltTitle', { name: album.name })}
      description={items.length > 0 ? t('bilingual.fillAltIntro') : t('bilingual.fillAltNone')}
      closeLabel={t('common.close')}
      maxWidth={900}
      footer={
        <>
          <Button variant="outlined" onClick={onClose} disabled={saving}>
            {t('common.close')}
          </Button>
          {items.length > 0 && (
            <Button type="submit" form={formId} loading={saving} disabled={changed.length === 0}>
              {saving ? t('bilingual.saving') : t('bilingual.save')}
            </Button>
          )}
        </>
      }
    >
      <form id={formId} className="adm-form" onSubmit={(event) => void save(event)} noValidate>
        <ClosableMessage message={message} onClose={() => setMessage(null)} />
        <ul className="adm-alt-list">
          {items.map((item, index) => (
            <li key={item.id} className="adm-alt-row">
              {pictureOfItem(item) ? <img className="adm-alt-row__thumb" src={imageUrl(pictureOfItem(item))} alt="" loading="lazy" /> : <span className="adm-alt-row__thumb" />}
              <div className="adm-alt-row__fields">
                <p className="adm-card__title">{item.title}</p>
                <BilingualField
                  label={t('bilingual.alt')}
                  slovak={values[item.id].alt}
                  english={values[item.id].altEn}
                  onSlovakChange={(value) => set(item.id, 'alt', value)}
                  onEnglishChange={(value) => set(item.id, 'altEn', value)}
                  maxLength={CONTENT_TEXT_LIMITS.galleryAlt}
                  autoFocus={index === 0}
                  disabled={saving}
                />
              </div>
            </li>
          ))}
        </ul>
      </form>
    </Dialog>
  );
}
