// Shapes of the API's JSON (spec section 3, PRODUCT section 4). The API's DTOs satisfy these.
import type {
  ContactSubject,
  FeedbackWorkshop,
  GalleryMediaType,
  MaterialType,
  ToolType,
  ToolWorkshop,
  WorkshopName,
} from './constants';
import type { CoverImage } from './album-cover';

/** One resized copy of an uploaded image (issue 5), never wider than the original. */
export interface ImageVariant {
  width: number;
  height: number;
  /** Same-origin path of the JPG copy, under /uploads/images/. */
  jpg: string;
  /** Same-origin path of the WebP copy. */
  webp: string;
}

export interface Album {
  id: number;
  name: string;
  description: string | null;
  /** Issue 15: the English name and description; null (or absent from older servers) when not written. */
  nameEn?: string | null;
  descriptionEn?: string | null;
  /** Image path, or null for the automatic cover. */
  coverImage: string | null;
  createdAt: string;
  /** Responsive copies of `coverImage` found on disk by the server; empty or absent when there are none. */
  coverVariants?: ImageVariant[];
  /** Pixel size of `coverImage` when known (null or absent otherwise). */
  coverWidth?: number | null;
  coverHeight?: number | null;
  /** The cover the public gallery shows (spec 2.12, resolved by the server); null for a gradient. */
  cover?: CoverImage | null;
  /** How many photos and videos the album holds. */
  itemCount?: number;
}

export interface GalleryItem {
  id: number;
  albumId: number | null;
  type: GalleryMediaType;
  /** Full-size file path (the JPG for photos). */
  url: string;
  /** Image path of a video's thumbnail. */
  thumbnail: string | null;
  title: string;
  description: string | null;
  /** Issue 15: English title and description, and the photo's (or thumbnail's) alt text in both languages. */
  titleEn?: string | null;
  descriptionEn?: string | null;
  alt?: string | null;
  altEn?: string | null;
  createdAt: string;
  /** Pixel size of the image (the photo, or the video's thumbnail) when known. */
  width: number | null;
  height: number | null;
  /** Responsive copies of the photo, or of the video's thumbnail; empty for older items. */
  variants: ImageVariant[];
  /** Issue 30.4: taken down (only the administrator's list holds such items); absent means shown. */
  hidden?: boolean;
}

export interface Material {
  id: number;
  title: string;
  description: string;
  /** Issue 15: English title and description (null when not written). */
  titleEn?: string | null;
  descriptionEn?: string | null;
  type: MaterialType;
  category: WorkshopName;
  fileUrl: string;
  createdAt: string;
}

export interface Feedback {
  id: number;
  name: string;
  comment: string;
  /** Spec 5: the older name of the text, read when there is no comment (see feedbackText). */
  message?: string | null;
  workshop: FeedbackWorkshop | null;
  rating: number | null;
  createdAt: string;
  /** Only in the administrator's list. */
  approved?: boolean;
  /** Only in the administrator's list. */
  email?: string | null;
}

export interface FeedbackStats {
  /** Average over approved items that have a rating, one decimal; null when none. */
  averageRating: number | null;
  totalReviews: number;
  /** Share (0–100, whole number) of rated approved items with rating >= 4; null when none. */
  recommendedPercent: number | null;
  mostReviewedWorkshop: FeedbackWorkshop | null;
  recent: Feedback[];
}

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: ContactSubject;
  message: string;
  createdAt: string;
  resolved: boolean;
  /** Issue 30.4: the gallery photo a removal request names (null for other messages). */
  galleryItemId?: number | null;
  /** That photo as it is now, for the administrator; null when it was deleted since (or none was named). */
  photo?: ContactPhotoReference | null;
}

/** Issue 30.4: what the administrator sees of the photo a removal request names. */
export interface ContactPhotoReference {
  id: number;
  albumId: number | null;
  albumName: string | null;
  title: string;
  /** A small copy to show beside the message; null while the photo is hidden (its files are withheld). */
  thumbnail: string | null;
  hidden: boolean;
}

export interface InteractiveTool {
  id: number;
  title: string;
  description: string;
  /** Issue 15: English title and description (null when not written). */
  titleEn?: string | null;
  descriptionEn?: string | null;
  type: ToolType;
  workshop: ToolWorkshop;
  url: string;
  embedUrl: string | null;
  createdAt: string;
}

