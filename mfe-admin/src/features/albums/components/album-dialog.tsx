// Create or edit an album (spec 2.18): name, description and the cover. A chosen cover file is
// uploaded only when saving, so cancelling leaves no stray file on the server.
import { useMemo, useReducer, useState, type FormEvent } from 'react';
import { api, uploadFile } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { Dialog } from 'shared-ui/components/dialog';
import { CONTENT_TEXT_LIMITS, type Album, type GalleryItem } from 'shared-ui/domain';
import { BilingualField } from '../../../components/bilingual-field';
import { errorMessage } from '../../../lib/error-message';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useTrackUnsavedInput } from '../../../hooks/use-unsaved-input';
import { pickableImages } from '../album-cover';
import { coverReducer, coverToSave, initialCoverState } from '../cover-mode';
import { CoverChooser } from './cover-chooser';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { ClosableMessage } from '../../../components/closable-message';
import { useNotify } from '../../../components/notices';

interface AlbumDialogProps {
  /** null creates a new album. */
  album: Album | null;
  items: GalleryItem[];
  onClose: () => void;
  onSaved: () => Promise<void>;
}

export function AlbumDialog({ album, items, onClose, onSaved }: AlbumDialogProps) {
  const { t } = useAdminTexts();
  const notify = useNotify();
  const images = useMemo(() => (album ? pickableImages(items, album.id) : []), [album, items]);
  const [cover, dispatch] = useReducer(coverReducer, initialCoverState, (state) =>
    coverReducer(state, { type: 'open', coverImage: album?.coverImage ?? null, albumImageUrls: images.map((image) => image.url), editing: album !== null }),
  );
  const [name, setName] = useState(album?.name ?? '');
  const [description, setDescription] = useState(album?.description ?? '');
  const [nameEn, setNameEn] = useState(album?.nameEn ?? '');
  const [descriptionEn, setDescriptionEn] = useState(album?.descriptionEn ?? '');
  const [nameError, setNameError] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const dirty =
    name !== (album?.name ?? '') ||
    description !== (album?.description ?? '') ||
    nameEn !== (album?.nameEn ?? '') ||
    descriptionEn !== (album?.descriptionEn ?? '') ||
    cover.file !== null;
  useTrackUnsavedInput('album-dialog', dirty);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(true);
      return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    }
    setSaving(true);
    setSaveError(null);
    try {
      let coverImage = coverToSave(cover);
      if (cover.mode === 'upload' && cover.file) {
        coverImage = (await uploadFile(cover.file)).path;
        dispatch({ type: 'fileUploaded', path: coverImage });
      }
      const input = { name: name.trim(), nameEn: nameEn.trim() || null, description: description.trim() || null, descriptionEn: descriptionEn.trim() || null, coverImage };
      if (album) await api.updateAlbum(album.id, input);
      else await api.createAlbum(input);
      await onSaved();
      onClose();
      notify(t(album ? 'notices.albumSaved' : 'notices.albumCreated', { name: input.name }));
    } catch (error) {
      console.error('Chyba pri ukladaní albumu', error);
      setSaveError(t('albumDialog.saveFailed', { message: errorMessage(error, t('common.networkError')) }));
      setSaving(false);
    }
  };

  const formId = 'adm-album-form';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={album ? t('albumDialog.editTitle') : t('albumDialog.createTitle')}
      closeLabel={t('common.close')}
      maxWidth={820}
      footer={
        <>
          <Button variant="outlined" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {saving ? t('albumDialog.saving') : album ? t('albumDialog.submitEdit') : t('albumDialog.submitCreate')}
          </Button>
        </>
      }
    >
      <form id={formId} className="adm-form" onSubmit={(event) => void save(event)} noValidate>
        <ClosableMessage message={saveError ? { severity: 'error', text: saveError } : null} onClose={() => setSaveError(null)} />
        {!album && <p className="adm-hint">{t('albumDialog.startsInPreparation')}</p>}
        <BilingualField
          label={t('albumDialog.name')}
          slovak={name}
          english={nameEn}
          required
          autoFocus
          maxLength={CONTENT_TEXT_LIMITS.albumName}
          error={nameError ? t('albumDialog.nameRequired') : undefined}
          onSlovakChange={(value) => {
            setName(value);
            if (value.trim()) setNameError(false);
          }}
          onEnglishChange={setNameEn}
        />
        <BilingualField
          label={t('albumDialog.description')}
          slovak={description}
          english={descriptionEn}
          rows={3}
          maxLength={CONTENT_TEXT_LIMITS.albumDescription}
          onSlovakChange={setDescription}
          onEnglishChange={setDescriptionEn}
        />
        <CoverChooser state={cover} dispatch={dispatch} images={images} disabled={saving} />
      </form>
    </Dialog>
  );
}
