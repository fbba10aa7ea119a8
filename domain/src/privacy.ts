// Where the privacy information lives and how long personal data is kept by default. The API's
// retention rules read their periods from the environment (README "Retention"), falling back to
// these, and publish the periods they apply (GET /api/privacy/retention): the privacy page states
// those, never these defaults. Each rule's default has its home here and nowhere else.

/** The privacy information page; the English page is the same address with `?lang=en`. */
export const PRIVACY_PATH = '/ochrana-osobnych-udajov';

export interface RetentionPeriods {
  /** A contact message marked resolved is erased this many months after it was resolved. */
  resolvedContactMonths: number;
  /** A contact message never resolved is erased this many months after it arrived. */
  unresolvedContactMonths: number;
  /** Feedback never approved is erased this many days after it arrived. */
  unapprovedFeedbackDays: number;
  /** An approved feedback's e-mail address is dropped this many days after approval. */
  approvedFeedbackEmailDays: number;
  /** A newsletter address never confirmed is erased this many days after sign-up (fixed: the consent texts state it). */
  unconfirmedNewsletterDays: number;
  /** An entry of the activity log (who logged in from which masked address, what changed) is erased this many days after it was written. */
  activityDays: number;
  /** Nightly backups kept (BACKUP_KEEP): erased data is gone from the backups after this many nights. */
  nightlyBackupsKept: number;
}

export const RETENTION_DEFAULTS: RetentionPeriods = {
  resolvedContactMonths: 12,
  unresolvedContactMonths: 24,
  unapprovedFeedbackDays: 90,
  approvedFeedbackEmailDays: 30,
  unconfirmedNewsletterDays: 7,
  activityDays: 365,
  nightlyBackupsKept: 14,
};

/**
 * How a person's name or e-mail address is compared when the administrator looks a person up (and
 * erases what was found): trimmed, inner white space as one space, Unicode NFC, lowercased in every
 * alphabet (Ľ, Š, Ž, Č fold like A), with the diacritics kept, so "Kovac" never erases "Kováč".
 * Computed here only, for both databases: SQLite's LOWER() folds ASCII alone, and MariaDB's
 * accent-insensitive collation would match the wrong person.
 */
export function personalDataKey(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();
}
