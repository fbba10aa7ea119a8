// Issue 30.4: "Požiadať o odstránenie" on a gallery photo opens /kontakt?album={id}&foto={id}. The
// page reads that photo from the public lists (so a photo already taken down, or an id that is not
// in the album, names nothing) and the form starts with the subject and the photo's reference.
import { ALBUM_QUERY_PARAMETER, idFromQuery, localizedText, PHOTO_QUERY_PARAMETER, type Locale } from 'shared-ui/domain';
import type { PageRequest } from 'shared-ui/page-data';

/** The photo a removal request is about, in the reader's language. */
export interface PhotoRemovalReference {
  id: number;
  albumId: number;
  title: string;
  album: string;
}

export interface ContactData {
  photo: PhotoRemovalReference | null;
}


export async function loadContactData({ search, reads, locale }: Pick<PageRequest, 'search' | 'reads' | 'locale'>): Promise<ContactData> {
  const query = new URLSearchParams(search);
  const photoId = idFromQuery(query.get(PHOTO_QUERY_PARAMETER));
  const albumId = idFromQuery(query.get(ALBUM_QUERY_PARAMETER));
  if (photoId === null || albumId === null) return { photo: null };
  try {
    const [album, items] = await Promise.all([reads.album(albumId), reads.albumItems(albumId)]);
    const item = Array.isArray(items) ? items.find((candidate) => candidate.id === photoId && candidate.type === 'photo') : undefined;
    if (!album || !item) return { photo: null };
    return { photo: { id: item.id, albumId, title: textIn(item.title, item.titleEn, locale), album: textIn(album.name, album.nameEn, locale) } };
  } catch (error) {
    // The form still works without the reference; the visitor can name the photo in the message.
    console.error('Chyba pri načítaní fotografie pre kontaktný formulár', error);
    return { photo: null };
  }
}

const textIn = (slovak: string, english: string | null | undefined, locale: Locale) => localizedText(slovak, english, locale)?.text ?? slovak;
