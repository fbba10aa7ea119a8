// Spec 2.12 + issues 5 and 15: album search ignores case and Slovak diacritics ("jesen" finds
// "Jeseň") and finds an album by its Slovak or its English name.
import { albumMatchesSearch, type Album } from 'shared-ui/domain';

/** Albums whose name (in either language) contains the query; every album for a blank query. */
export function searchAlbums(albums: readonly Album[], query: string): Album[] {
  return albums.filter((album) => albumMatchesSearch(album, query));
}
