import type { Feedback } from 'shared-ui/domain';
import { filterFeedback, pendingCount } from '../feedback-filter';

const item = (id: number, approved?: boolean): Feedback => ({ id, name: 'N', comment: 'c', workshop: null, rating: null, createdAt: '', approved });

describe('feedback approval filter', () => {
  const items = [item(1, true), item(2, false), item(3)];

  it('counts as pending everything not approved', () => {
    expect(pendingCount(items)).toBe(2);
  });

  it('filters pending and approved feedback', () => {
    expect(filterFeedback(items, 'pending').map((entry) => entry.id)).toEqual([2, 3]);
    expect(filterFeedback(items, 'approved').map((entry) => entry.id)).toEqual([1]);
    expect(filterFeedback(items, 'all')).toHaveLength(3);
  });
});
