// Spec 5, "Feedback, as read in lists": a feedback item's text is its comment, or its message when
// the comment is empty (the older shape of the data). Blank counts as empty; null when neither.
import type { Feedback } from './types';

export function feedbackText(item: Pick<Feedback, 'comment' | 'message'>): string | null {
  return item.comment?.trim() || item.message?.trim() || null;
}
