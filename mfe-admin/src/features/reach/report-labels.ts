// How the Reach section names what the report counts: a period in the reader's language, a page by
// its name (an album by its own), a file by its material's or tool's title.
import type { TFunction } from 'shared-ui/i18n/core';
import { DATE_LOCALE, DATE_WRITERS, type Locale, PUBLIC_PAGE_PATHS, type PublicPage, type ReachPeriod, type ReachRankedItem, type ReachSeriesRow } from 'shared-ui/domain';

const dayOf = (key: string) => {
  const [year, month, day] = key.split('-').map(Number);
  return { year, month, day };
};

/** 9. 11. in Slovak, 9 Nov in English: the chart's axis. */
export function shortDay(key: string, locale: Locale): string {
  const { year, month, day } = dayOf(key);
  if (locale === 'sk') return `${day}. ${month}.`;
  return new Intl.DateTimeFormat(DATE_LOCALE.en, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}

export const longDay = (key: string, locale: Locale): string => DATE_WRITERS[locale](dayOf(key));

function monthName(key: string, locale: Locale): string {
  const { year, month } = dayOf(key);
  return new Intl.DateTimeFormat(DATE_LOCALE[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
}

/** A period of the series in full: a day, a week from its Monday, a month. */
export function periodName(row: Pick<ReachSeriesRow, 'start' | 'end'>, period: ReachPeriod, locale: Locale, t: TFunction): string {
  if (period === 'day') return longDay(row.start, locale);
  if (period === 'month') return monthName(row.start, locale);
  return t('reach.week', { start: shortDay(row.start, locale), end: longDay(row.end, locale) });
}

/** The same, short enough for the chart's axis. */
export function periodTick(row: Pick<ReachSeriesRow, 'start'>, period: ReachPeriod, locale: Locale): string {
  if (period !== 'month') return shortDay(row.start, locale);
  const { year, month } = dayOf(row.start);
  // The month's short name and the year, in both languages ("sep 2026", "Sept 2026"; Slovak's own short form is "9/2026").
  return `${new Intl.DateTimeFormat(DATE_LOCALE[locale], { month: 'short', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1))} ${year}`;
}

const PAGE_BY_ADDRESS = new Map<string, PublicPage>(Object.entries(PUBLIC_PAGE_PATHS).map(([page, path]) => [path, page as PublicPage]));

const titleIn = (item: ReachRankedItem, locale: Locale) => (locale === 'en' && item.titleEn) || item.title;

/** A page of the ranking by its name; an album by its own name (or number, once deleted). */
export function pageName(item: ReachRankedItem, locale: Locale, t: TFunction): string {
  const page = PAGE_BY_ADDRESS.get(item.address);
  if (page) return t(`reach.pageNames.${page}`);
  const album = /^\/galeria\/(\d+)$/.exec(item.address);
  if (album) return titleIn(item, locale) ? t('reach.album', { name: titleIn(item, locale) }) : t('reach.albumNumber', { id: album[1] });
  return item.address;
}

/** A downloaded file by its material's or tool's title, else by its stored name. */
export function fileName(item: ReachRankedItem, locale: Locale): string {
  return titleIn(item, locale) ?? item.address.split('/').pop() ?? item.address;
}
