import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { chosenFilter } from 'shared-ui/components/filter-links';
import { useLocalizedContent } from 'shared-ui/hooks/use-localized-content';
import { useTranslation } from 'shared-ui/i18n/react';
import { LanguageLink } from 'shared-ui/components/language-link';
import { useLocation } from 'shared-ui/router';
import type { Album, GalleryItem } from 'shared-ui/domain';
import { GALLERY_NAMESPACE } from '../../../i18n/resources';
import { EMPTY_MESSAGE_KEY, filterByMedia, MEDIA_FILTERS, mediaFilterParameter } from '../media-filter';
import { MediaFilterBar } from './media-filter-bar';
import { MediaGrid } from './media-grid';
import './album-view.css';

interface AlbumViewProps {
  album: Album;
  /** The album's items in upload order. */
  items: GalleryItem[];
  /** Where 'Späť na albumy' leads (the list, with its search restored). */
  backTo: string;
  onOpenItem: (item: GalleryItem, tile: HTMLElement) => void;
  /** A visitor is about to open the item (its tile hovered, focused or pressed). */
  onPrepareItem?: (item: GalleryItem) => void;
}

/** The album view of spec 2.12: back link, name, media filter, the grid or its empty message. */
export function AlbumView({ album, items, backTo, onOpenItem, onPrepareItem }: AlbumViewProps) {
  const { t } = useTranslation(GALLERY_NAMESPACE);
  const { pick, pickRequired } = useLocalizedContent();
  const name = pickRequired(album.name, album.nameEn);
  const description = pick(album.description, album.descriptionEn);
  // The filter is in the address (?typ=foto), so the server renders it. Spec 2.12: it
  // resets to Všetko whenever an album is opened, as every link to an album names no filter.
  const filter = chosenFilter(useLocation().search, MEDIA_FILTERS, 'all', mediaFilterParameter);
  const visibleItems = useMemo(() => filterByMedia(items, filter), [items, filter]);

  return (
    <section className="gal-album" aria-labelledby="gal-album-title">
      <LanguageLink className="gal-back" to={backTo}>
        <ArrowLeft className="gal-back__icon" aria-hidden="true" />
        {t('album.back')}
      </LanguageLink>
      <header className="gal-album__header">
        <div>
          <h1 id="gal-album-title" className="gal-album__title" lang={name.lang}>
            {name.text}
          </h1>
          {description && (
            <p className="gal-album__description" lang={description.lang}>
              {description.text}
            </p>
          )}
          <p className="gal-album__count">{t('count.items', { count: items.length })}</p>
        </div>
        <MediaFilterBar value={filter} />
      </header>
      {visibleItems.length === 0 ? (
        <p className="gal-empty" role="status">
          {t(EMPTY_MESSAGE_KEY[filter])}
        </p>
      ) : (
        <MediaGrid items={visibleItems} onOpen={onOpenItem} onPrepare={onPrepareItem} />
      )}
    </section>
  );
}
