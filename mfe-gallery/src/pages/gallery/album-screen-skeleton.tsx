import { useTranslation } from 'shared-ui/i18n/react';
import { GALLERY_NAMESPACE } from '../../i18n/resources';

const PLACEHOLDER_TILES = 8;

/** Tile-shaped placeholders while an album opened by URL loads. */
export function AlbumScreenSkeleton() {
  const { t } = useTranslation(GALLERY_NAMESPACE);
  return (
    <div role="status">
      <span className="ui-visually-hidden">{t('loading')}</span>
      <div aria-hidden="true">
        <div className="gal-skeleton gal-skeleton--line gal-skeleton--heading" />
        <ul className="gal-grid">
          {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
            <li key={index} className="gal-skeleton gal-skeleton--tile" />
          ))}
        </ul>
      </div>
    </div>
  );
}
