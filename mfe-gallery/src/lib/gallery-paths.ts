// Links inside a remote are absolute (team brief): the gallery's addresses are the site's route table's.
import { PUBLIC_PAGE_PATHS } from 'shared-ui/domain';

export { albumPath } from 'shared-ui/domain';

export const GALLERY_PATH = PUBLIC_PAGE_PATHS.gallery;

/** Album ids are the API's positive 32-bit integers. */
const MAX_ALBUM_ID = 2_147_483_647;

/** No album has it: what an address whose segment is not an album id (abc, -1, 0, 99999999999999999999) names. */
export const NO_SUCH_ALBUM = 0;

/** The segment after /galeria/ (`abc` in /galeria/abc), or null on the album list itself. */
export function albumSegmentOf(pathname: string): string | null {
  const match = new RegExp(`^${GALLERY_PATH}/([^/]+)/?$`).exec(pathname);
  return match ? match[1] : null;
}

/** The album id of a /galeria/{id} path, or null on the album list (and on anything malformed). */
export function albumIdFromPath(pathname: string): number | null {
  return parseAlbumId(albumSegmentOf(pathname) ?? undefined);
}

/** Parses the :albumId route parameter; anything but a positive integer the API can hold is not an album. */
export function parseAlbumId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ALBUM_ID ? id : null;
}
