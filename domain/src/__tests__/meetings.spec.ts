import { formatMeetingWhen, homeMeetings, isCalendarDate, meetingPlaceIn, meetingPlaceLine, nextMeetingChange, seriesDates, WORKSHOP_RHYTHM, type Meeting } from '..';
import { TEST_SITE_DETAILS } from '../../jest/site-content';

describe('workshop meetings', () => {
  it('spaces a series by its weeks across month and year ends', () => {
    expect(seriesDates({ firstDate: '2026-12-22', count: 3, intervalWeeks: 1 })).toEqual(['2026-12-22', '2026-12-29', '2027-01-05']);
    expect(seriesDates({ firstDate: '2026-02-03', count: 3, intervalWeeks: 2 })).toEqual(['2026-02-03', '2026-02-17', '2026-03-03']);
  });

  it('gives a skipped date’s meeting to the next week of the rhythm, keeping the count', () => {
    // The Christmas holidays: 23 and 30 December are left out, the series ends two weeks later.
    expect(seriesDates({ firstDate: '2026-12-16', count: 4, intervalWeeks: 1, skipDates: ['2026-12-23', '2026-12-30', '2026-12-24'] })).toEqual([
      '2026-12-16', '2027-01-06', '2027-01-13', '2027-01-20',
    ]);
  });

  it('stops a series at the end of the site’s calendar instead of writing year 10000', () => {
    expect(seriesDates({ firstDate: '2099-12-15', count: 4, intervalWeeks: 1 })).toEqual(['2099-12-15', '2099-12-22', '2099-12-29']);
  });

  it('takes only days of the calendar within the site’s years', () => {
    for (const date of ['2026-02-28', '2028-02-29', '2000-01-01', '2099-12-31']) expect(isCalendarDate(date)).toBe(true);
    for (const date of ['2026-02-30', '2027-02-29', '0000-01-01', '1999-12-31', '10000-01-01', '2100-01-01', '2026-13-01', '2026-1-5']) expect(isCalendarDate(date)).toBe(false);
  });

  it('names "no place given" as the site’s school with its address, and a given place in the reader’s language', () => {
    const atSchool = meetingPlaceIn({ place: null, placeEn: null }, 'en', TEST_SITE_DETAILS);
    expect(atSchool).toEqual({ name: 'Test Secondary School', address: { street: 'Školská 7', postalCode: '974 01', town: 'Banská Bystrica' } });
    expect(meetingPlaceLine(atSchool, TEST_SITE_DETAILS)).toBe('Test Secondary School, Školská 7, 974 01 Banská Bystrica');
    expect(meetingPlaceIn({ place: 'Knižnica', placeEn: 'The library' }, 'en', TEST_SITE_DETAILS)).toEqual({ name: 'The library', address: null });
    expect(meetingPlaceIn({ place: 'Knižnica', placeEn: null }, 'en', TEST_SITE_DETAILS)).toEqual({ name: 'Knižnica', address: null, lang: 'sk' });
    expect(meetingPlaceIn({ place: 'Knižnica', placeEn: 'The library' }, 'sk', TEST_SITE_DETAILS)).toEqual({ name: 'Knižnica', address: null });
  });

  it('fills Home’s places with meetings that take place, a cancelled one shown beside them without taking one', () => {
    const at = (id: number, day: number, state: Meeting['state'] = 'planned') =>
      ({ id, state, startsAt: `2026-02-${day}T13:00:00.000Z`, endsAt: `2026-02-${day}T14:30:00.000Z` }) as Meeting;
    const schedule = [at(1, 10), at(2, 11, 'cancelled'), at(3, 12), at(4, 13, 'moved'), at(5, 14), at(6, 15)];
    expect(homeMeetings(schedule, new Date('2026-02-01T00:00:00Z'), 3).map((meeting) => meeting.id)).toEqual([1, 2, 3, 4]);
    expect(homeMeetings(schedule, new Date('2026-02-12T20:00:00Z'), 3).map((meeting) => meeting.id)).toEqual([4, 5, 6]);
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
