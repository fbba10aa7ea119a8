import { addDays, daysIn, isDayKey, periodStart, periodsOf } from '../reach-periods';

describe('the periods of a reach report', () => {
  it('reads only real days', () => {
    expect(isDayKey('2026-02-28')).toBe(true);
    expect(isDayKey('2028-02-29')).toBe(true);
    expect(isDayKey('2026-02-29')).toBe(false);
    expect(isDayKey('2026-2-1')).toBe(false);
  });

  it('counts days across a change of summer time and of year', () => {
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysIn('2026-03-28', '2026-03-30')).toBe(3);
  });

  it('starts a week on Monday and a month on its first', () => {
    expect(periodStart('2026-11-15', 'week')).toBe('2026-11-09');
    expect(periodStart('2026-11-09', 'week')).toBe('2026-11-09');
    expect(periodStart('2026-11-15', 'month')).toBe('2026-11-01');
  });

  it('covers the range with whole periods whose last ends with the range', () => {
    expect(periodsOf('2026-11-05', '2026-11-18', 'week')).toEqual([
      { start: '2026-11-02', end: '2026-11-08' },
      { start: '2026-11-09', end: '2026-11-15' },
      { start: '2026-11-16', end: '2026-11-18' },
    ]);
    expect(periodsOf('2026-12-20', '2027-02-03', 'month').map((span) => span.start)).toEqual(['2026-12-01', '2027-01-01', '2027-02-01']);
    expect(periodsOf('2026-11-05', '2026-11-07', 'day')).toHaveLength(3);
  });
});
