// A slide's picture: one of the built-in illustrations, or an image the administrator uploads (the
// server converts it and writes its responsive copies).
import { ImageUp } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { api } from 'shared-ui/api';
import { useAdminTexts } from '../../../hooks/use-admin-texts';

const BUILTIN = ['builtin:1', 'builtin:2', 'builtin:3'] as const;

export function PictureEditor({ label, value, onChange }: { label: string; value: string; onChange: (picture: string) => void }) {
  const { t } = useAdminTexts();
  const name = useId();
  const [uploading, setUploading] = useState(false);
  const [failed, setFailed] = useState(false);
  const uploaded = !value.startsWith('builtin:');
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setFailed(false);
    try {
      onChange((await api.upload(file)).path);
    } catch {
      setFailed(true);
    } finally {
      setUploading(false);
    }
  };
  return (
    <fieldset className="adm-texts-picture">
      <legend>{label}</legend>
      <div className="adm-texts-picture__choices">
        {BUILTIN.map((picture, index) => (
          <label key={picture} className="adm-texts-picture__choice">
            <input type="radio" name={name} checked={value === picture} onChange={() => onChange(picture)} />
            {t('pageTexts.picture.builtin', { number: index + 1 })}
          </label>
        ))}
        {uploaded && (
          <label className="adm-texts-picture__choice">
            <input type="radio" name={name} checked readOnly />
            {t('pageTexts.picture.uploaded')}
          </label>
        )}
      </div>
      {uploaded && <img className="adm-texts-picture__preview" src={value} alt={t('pageTexts.picture.preview')} loading="lazy" />}
      <label className="adm-texts-picture__upload">
        <ImageUp aria-hidden="true" />
        <span>{uploading ? t('pageTexts.picture.uploading') : t('pageTexts.picture.upload')}</span>
        <input type="file" accept="image/jpeg,image/png,image/webp" onChange={(event) => void upload(event)} disabled={uploading} className="ui-visually-hidden" />
      </label>
      {failed && <p className="adm-texts-picture__error" role="alert">{t('pageTexts.picture.uploadFailed')}</p>}
    </fieldset>
  );
}
