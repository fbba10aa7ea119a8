import { formatMeetingWhen, meetingMoments, nextMeetingChange, seriesDates, siteWallTimeToUtc, WORKSHOP_RHYTHM, type Meeting } from '../domain';

describe('workshop meetings (issue 27)', () => {
  it('puts 14:00 in Bratislava at 13:00 UTC in winter and 12:00 UTC in summer, on both sides of each switch', () => {
    expect(siteWallTimeToUtc('2026-02-03', '14:00').toISOString()).toBe('2026-02-03T13:00:00.000Z');
    expect(siteWallTimeToUtc('2026-03-28', '14:00').toISOString()).toBe('2026-03-28T13:00:00.000Z');
    expect(siteWallTimeToUtc('2026-03-29', '14:00').toISOString()).toBe('2026-03-29T12:00:00.000Z');
    expect(siteWallTimeToUtc('2026-07-14', '14:00').toISOString()).toBe('2026-07-14T12:00:00.000Z');
    expect(siteWallTimeToUtc('2026-10-25', '14:00').toISOString()).toBe('2026-10-25T13:00:00.000Z');
    expect(siteWallTimeToUtc('2026-10-24', '23:30').toISOString()).toBe('2026-10-24T21:30:00.000Z');
  });

  it('spaces a series by its weeks across month and year ends', () => {
    expect(seriesDates('2026-12-22', 3, 1)).toEqual(['2026-12-22', '2026-12-29', '2027-01-05']);
    expect(seriesDates('2026-02-03', 3, 2)).toEqual(['2026-02-03', '2026-02-17', '2026-03-03']);
    expect(seriesDates('2026-03-24', 2, 1).map((date) => meetingMoments({ date, startTime: '14:00', endTime: '15:30' }).startsAt.toISOString())).toEqual([
      '2026-03-24T13:00:00.000Z',
      '2026-03-31T12:00:00.000Z',
    ]);
  });

  it('finds the next moment a schedule changes by itself: the nearest start or end after now, none once all are over', () => {
    const at = (startsAt: string, endsAt: string) => ({ startsAt, endsAt }) as Meeting;
    const schedule = [at('2026-02-10T13:00:00.000Z', '2026-02-10T14:30:00.000Z'), at('2026-02-03T13:00:00.000Z', '2026-02-03T14:30:00.000Z')];
    expect(nextMeetingChange(schedule, new Date('2026-02-01T00:00:00Z'))).toBe('2026-02-03T13:00:00.000Z');
    expect(nextMeetingChange(schedule, new Date('2026-02-03T13:00:00Z'))).toBe('2026-02-03T14:30:00.000Z');
    expect(nextMeetingChange(schedule, new Date('2026-02-03T14:30:00Z'))).toBe('2026-02-10T13:00:00.000Z');
    expect(nextMeetingChange(schedule, new Date('2026-02-10T14:30:00Z'))).toBeNull();
    expect(nextMeetingChange([], new Date())).toBeNull();
  });

  it('takes the count and frequency of spec 3', () => {
    expect(WORKSHOP_RHYTHM[1]).toEqual({ count: 12, intervalWeeks: 1 });
    expect(WORKSHOP_RHYTHM[2]).toEqual({ count: 10, intervalWeeks: 2 });
    expect(WORKSHOP_RHYTHM[5]).toEqual({ count: 10, intervalWeeks: 1 });
  });

  it('writes the weekday, date and times in each language', () => {
    const meeting = { date: '2026-02-03', startTime: '14:00', endTime: '15:30' };
    expect(formatMeetingWhen(meeting, 'sk')).toBe('utorok 3. 2. 2026, 14:00 – 15:30');
    expect(formatMeetingWhen(meeting, 'en')).toBe('Tuesday 3 February 2026, 14:00 – 15:30');
  });
});
