// What the feedback page shows from the API: the statistics the server computes from approved
// feedback (PRODUCT section 4, reading B), or a load error.
import type { FeedbackStats } from 'shared-ui/domain';
import type { PageRequest } from 'shared-ui/page-data';

export type FeedbackData = { status: 'ready'; stats: FeedbackStats } | { status: 'error' };

export async function loadFeedbackData({ reads }: PageRequest): Promise<FeedbackData> {
  try {
    return { status: 'ready', stats: await reads.feedbackStats() };
  } catch {
    return { status: 'error' };
  }
}
