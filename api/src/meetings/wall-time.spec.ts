import { meetingMoments, siteMoment } from './wall-time';

describe('wall time at the school (Europe/Bratislava, from date-fns-tz)', () => {
  it('puts 14:00 at 13:00 UTC in winter and 12:00 UTC in summer, on both sides of each switch', () => {
    const utc = (date: string, time: string) => siteMoment(date, time)?.toISOString();
    expect(utc('2026-02-03', '14:00')).toBe('2026-02-03T13:00:00.000Z');
    expect(utc('2026-03-28', '14:00')).toBe('2026-03-28T13:00:00.000Z');
    expect(utc('2026-03-29', '14:00')).toBe('2026-03-29T12:00:00.000Z');
    expect(utc('2026-07-14', '14:00')).toBe('2026-07-14T12:00:00.000Z');
    expect(utc('2026-10-25', '14:00')).toBe('2026-10-25T13:00:00.000Z');
    expect(utc('2026-10-24', '23:30')).toBe('2026-10-24T21:30:00.000Z');
  });

  it('gives the minutes around the spring and autumn switch, the hour shown twice as its first', () => {
    // 29 March 2026, 01:00 UTC: 02:00 CET becomes 03:00 CEST. 25 October 2026, 01:00 UTC: back.
    expect(siteMoment('2026-03-29', '01:59')?.toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(siteMoment('2026-03-29', '03:00')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(siteMoment('2026-10-25', '01:59')?.toISOString()).toBe('2026-10-24T23:59:00.000Z');
    expect(siteMoment('2026-10-25', '02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(siteMoment('2026-10-25', '03:00')?.toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('knows no moment for a time the clock skips in spring', () => {
    expect(siteMoment('2026-03-29', '02:00')).toBeNull();
    expect(siteMoment('2027-03-28', '02:30')).toBeNull();
    expect(siteMoment('2027-03-28', '02:59')).toBeNull();
    // One stored before times were checked still has moments: the lists never break on it.
    expect(meetingMoments({ date: '2027-03-28', startTime: '02:15', endTime: '03:30' }).endsAt.toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });
});
