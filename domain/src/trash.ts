// The trash: what a delete in the administration keeps, and for how long. The API reads the period
// from TRASH_DAYS, falling back to this default; the administration shows the period the API answers.

/** Days a deleted item waits in the trash before it is erased for good (with its files). */
export const TRASH_DEFAULT_DAYS = 30;

/** What can be deleted into the trash; one delete is one batch of one kind. */
export const TRASH_KINDS = ['album', 'galleryItem', 'material', 'tool', 'feedback', 'contactMessage', 'meeting'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/**
 * Why a restore was refused (HTTP 409), for the administration to say in words and offer a choice:
 * - `album-gone`: the photo's album no longer exists (another album can be chosen);
 * - `album-in-trash`: the photo's album is itself in the trash (restore that batch first, or choose another album);
 * - `address-taken`: something new already has the item's address (restore it under a new address).
 */
export const TRASH_RESTORE_CONFLICTS = ['album-gone', 'album-in-trash', 'address-taken'] as const;
export type TrashRestoreConflict = (typeof TRASH_RESTORE_CONFLICTS)[number];

/** Undo right after a delete stays offered at least this long (ms). */
export const TRASH_UNDO_MS = 10_000;
