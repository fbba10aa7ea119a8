// Statistics over approved feedback (PRODUCT section 4).
import {
  FEEDBACK_RECOMMEND_THRESHOLD,
  FEEDBACK_STATS_RECENT,
  FEEDBACK_WORKSHOPS,
  type Feedback,
  type FeedbackStats,
  type FeedbackWorkshop,
} from '@softskills/domain';

function mostReviewed(items: Feedback[]): FeedbackWorkshop | null {
  const counts = new Map<FeedbackWorkshop, number>();
  for (const { workshop } of items) if (workshop) counts.set(workshop, (counts.get(workshop) ?? 0) + 1);
  let best: FeedbackWorkshop | null = null;
  // Ties go to the workshop listed first (spec 9 order), so the answer is stable.
  for (const workshop of FEEDBACK_WORKSHOPS) {
    if ((counts.get(workshop) ?? 0) > (best ? (counts.get(best) ?? 0) : 0)) best = workshop;
  }
  return best;
}

/** `approvedNewestFirst` must hold only approved items, newest first. */
export function computeFeedbackStats(approvedNewestFirst: Feedback[]): FeedbackStats {
  const ratings = approvedNewestFirst.map((item) => item.rating).filter((rating): rating is number => rating !== null);
  const average = ratings.length ? ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length : null;
  const recommended = ratings.filter((rating) => rating >= FEEDBACK_RECOMMEND_THRESHOLD).length;
  return {
    averageRating: average === null ? null : Math.round(average * 10) / 10,
    totalReviews: approvedNewestFirst.length,
    recommendedPercent: ratings.length ? Math.round((recommended / ratings.length) * 100) : null,
    mostReviewedWorkshop: mostReviewed(approvedNewestFirst),
    recent: approvedNewestFirst.slice(0, FEEDBACK_STATS_RECENT),
  };
}
