// "Nahrať novú fotografiu/video" (spec 2.17): album, type, files with titles, description, and a
// video's thumbnail; validation messages of spec 5, progress and the messages of spec 8.
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { Button } from 'shared-ui/components/button';
import { ProgressBar } from 'shared-ui/components/progress-bar';
import { RadioGroupField } from 'shared-ui/components/radio-group';
import { SelectField } from 'shared-ui/components/select-field';
import { SymbolText } from 'shared-ui/components/symbol-text';
import { CONTENT_TEXT_LIMITS, type Album, type GalleryItem, type GalleryMediaType } from 'shared-ui/domain';
import { BilingualField } from '../../../components/bilingual-field';
import { BreakAfterSlash } from '../../../components/break-after-slash';
import { ClosableMessage, type FormMessage } from '../../../components/closable-message';
import { errorMessage } from '../../../lib/error-message';
import { DropZone, FileDropField } from '../../../components/drop-zone';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useTrackUnsavedInput } from '../../../hooks/use-unsaved-input';
import { ACCEPT_BY_TYPE, draftReducer, emptyDraft, entriesFromFiles, hasErrors, isDraftDirty, validateGalleryUpload, type GalleryUploadErrors } from '../upload-draft';
import { runGalleryUpload, type UploadProgress } from '../upload-runner';
import { uploadSuccessText } from '../upload-success';
import { UploadEntryList } from './upload-entry-list';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';

interface GalleryUploadFormProps {
  albums: Album[];
  /** What the albums hold already: album-named titles count on from there. */
  items?: GalleryItem[];
  /** After an upload stored at least one item: refreshes the lists and moves the list's filter. */
  onUploaded: (albumId: number) => Promise<void>;
  /** Chosen for the administrator, who came from this album's "add photos" button. */
  requestedAlbumId?: number | null;
}

