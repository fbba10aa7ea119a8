// Spec 5, "Feedback, as read in lists": a feedback item's text is its comment, or its message when
// the comment is empty (the older shape of the data). Blank counts as empty; null when neither.
import type { Feedback } from './types';

/** `message` is not in the API's document: only data of the older shape carries it. */
export type FeedbackWithOlderText = Feedback & { message?: string | null };

export function feedbackText(item: Pick<FeedbackWithOlderText, 'comment' | 'message'>): string | null {
  return item.comment?.trim() || item.message?.trim() || null;
}
