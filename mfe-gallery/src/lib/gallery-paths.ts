// Links inside a remote are absolute (team brief): the shell mounts the gallery at /galeria.
export const GALLERY_PATH = '/galeria';

export const albumPath = (albumId: number): string => `${GALLERY_PATH}/${albumId}`;

/** The album id of a /galeria/{id} path, or null on the album list (and on anything malformed). */
export function albumIdFromPath(pathname: string): number | null {
  const match = new RegExp(`^${GALLERY_PATH}/(\\d+)/?$`).exec(pathname);
  return match ? Number(match[1]) : null;
}

/** Parses the :albumId route parameter; a non-numeric value is not an album. */
export function parseAlbumId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  return Number(value);
}