export function GalleryUploadForm({ albums, items = [], onUploaded, requestedAlbumId = null }: GalleryUploadFormProps) {
  const { t } = useAdminTexts();
  const headingId = useId();
  const nextId = useRef(0);
  const [draft, dispatch] = useReducer(draftReducer, emptyDraft);
  const [errors, setErrors] = useState<GalleryUploadErrors>({});
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const noAlbums = albums.length === 0;
  useTrackUnsavedInput('gallery-upload', isDraftDirty(draft));
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (requestedAlbumId === null) return;
    dispatch({ type: 'setAlbum', albumId: String(requestedAlbumId) });
    setErrors((current) => ({ ...current, album: undefined }));
    // The next step is choosing the photos: focus goes to the file chooser (the album is set).
    const chooser = sectionRef.current?.querySelector<HTMLInputElement>('input[type="file"]');
    chooser?.focus({ preventScroll: true });
    sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [requestedAlbumId]);

  const addFiles = (files: File[]) => {
    const { entries, rejected } = entriesFromFiles(draft.type, files, () => `entry-${++nextId.current}`);
    if (entries.length > 0) dispatch({ type: 'addEntries', entries });
    const kindKey = draft.type === 'photo' ? 'gallery.wrongKindPhoto' : 'gallery.wrongKindVideo';
    setMessage(rejected.length ? { severity: 'warning', text: rejected.map((name) => t(kindKey, { name })).join(' ') } : null);
  };

  const chosenAlbum = albums.find((album) => String(album.id) === draft.albumId);
  const firstNumber = items.filter((item) => String(item.albumId) === draft.albumId).length + 1;
  const untitled = draft.entries.some((entry) => !entry.title.trim());
  const numberTitles = () => {
    if (!chosenAlbum) return;
    dispatch({ type: 'numberEmptyTitles', albumName: chosenAlbum.name, firstNumber });
    setErrors((current) => ({ ...current, titles: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateGalleryUpload(draft);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    setMessage({ severity: 'info', text: t('gallery.uploading') });
    setProgress({ fraction: 0, current: 1, total: draft.entries.length });
    const albumId = Number(draft.albumId);
    const outcome = await runGalleryUpload(draft, setProgress);
    setProgress(null);
    dispatch({ type: 'filesStored', files: outcome.storedFiles, thumbnail: outcome.thumbnailStored });
    dispatch({ type: 'uploaded', ids: outcome.uploadedIds });
    if (outcome.error) {
      console.error('Chyba pri nahrávaní do galérie', outcome.error);
      setMessage({ severity: 'error', text: t('gallery.failure', { message: errorMessage(outcome.error, t('common.networkError')) }) });
    } else {
      const success = uploadSuccessText(draft.type, outcome.uploadedIds.length, outcome.convertedCount);
      setMessage({ severity: 'success', text: t(success.key, success.values) });
    }
    if (outcome.uploadedIds.length > 0) {
      await onUploaded(albumId);
    }
  };

  const uploading = progress !== null;
  const titleErrors = errors.titles && Object.fromEntries(Object.keys(errors.titles).map((id) => [id, t('gallery.noTitle')]));
  return (
    <section ref={sectionRef} className="adm-panel-card" aria-labelledby={headingId}>
      <h2 id={headingId}><BreakAfterSlash text={t('gallery.heading')} /></h2>
      <form className="adm-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="adm-form__row">
          <SelectField
            label={t('gallery.album')}
            value={draft.albumId}
            placeholder={t('gallery.albumPlaceholder')}
            required
            disabled={noAlbums || uploading}
            error={errors.album && t(`gallery.${errors.album}`)}
            options={albums.map((album) => ({ value: String(album.id), label: album.name }))}
            onValueChange={(albumId) => {
              dispatch({ type: 'setAlbum', albumId });
              setErrors((current) => ({ ...current, album: undefined }));
            }}
          />
          <RadioGroupField
            label={t('gallery.type')}
            value={draft.type}
            disabled={uploading}
            options={[
              { value: 'photo', label: t('gallery.photo') },
              { value: 'video', label: t('gallery.video') },
            ]}
            onValueChange={(mediaType) => {
              dispatch({ type: 'setType', mediaType: mediaType as GalleryMediaType });
              // The files are dropped with the type, so a message about the last upload no longer applies.
              setMessage(null);
            }}
          />
        </div>
        <DropZone
          label={draft.type === 'photo' ? t('gallery.fileInputPhoto') : t('gallery.fileInputVideo')}
          prompt={draft.type === 'photo' ? t('gallery.photoDrop') : t('gallery.videoDrop')}
          browseLabel={draft.type === 'photo' ? t('gallery.browse') : t('gallery.browseVideo')}
          touchBrowseLabel={draft.type === 'photo' ? t('gallery.browseTouch') : t('gallery.browseVideoTouch')}
          accept={ACCEPT_BY_TYPE[draft.type]}
          multiple={draft.type === 'photo'}
          onFiles={addFiles}
          disabled={uploading}
          error={errors.file && !draft.entries.length ? t(`gallery.${errors.file}`) : undefined}
        />
        {untitled && (
          <div className="adm-entries__naming">
            <p className="adm-drop__hint">
              {chosenAlbum ? t('gallery.titlesHint', { example: `${chosenAlbum.name} ${firstNumber}` }) : t('gallery.titlesHintNoAlbum')}
            </p>
            <Button variant="outlined" size="sm" disabled={!chosenAlbum || uploading} onClick={numberTitles}>
              {t('gallery.numberTitles')}
            </Button>
          </div>
        )}
        <UploadEntryList
          entries={draft.entries}
          titleErrors={titleErrors}
          disabled={uploading}
          onTextChange={(id, field, value) => dispatch({ type: 'setEntryText', id, field, value })}
          onRemove={(id) => dispatch({ type: 'removeEntry', id })}
        />
        {draft.type === 'video' && (
          <FileDropField
            label={t('gallery.thumbnail')}
            prompt={t('gallery.thumbnailDrop')}
            browseLabel={t('gallery.browseThumbnail')}
            touchBrowseLabel={t('gallery.browseThumbnailTouch')}
            compact
            hint={t('gallery.thumbnailHint')}
            accept="image/*"
            required
            disabled={uploading}
            file={draft.thumbnail}
            error={errors.thumbnail && !draft.thumbnail ? t(`gallery.${errors.thumbnail}`) : undefined}
            onFileChange={(file) => dispatch({ type: 'setThumbnail', file })}
          />
        )}
        <BilingualField
          label={t('gallery.description')}
          hint={draft.type === 'photo' ? t('gallery.descriptionHint') : undefined}
          slovak={draft.description}
          english={draft.descriptionEn}
          rows={3}
          maxLength={CONTENT_TEXT_LIMITS.galleryDescription}
          disabled={uploading}
          onSlovakChange={(description) => dispatch({ type: 'setDescription', description })}
          onEnglishChange={(descriptionEn) => dispatch({ type: 'setDescriptionEn', descriptionEn })}
        />
        {noAlbums && <p className="adm-warning" role="note"><SymbolText text={t('gallery.noAlbumWarning')} /></p>}
        {progress && (
          <ProgressBar value={progress.fraction * 100} label={t('gallery.progressOf', { current: progress.current, total: progress.total })} />
        )}
        <ClosableMessage message={message} onClose={() => setMessage(null)} />
        <div className="adm-form__actions">
          <Button type="submit" disabled={noAlbums} loading={uploading}>
            {uploading ? t('gallery.uploading') : t('gallery.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
