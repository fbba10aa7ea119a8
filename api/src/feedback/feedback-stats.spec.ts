import type { Feedback, FeedbackWorkshop } from '@softskills/domain';
import { computeFeedbackStats } from './feedback-stats';

let nextId = 1;
const item = (rating: number | null, workshop: FeedbackWorkshop | null): Feedback => ({
  id: nextId++,
  name: 'N',
  comment: 'Komentár dosť dlhý',
  workshop,
  rating,
  createdAt: new Date().toISOString(),
});

describe('computeFeedbackStats', () => {
  it('answers nulls and zero for no feedback', () => {
    expect(computeFeedbackStats([])).toEqual({
      averageRating: null,
      totalReviews: 0,
      recommendedPercent: null,
      mostReviewedWorkshop: null,
      recent: [],
    });
  });

  it('averages rated items to one decimal, counts every item and rounds the recommend share', () => {
    const items = [item(5, 'Marketing'), item(4, 'Marketing'), item(2, 'Fotografia'), item(null, null), item(4, 'Fotografia'), item(3, 'Argumentácia')];
    const stats = computeFeedbackStats(items);
    expect(stats.averageRating).toBe(3.6); // 18 / 5
    expect(stats.totalReviews).toBe(6);
    expect(stats.recommendedPercent).toBe(60); // 3 of 5 rated
    expect(stats.recent).toEqual(items.slice(0, 5));
  });

  it('picks the most reviewed workshop, ties going to the first in spec order', () => {
    expect(computeFeedbackStats([item(5, 'Fotografia'), item(5, 'Marketing')]).mostReviewedWorkshop).toBe('Marketing');
    expect(computeFeedbackStats([item(5, 'Fotografia'), item(5, 'Fotografia'), item(5, 'Marketing')]).mostReviewedWorkshop).toBe('Fotografia');
    expect(computeFeedbackStats([item(1, null)]).mostReviewedWorkshop).toBeNull();
  });

  it('rounds 2/3 to 67 percent and 4.25 to 4.3', () => {
    expect(computeFeedbackStats([item(5, null), item(4, null), item(1, null)]).recommendedPercent).toBe(67);
    expect(computeFeedbackStats([item(5, null), item(4, null), item(4, null), item(4, null)]).averageRating).toBe(4.3);
  });
});
