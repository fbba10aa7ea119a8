import { DATE_LOCALE, SITE_TIME_ZONE, type Locale } from '../constants';
import { formatSiteDate, siteCalendarDay, siteDayKey } from '../site-dates';

const intlFormats = Object.fromEntries(
  (['sk', 'en'] as const).map((locale) => [locale, new Intl.DateTimeFormat(DATE_LOCALE[locale], { day: 'numeric', month: locale === 'en' ? 'long' : 'numeric', year: 'numeric', timeZone: SITE_TIME_ZONE })]),
) as Record<Locale, Intl.DateTimeFormat>;
const intlDate = (date: Date, locale: Locale) => intlFormats[locale].format(date);

describe('the school calendar day of a moment', () => {
  it('is the day Intl gives in the site time zone, every 20 minutes around each summer-time change from 2020 to 2040', () => {
    const mismatches: string[] = [];
    for (let year = 2020; year <= 2040; year++) {
      for (const month of [2, 9]) {
        // The whole last week of March and October, where the changes fall, and the midnight around them.
        for (let time = Date.UTC(year, month, 24); time < Date.UTC(year, month + 1, 1, 2); time += 20 * 60 * 1000) {
          const date = new Date(time);
          for (const locale of ['sk', 'en'] as const) {
            if (formatSiteDate(date.toISOString(), locale) !== intlDate(date, locale)) mismatches.push(`${date.toISOString()} ${locale}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('turns at midnight in Bratislava, not in UTC: 23:30 UTC in winter is already the next day', () => {
    expect(siteCalendarDay(new Date('2026-01-31T23:30:00Z'))).toEqual({ year: 2026, month: 2, day: 1 });
    expect(siteCalendarDay(new Date('2026-07-31T21:59:00Z'))).toEqual({ year: 2026, month: 7, day: 31 });
    expect(siteCalendarDay(new Date('2026-07-31T22:00:00Z'))).toEqual({ year: 2026, month: 8, day: 1 });
  });

  it('writes the day as a sortable YYYY-MM-DD key', () => {
    expect(siteDayKey(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02-01');
    expect(siteDayKey(new Date('2026-12-09T10:00:00Z'))).toBe('2026-12-09');
  });

  it('is written as sk-SK and en-GB write it, and as nothing for a missing or broken date', () => {
    expect(formatSiteDate('2026-03-05T12:00:00Z', 'sk')).toBe('5. 3. 2026');
    // An English long date, as Intl's en-GB writes it.
    expect(formatSiteDate('2026-03-05T12:00:00Z', 'en')).toBe('5 March 2026');
    expect(formatSiteDate('2026-11-25T12:00:00Z', 'en')).toBe('25 November 2026');
    expect(formatSiteDate('2026-12-31T23:00:00Z', 'sk')).toBe('1. 1. 2027');
    expect(formatSiteDate(null, 'sk')).toBeNull();
    expect(formatSiteDate('', 'en')).toBeNull();
    expect(formatSiteDate('not a date', 'sk')).toBeNull();
  });
});

describe('summer time in Bratislava (from Intl, not a hand rule)', () => {
  it('moves the calendar day at local midnight on each side of both switches', () => {
    expect(siteCalendarDay(new Date('2026-03-28T22:59:00Z'))).toEqual({ year: 2026, month: 3, day: 28 });
    expect(siteCalendarDay(new Date('2026-03-28T23:00:00Z'))).toEqual({ year: 2026, month: 3, day: 29 });
    expect(siteCalendarDay(new Date('2026-03-29T21:59:00Z'))).toEqual({ year: 2026, month: 3, day: 29 });
    expect(siteCalendarDay(new Date('2026-03-29T22:00:00Z'))).toEqual({ year: 2026, month: 3, day: 30 });
    expect(siteCalendarDay(new Date('2026-10-24T21:59:00Z'))).toEqual({ year: 2026, month: 10, day: 24 });
    expect(siteCalendarDay(new Date('2026-10-24T22:00:00Z'))).toEqual({ year: 2026, month: 10, day: 25 });
    expect(siteCalendarDay(new Date('2026-10-25T22:59:00Z'))).toEqual({ year: 2026, month: 10, day: 25 });
    expect(siteCalendarDay(new Date('2026-10-25T23:00:00Z'))).toEqual({ year: 2026, month: 10, day: 26 });
  });

  it('builds its Intl formatter once and reuses it for every date', () => {
    jest.isolateModules(() => {
      const made = jest.spyOn(Intl, 'DateTimeFormat');
      try {
        const fresh = require('../site-dates') as typeof import('../site-dates');
        for (let day = 1; day <= 28; day++) fresh.formatSiteDate(`2026-02-${String(day).padStart(2, '0')}T12:00:00Z`, 'sk');
        expect(made).toHaveBeenCalledTimes(1);
      } finally {
        made.mockRestore();
      }
    });
  });
});
