// Waiting-for-approval feedback visible at a glance: a count and a filter.
import type { Feedback } from 'shared-ui/domain';

export const FEEDBACK_FILTERS = ['all', 'pending', 'approved'] as const;
export type FeedbackFilter = (typeof FEEDBACK_FILTERS)[number];

export const isPending = (item: Feedback): boolean => item.approved !== true;

export function filterFeedback(items: Feedback[], filter: FeedbackFilter): Feedback[] {
  if (filter === 'pending') return items.filter(isPending);
  if (filter === 'approved') return items.filter((item) => !isPending(item));
  return items;
}

export const pendingCount = (items: Feedback[]): number => items.filter(isPending).length;
