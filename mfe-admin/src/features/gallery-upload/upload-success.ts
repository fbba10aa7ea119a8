// The success message after a gallery upload, chosen from what the server answered per file:
// spec 8 words the single photo ("…a konvertovaný na JPG!" only when `converted` is true); for
// several photos the message counts the files the server really converted.
import type { GalleryMediaType } from 'shared-ui/domain';

export interface SuccessText {
  /** Key under the admin namespace. */
  key: string;
  /** Interpolation values (`count` also picks the plural form). */
  values: { count?: number; total?: number };
}

export function uploadSuccessText(type: GalleryMediaType, uploaded: number, converted: number): SuccessText {
  if (type === 'video') return { key: 'gallery.successVideo', values: {} };
  if (uploaded === 1) return { key: converted > 0 ? 'gallery.successPhotoConverted' : 'gallery.successPhoto', values: {} };
  if (converted === 0) return { key: 'gallery.successPhotos', values: { count: uploaded } };
  if (converted === uploaded) return { key: 'gallery.successPhotosConverted', values: { count: uploaded } };
  // Plural forms follow the number converted ("z toho 1 konvertovaný / 2 konvertované / 5 konvertovaných").
  return { key: 'gallery.successPhotosSomeConverted', values: { count: converted, total: uploaded } };
}
