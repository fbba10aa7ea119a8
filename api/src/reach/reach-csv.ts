// The reach report as CSV for the programme's final report, in the administrator's language: the
// range, the series with its totals, then each ranking under its own heading (blank lines between).
import type { Locale, ReachRankedItem, ReachReferrer, ReachReport } from '@softskills/domain';
import { csvDocument, type CsvValue } from '../common/csv';
import { apiTexts } from '../i18n/api-texts';

export function reachCsv(report: ReachReport, language: Locale): string {
  const words = apiTexts(language).reachReport;
  const ranked = (items: ReachRankedItem[]): CsvValue[][] =>
    items.map((item) => [item.address, (language === 'en' && item.titleEn) || item.title, item.sk, item.en, item.total]);
  const referred = (items: ReachReferrer[]): CsvValue[][] => items.map((item) => [item.host, item.views]);
  const { totals } = report;
  return csvDocument([
    [words.title],
    [words.from, report.from],
    [words.to, report.to],
    [words.period, words.periods[report.period]],
    [],
    [...words.series],
    ...report.series.map((row) => [row.start, row.end, row.views, row.visitors, row.downloads, row.newSubscribers, row.subscribers]),
    [words.total, '', totals.views, totals.visitors, totals.downloads, totals.newSubscribers, totals.subscribers],
    [],
    [words.pages],
    [...words.ranked],
    ...ranked(report.pages),
    [],
    [words.downloads],
    [...words.ranked],
    ...ranked(report.downloads),
    [],
    [words.referrers],
    [...words.referrer],
    ...referred(report.referrers),
    [],
    [words.workshops],
    [words.workshopViews, report.workshops.views],
    [...words.referrer],
    ...referred(report.workshops.referrers),
  ]);
}
