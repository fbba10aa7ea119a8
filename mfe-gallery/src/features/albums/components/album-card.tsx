import type { Album } from 'shared-ui/domain';
import { useLocalizedContent } from 'shared-ui/hooks/use-localized-content';
import { useTranslation } from 'shared-ui/i18n/react';
import { LanguageLink } from 'shared-ui/components/language-link';
import { GALLERY_NAMESPACE } from '../../../i18n/resources';
import { albumPath } from '../../../lib/gallery-paths';
import { AlbumCover } from './album-cover';

interface AlbumCardProps {
  album: Album;
  /** The list's query string, handed to the album so "Späť na albumy" restores the search. */
  listSearch: string;
  /** The first card: its cover is requested before anything else. */
  priority?: boolean;
}

/** One card of 'Všetky albumy': cover, item count, name and description (spec 2.12). */
export function AlbumCard({ album, listSearch, priority = false }: AlbumCardProps) {
  const { t } = useTranslation(GALLERY_NAMESPACE);
  const { pick, pickRequired } = useLocalizedContent();
  const name = pickRequired(album.name, album.nameEn);
  const description = pick(album.description, album.descriptionEn);
  return (
    <article className="gal-album-card">
      <div className="gal-album-card__media">
        <AlbumCover cover={album.cover ?? null} albumId={album.id} priority={priority} />
        <span className="gal-album-card__count">{t('count.items', { count: album.itemCount ?? 0 })}</span>
      </div>
      <div className="gal-album-card__body">
        <h3 className="gal-album-card__name">
          {/* The link covers the whole card (::after), its name stays just the album's name. */}
          <LanguageLink className="gal-album-card__link" to={albumPath(album.id)} state={{ listSearch }} lang={name.lang}>
            {name.text}
          </LanguageLink>
        </h3>
        {description && (
          <p className="gal-album-card__description" lang={description.lang}>
            {description.text}
          </p>
        )}
      </div>
    </article>
  );
}
