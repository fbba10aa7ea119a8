// A photo's own address (/galeria/{album}?foto={id}) rendered on the server: the photo,
// its texts and "Požiadať o odstránenie", so the request works without scripts too. With scripts
// the lightbox opens on the same photo above it.
import { Flag } from 'lucide-react';
import { useLanguageLink } from 'shared-ui/hooks/use-language-link';
import { useLocalizedContent } from 'shared-ui/hooks/use-localized-content';
import { useTranslation } from 'shared-ui/i18n/react';
import { photoRemovalAddress, type GalleryItem } from 'shared-ui/domain';
import { ResponsivePicture } from '../../components/responsive-picture';
import { GALLERY_NAMESPACE } from '../../i18n/resources';
import { albumPath } from '../../lib/gallery-paths';
import { imageSourceOfItem } from '../../lib/responsive-image';
import './photo-panel.css';

interface PhotoPanelProps {
  albumId: number;
  photo: GalleryItem;
}

export function PhotoPanel({ albumId, photo }: PhotoPanelProps) {
  const { t } = useTranslation(GALLERY_NAMESPACE);
  const { pick, pickRequired, alt } = useLocalizedContent();
  const source = imageSourceOfItem(photo);
  const title = pickRequired(photo.title, photo.titleEn);
  const description = pick(photo.description, photo.descriptionEn);
  const altText = alt(photo);
  const inPageLanguage = useLanguageLink();
  return (
    <section className="gal-photo-panel" aria-label={t('photoPanel.label')}>
      {source && (
        <ResponsivePicture className="gal-photo-panel__picture" source={source} alt={altText.text} lang={altText.lang} sizes="(min-width: 80rem) 60rem, 100vw" priority />
      )}
      <div className="gal-photo-panel__text">
        <h2 className="gal-photo-panel__title" lang={title.lang}>
          {title.text}
        </h2>
        {description && <p lang={description.lang}>{description.text}</p>}
        <p className="gal-photo-panel__links">
          <a className="gal-photo-panel__removal" href={inPageLanguage(photoRemovalAddress(albumId, photo.id))}>
            <Flag aria-hidden="true" />
            {t('lightbox.requestRemoval')}
          </a>
          <a href={inPageLanguage(albumPath(albumId))}>{t('photoPanel.close')}</a>
        </p>
      </div>
    </section>
  );
}
