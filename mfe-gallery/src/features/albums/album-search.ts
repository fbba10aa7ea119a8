// Spec 2.12 + issue 5: album search ignores case and Slovak diacritics ("jesen" finds "Jeseň").
import type { Album } from 'shared-ui/domain';

/** Lower case without combining marks: "Jeseň v Ľubochni" -> "jesen v lubochni". */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('sk').trim();
}

/** Albums whose name contains the query; every album for a blank query. */
export function searchAlbums(albums: readonly Album[], query: string): Album[] {
  const needle = normalizeForSearch(query);
  if (!needle) return [...albums];
  return albums.filter((album) => normalizeForSearch(album.name).includes(needle));
}
