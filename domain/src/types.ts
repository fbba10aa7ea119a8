// Shapes of the API's JSON (spec section 3, PRODUCT section 4): the ones the API's OpenAPI document
// describes are its generated types (api-schema.ts, `npm run api:generate`); the DTOs implement
// them, so a decorator that says other than the field's TypeScript type fails the API's build.
import type { components } from './api-schema';

type Schemas = components['schemas'];

/** One resized copy of an uploaded image, never wider than the original. */
export type ImageVariant = Schemas['ImageVariantDto'];
export type Album = Schemas['AlbumDto'];
export type GalleryItem = Schemas['GalleryItemDto'];
export type Material = Schemas['MaterialDto'];
export type Feedback = Schemas['FeedbackDto'];
export type FeedbackStats = Schemas['FeedbackStatsDto'];
export type ContactMessage = Schemas['ContactMessageDto'];
/** What the administrator sees of the photo a removal request names. */
export type ContactPhotoReference = Schemas['ContactPhotoReferenceDto'];
export type InteractiveTool = Schemas['InteractiveToolDto'];
export type UploadResult = Schemas['UploadResultDto'];
export type LoginResult = Schemas['LoginResultDto'];
/** Every error answer: `{statusCode, error, message}` (retryAfterSeconds on 429 and 503). */
export type ApiErrorBody = Schemas['ApiErrorDto'];
/** One page of contact messages, newest first, with the counts the admin tab shows. */
export type ContactMessagePage = Schemas['ContactMessagePageDto'];

/** The public forms' spam trap field: `website` is the hidden honeypot (empty from a person). */
export type SpamTrapFields = Pick<Schemas['ContactInputDto'], 'website'>;

// Request bodies (spec section 7).
export type PublicFeedbackInput = Schemas['PublicFeedbackInputDto'];
export type AdminFeedbackInput = Schemas['AdminFeedbackInputDto'];
export type ContactInput = Schemas['ContactInputDto'];
export type AlbumInput = Schemas['AlbumInputDto'];
/** A new album: its texts and cover, and whether it is shown at once (by default it starts in preparation). */
export type AlbumCreateInput = Schemas['AlbumCreateDto'];
export type MaterialInput = Schemas['MaterialInputDto'];
export type GalleryItemInput = Schemas['GalleryItemInputDto'];
export type InteractiveToolInput = Schemas['InteractiveToolInputDto'];

/**
 * The texts of an existing item that can be changed later (PATCH), e.g. the English
 * values or the alt text written after the upload. Absent fields stay as they are.
 */
export type GalleryItemTextsInput = Schemas['GalleryItemTextsDto'];
export type MaterialTextsInput = Schemas['MaterialTextsDto'];
export type InteractiveToolTextsInput = Schemas['InteractiveToolTextsDto'];

/** Whom an access or erasure request is about (e-mail, optionally a name). */
export type DataSubject = Schemas['DataSubjectDto'];

/** One stored record holding the person's data, with every field it has. */
export type PersonalDataRecord = Schemas['PersonalDataSourceDto']['records'][number];

/** Every registered source (contactMessages, feedback, …) with the person's records. */
export type PersonalDataFound = Schemas['PersonalDataFoundDto'];

/** The answer to an access request, as downloaded. */
export type PersonalDataExport = Schemas['PersonalDataExportDto'];

/** How many records each source erased. */
export type ErasureReport = Schemas['ErasureReportDto'];

/** One backup run: what `POST /api/backups` answers and the admin panel shows. */
export type BackupRun = Schemas['BackupRunDto'];

/** One kept archive. */
export type BackupArchive = Schemas['BackupArchiveDto'];

/** `GET /api/backups`: the last success, the last failure after it, the kept archives (newest first), stale when none succeeded in 48 hours. */
export type BackupState = Schemas['BackupStatusDto'];

/** `GET /api/reach`: the reach report of a range of days (PRODUCT section 9). */
export type ReachReport = Schemas['ReachReportDto'];
export type ReachSeriesRow = Schemas['ReachSeriesRowDto'];
export type ReachRankedItem = Schemas['ReachRankedItemDto'];
export type ReachReferrer = Schemas['ReachReferrerDto'];
/** `POST /api/reach/views`: the app moved to another public page. */
export type PageView = Schemas['PageViewDto'];
/** The trash: one delete's batch as listed, the choice a restore may carry after a 409, its answer. */
export type TrashBatch = Schemas['TrashBatchDto'];
export type TrashList = Schemas['TrashListDto'];
export type TrashRestoreChoice = Schemas['TrashRestoreDto'];
export type RestoredBatch = Schemas['RestoredBatchDto'];
