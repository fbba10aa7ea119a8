import { useTranslation } from 'shared-ui/i18n/react';
import { GALLERY_NAMESPACE } from '../../../i18n/resources';

const PLACEHOLDER_CARDS = 6;

/** Card-shaped placeholders while the lists load, so the page does not jump when they arrive. */
export function AlbumListSkeleton() {
  const { t } = useTranslation(GALLERY_NAMESPACE);
  return (
    <div role="status">
      <span className="ui-visually-hidden">{t('loading')}</span>
      <ul className="gal-albums__grid" aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <li key={index} className="gal-skeleton-card">
            <div className="gal-skeleton gal-skeleton--cover" />
            <div className="gal-skeleton gal-skeleton--line" />
            <div className="gal-skeleton gal-skeleton--line gal-skeleton--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
