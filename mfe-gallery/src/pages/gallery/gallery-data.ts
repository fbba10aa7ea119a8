// What the gallery page shows from the API (spec 2.12): the album list needs only the
// albums (the server resolves each cover and counts the items); an album's page loads that album
// and its own items. A failed read is logged and stays empty (spec 8).
import { localizedText, type Album, type GalleryItem } from 'shared-ui/domain';
import type { PageHead, PageRequest } from 'shared-ui/page-data';
import { COVER_SIZES } from '../../features/albums/cover-sizes';
import { albumSegmentOf, NO_SUCH_ALBUM, parseAlbumId } from '../../lib/gallery-paths';
import { fallbackSrcOf, srcSetOf } from '../../lib/responsive-image';

export type GalleryData =
  | { view: 'albums'; albums: Album[] }
  /** `album` is null when there is no such album, or when it could not be read (`failed`). */
  | { view: 'album'; albumId: number; album: Album | null; items: GalleryItem[]; failed: boolean };

function logFailure(what: string, error: unknown): void {
  console.error(`Chyba pri načítaní galérie (${what})`, error);
}

async function listOrEmpty<T>(load: () => Promise<T[]>, what: string): Promise<T[]> {
  try {
    const list = await load();
    return Array.isArray(list) ? list : [];
  } catch (error) {
    logFailure(what, error);
    return [];
  }
}

/**
 * The album a /galeria/{id} address names, or null on the album list. A segment that is not an
 * album id (/galeria/abc, /galeria/-1) names NO_SUCH_ALBUM: a 404, never the album list.
 */
export function albumIdOf({ params, pathname }: Pick<PageRequest, 'params' | 'pathname'>): number | null {
  const segment = params.albumId ?? albumSegmentOf(pathname);
  if (segment === null || segment === undefined) return null;
  return parseAlbumId(segment) ?? NO_SUCH_ALBUM;
}

export async function loadGalleryData(request: PageRequest): Promise<GalleryData> {
  const { reads } = request;
  const albumId = albumIdOf(request);
  if (albumId === null) return { view: 'albums', albums: await listOrEmpty(() => reads.albums(), 'albums') };
  if (albumId === NO_SUCH_ALBUM) return { view: 'album', albumId, album: null, items: [], failed: false };
  const [album, items] = await Promise.all([
    reads.album(albumId).then(
      (found) => ({ found, failed: false }),
      (error: unknown) => {
        logFailure('album', error);
        return { found: null, failed: true };
      },
    ),
    listOrEmpty(() => reads.albumItems(albumId), 'gallery'),
  ]);
  return { view: 'album', albumId, album: album.found, items, failed: album.failed };
}

/** An album's page: its name and description, its cover as the link preview; 404 when it does not exist. */
export function describeGallery(data: GalleryData, { locale }: Pick<PageRequest, 'locale'>): PageHead {
  if (data.view === 'albums') {
    const firstCover = data.albums.find((album) => album.cover)?.cover;
    if (!firstCover) return {};
    return {
      image: firstCover.variants.at(-1)?.jpg ?? firstCover.src,
      preloadImage: { href: fallbackSrcOf(firstCover), srcset: srcSetOf(firstCover.variants, 'webp') || undefined, sizes: COVER_SIZES, type: firstCover.variants.length > 0 ? 'image/webp' : undefined },
    };
  }
  if (!data.album) return data.failed ? {} : { notFound: true };
  const cover = data.album.cover;
  // The title and preview in the reader's language where the administrator wrote it.
  const name = localizedText(data.album.name, data.album.nameEn, locale)?.text ?? data.album.name;
  return {
    title: name,
    description: localizedText(data.album.description, data.album.descriptionEn, locale)?.text,
    image: cover ? (cover.variants.at(-1)?.jpg ?? cover.src) : undefined,
    imageAlt: name,
  };
}
