import {
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_COMMENT_MIN,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  FEEDBACK_WORKSHOPS,
  type FeedbackWorkshop,
} from 'shared-ui/domain';
import { isEmail } from '../../lib/email';

export interface FeedbackValues {
  name: string;
  email: string;
  workshop: FeedbackWorkshop | '';
  rating: number | null;
  comment: string;
}

export const EMPTY_FEEDBACK: FeedbackValues = { name: '', email: '', workshop: '', rating: null, comment: '' };

export type FeedbackField = keyof FeedbackValues;
/** Field name → i18n key of its error message (under feedback.form). */
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

/** Spec 5: the comment needs 10 characters (then the ⚠️ warning goes and the button enables). */
export function isCommentLongEnough(comment: string): boolean {
  return comment.trim().length >= FEEDBACK_COMMENT_MIN;
}

/** Reading B (PRODUCT 4): name, workshop, rating 1–5 and a 10–500 character comment; e-mail optional. */
export function validateFeedback(values: FeedbackValues): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (!values.name.trim()) errors.name = 'nameError';
  if (values.email.trim() && !isEmail(values.email)) errors.email = 'emailError';
  if (!FEEDBACK_WORKSHOPS.includes(values.workshop as FeedbackWorkshop)) errors.workshop = 'workshopError';
  if (values.rating === null || values.rating < FEEDBACK_RATING_MIN || values.rating > FEEDBACK_RATING_MAX) errors.rating = 'ratingError';
  if (!isCommentLongEnough(values.comment) || values.comment.length > FEEDBACK_COMMENT_MAX) errors.comment = 'commentTooShort';
  return errors;
}