export interface UploadResult {
  path: string;
  converted: boolean;
  /** For images: pixel size and the responsive copies written beside the JPG. */
  width?: number;
  height?: number;
  variants?: ImageVariant[];
}

export interface LoginResult {
  token: string;
}

export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string | string[];
  /** 429 and 503: seconds until the client may try again (also the Retry-After header). */
  retryAfterSeconds?: number;
}

/** One page of contact messages, newest first, with the counts the admin tab shows (issue 13). */
export interface ContactMessagePage {
  items: ContactMessage[];
  /** Messages in all pages. */
  total: number;
  /** Unresolved messages in all pages. */
  unresolved: number;
  page: number;
  pageSize: number;
}

/** The public forms' spam trap field (issue 13): `website` is the hidden honeypot (empty from a person). */
export interface SpamTrapFields {
  website?: string;
}

// Request bodies (spec section 7).
export interface PublicFeedbackInput extends SpamTrapFields {
  name: string;
  email?: string | null;
  workshop: FeedbackWorkshop;
  rating: number;
  comment: string;
  approved?: false;
}
export interface AdminFeedbackInput {
  name: string;
  workshop: FeedbackWorkshop;
  rating: number;
  comment: string;
}
export interface ContactInput extends SpamTrapFields {
  name: string;
  email: string;
  phone?: string | null;
  subject: ContactSubject;
  message: string;
  resolved?: false;
  /** Issue 30.4: the photo a removal request is about. */
  galleryItemId?: number | null;
}
export interface AlbumInput {
  name: string;
  description: string | null;
  nameEn?: string | null;
  descriptionEn?: string | null;
  coverImage: string | null;
}
export interface MaterialInput {
  title: string;
  description: string;
  titleEn?: string | null;
  descriptionEn?: string | null;
  type: MaterialType;
  category: WorkshopName;
  fileUrl: string;
  createdAt?: string;
}
export interface GalleryItemInput {
  title: string;
  description: string | null;
  titleEn?: string | null;
  descriptionEn?: string | null;
  alt?: string | null;
  altEn?: string | null;
  albumId: number;
  type: GalleryMediaType;
  url: string;
  thumbnail: string | null;
  createdAt?: string;
}
export interface InteractiveToolInput {
  title: string;
  description: string;
  titleEn?: string | null;
  descriptionEn?: string | null;
  type: ToolType;
  workshop: ToolWorkshop;
  url: string;
  embedUrl?: string | null;
}

/**
 * Issue 15: the texts of an existing item that can be changed later (PATCH), e.g. the English
 * values or the alt text written after the upload. Absent fields stay as they are.
 */
export type GalleryItemTextsInput = Partial<Pick<GalleryItemInput, 'title' | 'description' | 'titleEn' | 'descriptionEn' | 'alt' | 'altEn'>>;
export type MaterialTextsInput = Partial<Pick<MaterialInput, 'title' | 'description' | 'titleEn' | 'descriptionEn'>>;
export type InteractiveToolTextsInput = Partial<Pick<InteractiveToolInput, 'title' | 'description' | 'titleEn' | 'descriptionEn'>>;

/** Issue 30: whom an access or erasure request is about (e-mail, optionally a name). */
export interface DataSubject {
  email: string;
  name?: string;
}

/** One stored record holding the person's data, with every field it has. */
export type PersonalDataRecord = { id: number | string } & Record<string, unknown>;

/** Every registered source (contactMessages, feedback, …) with the person's records. */
export interface PersonalDataFound {
  sources: Array<{ key: string; records: PersonalDataRecord[] }>;
  total: number;
}

/** The answer to an access request, as downloaded. */
export interface PersonalDataExport {
  exportedAt: string;
  subject: DataSubject;
  sources: Record<string, PersonalDataRecord[]>;
}

/** How many records each source erased. */
export interface ErasureReport {
  erased: Record<string, number>;
  total: number;
}

/** One backup run (issue 29): what `POST /api/backups` answers and the admin panel shows. */
export interface BackupRun {
  ok: boolean;
  at: string;
  name?: string;
  size?: number;
  rows?: number;
  files?: number;
  error?: string;
}

/** `GET /api/backups`: the last success, the last failure after it, the kept archives (newest first). */
export interface BackupState {
  lastSuccess: BackupRun | null;
  lastFailure: BackupRun | null;
  archives: Array<{ name: string; size: number; createdAt: string }>;
  /** No successful backup in the last 48 hours (or none at all). */
  stale: boolean;
  schedule: { time: string; keep: number };
}
