// Photo take-down: the addresses the gallery, the contact form and the admin share.
import { albumPath, PUBLIC_PAGE_PATHS } from './public-pages';

/** The gallery's album address with the lightbox open on one photo: that photo's own address. */
export const PHOTO_QUERY_PARAMETER = 'foto';
/** The contact form's album parameter beside `foto`: the album whose public list names the photo. */
export const ALBUM_QUERY_PARAMETER = 'album';

/** Where a photo can be seen: its album with the lightbox (or, without scripts, the photo panel) on it. */
export const photoAddress = (albumId: number, photoId: number): string => `${albumPath(albumId)}?${PHOTO_QUERY_PARAMETER}=${photoId}`;

/**
 * The contact form, started as a request to remove this photo (a plain link: the server fills it
 * in, and its first field takes the focus, which brings the form into view with scripts or without;
 * a #fragment would stop browsers from focusing it).
 */
export const photoRemovalAddress = (albumId: number, photoId: number): string =>
  `${PUBLIC_PAGE_PATHS.contact}?${ALBUM_QUERY_PARAMETER}=${albumId}&${PHOTO_QUERY_PARAMETER}=${photoId}`;

/** A positive 32-bit id from a query parameter, or null for anything else. */
export function idFromQuery(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
