import { activityQuery, filterProblem, NO_FILTER } from '../activity-filter';

describe('the activity filter', () => {
  it('asks for the instants her days start and end, in her time zone, both days included', () => {
    const query = activityQuery({ kind: 'album', action: 'delete', from: '2026-11-10', to: '2026-11-12' }, 3);
    expect(query).toEqual({ page: 3, kind: 'album', action: 'delete', from: new Date(2026, 10, 10).toISOString(), to: new Date(2026, 10, 13).toISOString() });
  });

  it('leaves out what is not chosen', () => {
    expect(activityQuery(NO_FILTER, 1)).toEqual({ page: 1 });
    expect(activityQuery({ ...NO_FILTER, to: '2026-12-31' }, 1)).toEqual({ page: 1, to: new Date(2027, 0, 1).toISOString() });
  });

  it('refuses a range that ends before it starts, and takes one day', () => {
    expect(filterProblem({ ...NO_FILTER, from: '2026-11-12', to: '2026-11-10' })).toBe('reversed');
    expect(filterProblem({ ...NO_FILTER, from: '2026-11-12', to: '2026-11-12' })).toBeNull();
    expect(filterProblem({ ...NO_FILTER, from: '2026-11-12' })).toBeNull();
  });
});
