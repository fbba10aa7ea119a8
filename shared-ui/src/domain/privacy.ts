// Issue 30: where the privacy information lives and how long personal data is kept by default.
// The API's retention sweep reads its limits from the environment (README "Retention") and falls
// back to these; the privacy page states these defaults.

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
  /** A newsletter address never confirmed is erased this many days after sign-up. */
  unconfirmedNewsletterDays: number;
}

export const RETENTION_DEFAULTS: RetentionPeriods = {
  resolvedContactMonths: 12,
  unresolvedContactMonths: 24,
  unapprovedFeedbackDays: 90,
  approvedFeedbackEmailDays: 30,
  unconfirmedNewsletterDays: 7,
};
