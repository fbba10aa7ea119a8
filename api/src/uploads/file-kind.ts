// The kind of an upload is decided by its bytes (PRODUCT section 6), never by the client's name
// or MIME type. SVG, HTML and anything unrecognised are refused.
import { fileTypeFromBuffer } from 'file-type';

export type UploadKind = 'image' | 'video' | 'material';

export interface SniffedFile {
  kind: UploadKind;
  /** Extension the stored file gets (images are re-encoded to jpg whatever they were). */
  extension: string;
  mime: string;
}

/**
 * Uploaded files that may show in the page (images, videos); every other one is served as a
 * download. The same list as the gateway's $upload_disposition map (nginx/gateway/http.conf).
 */
export const INLINE_UPLOAD_FILE = /\.(jpe?g|png|webp|gif|avif|mp4|m4v|webm|mov|ogv)$/i;

/** Bytes file-type needs to recognise every format below. */
export const SNIFF_BYTES = 4100;

const IMAGE_EXTENSIONS = new Set(['jpg', 'png', 'gif', 'webp', 'avif', 'tif', 'heic']);
const VIDEO_EXTENSIONS = new Set(['mp4', 'm4v', 'mov', 'webm', 'mkv', 'ogv', 'ogg', 'avi', '3gp']);
const DOCUMENT_EXTENSIONS = new Set(['pdf', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'epub', 'rtf', 'zip']);
/** Old Office files share one container format; the client's extension picks among these only. */
const LEGACY_OFFICE_EXTENSIONS = new Set(['doc', 'xls', 'ppt']);

function clientExtension(originalName: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(originalName);
  return match ? match[1].toLowerCase() : '';
}

export async function sniffFile(head: Uint8Array, originalName: string): Promise<SniffedFile | null> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return null;
  const { ext, mime } = detected;
  if (IMAGE_EXTENSIONS.has(ext)) return { kind: 'image', extension: 'jpg', mime };
  if (VIDEO_EXTENSIONS.has(ext) || (ext === 'ogg' && mime.startsWith('video/'))) {
    return { kind: 'video', extension: ext === 'ogg' ? 'ogv' : ext, mime };
  }
  if (DOCUMENT_EXTENSIONS.has(ext)) return { kind: 'material', extension: ext, mime };
  if (ext === 'cfb') {
    const extension = clientExtension(originalName);
    if (LEGACY_OFFICE_EXTENSIONS.has(extension)) return { kind: 'material', extension, mime };
  }
  return null;
}
