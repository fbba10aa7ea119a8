// Sends a gallery draft: per entry the file (a video's thumbnail first), then its record.
// One overall fraction over all bytes drives the progress bar. A file already stored by a failed
// attempt is not sent again, so retries leave no duplicate files behind.
import { api, uploadFile } from 'shared-ui/api';
import type { GalleryUploadDraft, StoredFile } from './upload-draft';

export interface UploadOutcome {
  /** Entries whose file and record were both stored. */
  uploadedIds: string[];
  /** How many of the uploaded entries the API answered `converted: true` for (stored as JPG). */
  convertedCount: number;
  error: unknown;
  /** Files stored on the server whose record is still missing (kept for a retry). */
  storedFiles: Record<string, StoredFile>;
  thumbnailStored?: StoredFile;
}

export interface UploadProgress {
  fraction: number;
  /** 1-based index of the entry being sent. */
  current: number;
  total: number;
}

export async function runGalleryUpload(
  draft: GalleryUploadDraft,
  onProgress: (progress: UploadProgress) => void,
  deps = { uploadFile, createGalleryItem: api.createGalleryItem },
): Promise<UploadOutcome> {
  const totalBytes = draft.entries.reduce((sum, entry) => sum + entry.file.size, 0) + (draft.thumbnail?.size ?? 0) || 1;
  let doneBytes = 0;
  const outcome: UploadOutcome = { uploadedIds: [], convertedCount: 0, error: null, storedFiles: {} };
  const total = draft.entries.length;

  const send = async (file: File, current: number, stored?: StoredFile): Promise<StoredFile> => {
    if (stored) {
      doneBytes += file.size;
      return stored;
    }
    const result = await deps.uploadFile(file, {
      onProgress: (fraction) => onProgress({ fraction: (doneBytes + fraction * file.size) / totalBytes, current, total }),
    });
    doneBytes += file.size;
    onProgress({ fraction: doneBytes / totalBytes, current, total });
    return { path: result.path, converted: result.converted };
  };

  try {
    let thumbnail: string | null = null;
    if (draft.type === 'video' && draft.thumbnail) {
      outcome.thumbnailStored = await send(draft.thumbnail, 1, draft.thumbnailStored);
      thumbnail = outcome.thumbnailStored.path;
    }
    for (const [index, entry] of draft.entries.entries()) {
      const uploaded = await send(entry.file, index + 1, entry.stored);
      outcome.storedFiles[entry.id] = uploaded;
      await deps.createGalleryItem({
        title: entry.title.trim(),
        titleEn: entry.titleEn.trim() || null,
        description: draft.description.trim() || null,
        descriptionEn: draft.descriptionEn.trim() || null,
        alt: entry.alt.trim() || null,
        altEn: entry.altEn.trim() || null,
        albumId: Number(draft.albumId),
        type: draft.type,
        url: uploaded.path,
        thumbnail,
      });
      delete outcome.storedFiles[entry.id];
      outcome.uploadedIds.push(entry.id);
      if (uploaded.converted) outcome.convertedCount += 1;
    }
  } catch (error) {
    outcome.error = error;
  }
  return outcome;
}
