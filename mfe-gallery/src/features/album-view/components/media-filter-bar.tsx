import { Film, Image, LayoutGrid } from 'lucide-react';
import { FilterLinks } from 'shared-ui/components/filter-links';
import { useTranslation } from 'shared-ui/i18n/react';
import { GALLERY_NAMESPACE } from '../../../i18n/resources';
import { MEDIA_FILTERS, mediaFilterParameter, type MediaFilter } from '../media-filter';

const FILTER_ICONS = { all: LayoutGrid, photo: Image, video: Film } as const;

interface MediaFilterBarProps {
  value: MediaFilter;
}

/**
 * Všetko / Fotky / Videá as links to the album with `?typ=foto` / `?typ=video`: the
 * server renders the chosen one, so the filter works before and without scripts.
 */
export function MediaFilterBar({ value }: MediaFilterBarProps) {
  const { t } = useTranslation(GALLERY_NAMESPACE);
  return (
    <FilterLinks
      className="gal-filter"
      label={t('album.filterLabel')}
      hideLabel
      value={value}
      fallback="all"
      parameterOf={mediaFilterParameter}
      options={MEDIA_FILTERS.map((filter) => {
        const Icon = FILTER_ICONS[filter];
        return { value: filter, label: t(`album.filter.${filter}`), icon: <Icon /> };
      })}
    />
  );
}
