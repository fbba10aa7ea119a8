// The photo a removal request names, beside the message: its small copy (or a mark
// while it is hidden), title and album, a link to its address in the gallery, and hiding or
// deleting it in one confirmed step.
import { EyeOff } from 'lucide-react';
import { api, imageUrl } from 'shared-ui/api';
import { Chip } from 'shared-ui/components/chip';
import { photoAddress, type ContactPhotoReference } from 'shared-ui/domain';
import { DeleteButton } from './delete-button';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { PictureMark } from './item-thumbnail';
import { PhotoVisibilityButton } from './photo-visibility-button';
import './photo-reference.css';

interface PhotoReferenceProps {
  galleryItemId: number;
  photo: ContactPhotoReference | null | undefined;
  run: (change: () => Promise<unknown>, confirmation?: string) => Promise<boolean>;
}

export function PhotoReference({ galleryItemId, photo, run }: PhotoReferenceProps) {
  const { t } = useAdminTexts();
  if (!photo) {
    return (
      <p className="adm-photo-ref adm-photo-ref--gone" data-photo-id={galleryItemId}>
        {t('takedown.deleted')}
      </p>
    );
  }
  const name = t('takedown.photoOf', { title: photo.title, album: photo.albumName ?? t('common.noAlbum') });
  return (
    <div className="adm-photo-ref" role="group" aria-label={t('takedown.photoLabel')} data-photo-id={photo.id}>
      {photo.thumbnail ? (
        <img className="adm-photo-ref__image" src={imageUrl(photo.thumbnail)} alt="" />
      ) : (
        <PictureMark className="adm-photo-ref__image adm-photo-ref__image--hidden" icon={<EyeOff />} text={t('takedown.hiddenPreview')} />
      )}
      <div className="adm-photo-ref__body">
        <p className="adm-photo-ref__label">{t('takedown.photoLabel')}</p>
        <p className="adm-photo-ref__name">
          {photo.hidden || photo.albumId === null ? (
            name
          ) : (
            <a className="adm-link" href={photoAddress(photo.albumId, photo.id)} target="_blank" rel="noreferrer">
              {name}
              <span className="ui-visually-hidden"> ({t('takedown.open')})</span>
            </a>
          )}
          {photo.hidden && (
            <>
              {' '}
              <Chip color="warning" size="sm">
                {t('takedown.hiddenChip')}
              </Chip>
            </>
          )}
        </p>
        <div className="adm-photo-ref__actions">
          <PhotoVisibilityButton photo={photo} run={run} />
          <DeleteButton kind="photo" itemName={photo.title} preview={photo.thumbnail} onDelete={() => run(() => api.deleteGalleryItem(photo.id))} />
        </div>
      </div>
    </div>
  );
}
