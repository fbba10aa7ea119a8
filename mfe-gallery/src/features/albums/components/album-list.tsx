import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { KEEP_SCROLL, useLocation, useNavigationType, useSearchParams } from 'shared-ui/router';
import type { Album } from 'shared-ui/domain';
import { GALLERY_NAMESPACE } from '../../../i18n/resources';
import { searchAlbums } from '../album-search';
import { AlbumCard } from './album-card';
import { AlbumListEmpty } from './album-list-empty';
import { AlbumSearchField, SEARCH_PARAMETER as QUERY_PARAM } from './album-search-field';
import './album-list.css';

interface AlbumListProps {
  /** With their covers and item counts (the API resolves them): no gallery item is needed here. */
  albums: Album[];
}

/** The album list view of spec 2.12: search, 'Všetky albumy' cards, empty states. */
export function AlbumList({ albums }: AlbumListProps) {
  const { t } = useTranslation(GALLERY_NAMESPACE);
  const [searchParams, setSearchParams] = useSearchParams();
  const addressQuery = searchParams.get(QUERY_PARAM) ?? '';
  const { key: locationKey } = useLocation();
  const navigationType = useNavigationType();
  // The field owns what is typed, and each key is written to the address (?q=) as
  // before; the field is never rewritten from the address it wrote. Reading it back made a key
  // typed before the previous one had reached the address disappear ("turnaj" became "tunaj").
  const [query, setQueryNow] = useState(addressQuery);

  // Back or forward to another query: the field follows the address. Not on mount: the page's
  // first load is a POP too, and the field has just taken over what was typed into the server's
  // field before hydration, which the address does not carry yet.
  const shownLocationKey = useRef(locationKey);
  useEffect(() => {
    if (shownLocationKey.current === locationKey) return;
    shownLocationKey.current = locationKey;
    if (navigationType === 'POP') setQueryNow(addressQuery);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new history entry only
  }, [locationKey]);

  const setQuery = (value: string) => {
    setQueryNow(value);
    setSearchParams(value ? { [QUERY_PARAM]: value } : {}, { replace: true, state: KEEP_SCROLL });
  };

  const visibleAlbums = useMemo(() => searchAlbums(albums, query), [albums, query]);
  const listSearch = searchParams.toString() ? `?${searchParams.toString()}` : '';

  return (
    <section className="gal-albums" aria-labelledby="gal-albums-heading">
      <div className="gal-albums__toolbar">
        <h2 id="gal-albums-heading" className="gal-albums__heading">
          {t('albums.heading')}
        </h2>
        {albums.length > 0 && <AlbumSearchField value={query} onChange={setQuery} />}
      </div>
      <p className="ui-visually-hidden" role="status">
        {query.trim() ? t('search.results', { count: visibleAlbums.length }) : ''}
      </p>
      {visibleAlbums.length === 0 ? (
        <AlbumListEmpty query={albums.length > 0 ? query : ''} />
      ) : (
        <ul className="gal-albums__grid">
          {visibleAlbums.map((album, index) => (
            <li key={album.id}>
              <AlbumCard album={album} listSearch={listSearch} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
