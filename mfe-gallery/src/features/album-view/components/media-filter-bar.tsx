import { Film, Image, LayoutGrid } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { GALLERY_NAMESPACE } from '../../../i18n/resources';
import { MEDIA_FILTERS, type MediaFilter } from '../media-filter';

const FILTER_ICONS = { all: LayoutGrid, photo: Image, video: Film } as const;

interface MediaFilterBarProps {
  value: MediaFilter;
  onChange: (filter: MediaFilter) => void;
}

/** A segmented control of toggle buttons (aria-pressed): one Tab stop each, Enter/Space selects. */
export function MediaFilterBar({ value, onChange }: MediaFilterBarProps) {
  const { t } = useTranslation(GALLERY_NAMESPACE);
  return (
    <div className="gal-filter" role="group" aria-label={t('album.filterLabel')}>
      {MEDIA_FILTERS.map((filter) => {
        const Icon = FILTER_ICONS[filter];
        return (
          <button
            key={filter}
            type="button"
            className="gal-filter__option"
            aria-pressed={value === filter}
            onClick={() => onChange(filter)}
          >
            <Icon className="gal-filter__icon" aria-hidden="true" />
            {t(`album.filter.${filter}`)}
          </button>
        );
      })}
    </div>
  );
}
