// What Contact shows from the API: its texts, and the photo a removal request is about.
// "Požiadať o odstránenie fotografie" on a gallery photo opens /kontakt?album={id}&foto={id}. The
// page reads that photo from the public lists (so a photo already taken down, or an id that is not
// in the album, names nothing) and the form starts with the subject and the photo's reference and address.
import { ALBUM_QUERY_PARAMETER, idFromQuery, localizedText, PHOTO_QUERY_PARAMETER, photoAddress, type Locale } from 'shared-ui/domain';
import type { PageHead, PageRequest } from 'shared-ui/page-data';
import type { ShownPageTexts } from 'shared-ui/page-texts';
import { loadPageTexts } from '../../lib/page-texts';

/** The photo a removal request is about, in the reader's language. */
export interface PhotoRemovalReference {
  id: number;
  albumId: number;
  title: string;
  album: string;
  /** Where the photo is seen on the site (its path: short enough to wrap on a phone), for the message. */
  address: string;
}

export interface ContactData {
  texts: ShownPageTexts<'contact'>;
  photo: PhotoRemovalReference | null;
}

export async function loadContactData(request: PageRequest): Promise<ContactData> {
  const [texts, photo] = await Promise.all([loadPageTexts(request, 'contact'), loadPhotoReference(request)]);
  return { texts, photo };
}

export const describeContact = (data: ContactData): PageHead => ({ description: data.texts.description.text });

export async function loadPhotoReference({ search, reads, locale }: Pick<PageRequest, 'search' | 'reads' | 'locale'>): Promise<PhotoRemovalReference | null> {
  const query = new URLSearchParams(search);
  const photoId = idFromQuery(query.get(PHOTO_QUERY_PARAMETER));
  const albumId = idFromQuery(query.get(ALBUM_QUERY_PARAMETER));
  if (photoId === null || albumId === null) return null;
  try {
    const [album, items] = await Promise.all([reads.album(albumId), reads.albumItems(albumId)]);
    const item = Array.isArray(items) ? items.find((candidate) => candidate.id === photoId && candidate.type === 'photo') : undefined;
    if (!album || !item) return null;
    return { id: item.id, albumId, title: textIn(item.title, item.titleEn, locale), album: textIn(album.name, album.nameEn, locale), address: photoAddress(albumId, item.id) };
  } catch (error) {
    // The form still works without the reference; the visitor can name the photo in the message.
    console.error('Chyba pri načítaní fotografie pre kontaktný formulár', error);
    return null;
  }
}

const textIn = (slovak: string, english: string | null | undefined, locale: Locale) => localizedText(slovak, english, locale)?.text ?? slovak;
