import { useMemo } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { useSearchParams } from 'shared-ui/router';
import type { Album, GalleryItem } from 'shared-ui/domain';
import { GALLERY_NAMESPACE } from '../../../i18n/resources';
import { groupItemsByAlbum } from '../../../lib/album-items';
import { searchAlbums } from '../album-search';
import { resolveAlbumCover } from '../resolve-album-cover';
import { AlbumCard } from './album-card';
import { AlbumListEmpty } from './album-list-empty';
import { AlbumListSkeleton } from './album-list-skeleton';
import { AlbumSearchField } from './album-search-field';
import './album-list.css';

interface AlbumListProps {
  albums: Album[];
  items: GalleryItem[];
  loading: boolean;
}

// The query lives in the URL (?q=), so the browser's back button from an album restores it.
const QUERY_PARAM = 'q';

/** The album list view of spec 2.12: search, 'Všetky albumy' cards, empty states. */
export function AlbumList({ albums, items, loading }: AlbumListProps) {
  const { t } = useTranslation(GALLERY_NAMESPACE);
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get(QUERY_PARAM) ?? '';

  const setQuery = (value: string) =>
    setSearchParams(value ? { [QUERY_PARAM]: value } : {}, { replace: true, preventScrollReset: true });

  const itemsByAlbum = useMemo(() => groupItemsByAlbum(items), [items]);
  const visibleAlbums = useMemo(() => searchAlbums(albums, query), [albums, query]);
  const listSearch = searchParams.toString() ? `?${searchParams.toString()}` : '';

  return (
    <section className="gal-albums" aria-labelledby="gal-albums-heading" aria-busy={loading || undefined}>
      <div className="gal-albums__toolbar">
        <h2 id="gal-albums-heading" className="gal-albums__heading">
          {t('albums.heading')}
        </h2>
        {albums.length > 0 && <AlbumSearchField value={query} onChange={setQuery} />}
      </div>
      <p className="ui-visually-hidden" role="status">
        {query.trim() && !loading ? t('search.results', { count: visibleAlbums.length }) : ''}
      </p>
      {loading ? (
        <AlbumListSkeleton />
      ) : visibleAlbums.length === 0 ? (
        <AlbumListEmpty query={albums.length > 0 ? query : ''} />
      ) : (
        <ul className="gal-albums__grid">
          {visibleAlbums.map((album) => {
            const albumItems = itemsByAlbum.get(album.id) ?? [];
            return (
              <li key={album.id}>
                <AlbumCard
                  album={album}
                  cover={resolveAlbumCover(album, albumItems)}
                  itemCount={albumItems.length}
                  listSearch={listSearch}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
