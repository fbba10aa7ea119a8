// The gallery upload form as a pure model: several photos or one video with its required
// thumbnail; validation per spec 5. A title starts empty and must be written (a camera's
// "IMG_2034" is no title), or is the album's name with a number.
import type { GalleryMediaType } from 'shared-ui/domain';

export interface UploadEntry {
  id: string;
  file: File;
  title: string;
  /** Optional English title and the picture's alt text in both languages (may come later). */
  titleEn: string;
  alt: string;
  altEn: string;
  /** Set once the file is on the server but its record is not: a retry reuses it. */
  stored?: StoredFile;
}

export interface StoredFile {
  path: string;
  converted: boolean;
}

export interface GalleryUploadDraft {
  albumId: string;
  type: GalleryMediaType;
  description: string;
  descriptionEn: string;
  entries: UploadEntry[];
  thumbnail: File | null;
  thumbnailStored?: StoredFile;
}

/** i18n keys under `gallery.` so the messages stay verbatim in both languages. */
export interface GalleryUploadErrors {
  album?: 'noAlbum';
  file?: 'noFile';
  thumbnail?: 'noThumbnail';
  /** Entry id -> message key, for entries whose title is empty. */
  titles?: Record<string, 'noTitle'>;
}

/** The texts of one chosen file the administrator can edit before the upload. */
export type EntryTextField = 'title' | 'titleEn' | 'alt' | 'altEn';

export type DraftAction =
  | { type: 'setAlbum'; albumId: string }
  | { type: 'setType'; mediaType: GalleryMediaType }
  | { type: 'setDescription'; description: string }
  | { type: 'setDescriptionEn'; descriptionEn: string }
  | { type: 'addEntries'; entries: UploadEntry[] }
  | { type: 'setEntryText'; id: string; field: EntryTextField; value: string }
  /** Every entry still without a title becomes "<album> <n>", counting on from `firstNumber`. */
  | { type: 'numberEmptyTitles'; albumName: string; firstNumber: number }
  | { type: 'removeEntry'; id: string }
  | { type: 'setThumbnail'; file: File | null }
  | { type: 'uploaded'; ids: string[] }
  | { type: 'filesStored'; files: Record<string, StoredFile>; thumbnail?: StoredFile };

export const emptyDraft: GalleryUploadDraft = { albumId: '', type: 'photo', description: '', descriptionEn: '', entries: [], thumbnail: null };

export function acceptsFile(type: GalleryMediaType, file: File): boolean {
  return file.type.startsWith(type === 'photo' ? 'image/' : 'video/');
}

export const ACCEPT_BY_TYPE: Record<GalleryMediaType, string> = { photo: 'image/*', video: 'video/*' };

/** Splits dropped or chosen files into entries the current type accepts and the names it refuses. */
export function entriesFromFiles(type: GalleryMediaType, files: File[], makeId: () => string) {
  const accepted = files.filter((file) => acceptsFile(type, file));
  const rejected = files.filter((file) => !acceptsFile(type, file)).map((file) => file.name);
  // One video per item: a second video replaces the first.
  const kept = type === 'video' ? accepted.slice(-1) : accepted;
  return { entries: kept.map((file) => ({ id: makeId(), file, title: '', titleEn: '', alt: '', altEn: '' })), rejected };
}

export function draftReducer(draft: GalleryUploadDraft, action: DraftAction): GalleryUploadDraft {
  switch (action.type) {
    case 'setAlbum':
      return { ...draft, albumId: action.albumId };
    case 'setType':
      if (action.mediaType === draft.type) return draft;
      // Files of the other kind cannot be sent as this type; the thumbnail belongs to videos only.
      return { ...draft, type: action.mediaType, entries: [], thumbnail: null };
    case 'setDescription':
      return { ...draft, description: action.description };
    case 'setDescriptionEn':
      return { ...draft, descriptionEn: action.descriptionEn };
    case 'addEntries':
      return { ...draft, entries: draft.type === 'video' ? action.entries.slice(-1) : [...draft.entries, ...action.entries] };
    case 'setEntryText':
      return { ...draft, entries: draft.entries.map((entry) => (entry.id === action.id ? { ...entry, [action.field]: action.value } : entry)) };
    case 'numberEmptyTitles': {
      let next = action.firstNumber;
      const titled = (entry: UploadEntry) => (entry.title.trim() ? entry : { ...entry, title: `${action.albumName} ${next++}` });
      return { ...draft, entries: draft.entries.map(titled) };
    }
    case 'removeEntry':
      return { ...draft, entries: draft.entries.filter((entry) => entry.id !== action.id) };
    case 'setThumbnail':
      return { ...draft, thumbnail: action.file, thumbnailStored: undefined };
    case 'filesStored':
      return {
        ...draft,
        thumbnailStored: action.thumbnail ?? draft.thumbnailStored,
        entries: draft.entries.map((entry) => (action.files[entry.id] ? { ...entry, stored: action.files[entry.id] } : entry)),
      };
    case 'uploaded': {
      // Sent entries leave the form; the failed ones stay with their titles for a retry.
      const entries = draft.entries.filter((entry) => !action.ids.includes(entry.id));
      return entries.length === 0 ? { ...draft, entries, description: '', descriptionEn: '', thumbnail: null, thumbnailStored: undefined } : { ...draft, entries };
    }
  }
}

export function validateGalleryUpload(draft: GalleryUploadDraft): GalleryUploadErrors {
  const errors: GalleryUploadErrors = {};
  if (!draft.albumId) errors.album = 'noAlbum';
  if (draft.entries.length === 0) errors.file = 'noFile';
  if (draft.type === 'video' && !draft.thumbnail) errors.thumbnail = 'noThumbnail';
  const titles = Object.fromEntries(
    draft.entries.filter((entry) => entry.title.trim() === '').map((entry) => [entry.id, 'noTitle' as const]),
  );
  if (Object.keys(titles).length > 0) errors.titles = titles;
  return errors;
}

export const hasErrors = (errors: GalleryUploadErrors): boolean => Object.keys(errors).length > 0;

/** True when leaving would lose something the administrator chose or typed. */
export const isDraftDirty = (draft: GalleryUploadDraft): boolean =>
  draft.entries.length > 0 || draft.description.trim() !== '' || draft.descriptionEn.trim() !== '' || draft.thumbnail !== null;
