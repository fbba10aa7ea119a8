import { formatSiteDate, LOCALES, type Locale } from 'shared-ui/domain';

/** Spec 9: dates in sk-SK (en-GB on the English page); null for a missing or unparsable date. */
export function formatDate(iso: string | null | undefined, language: string): string | null {
  return formatSiteDate(iso, LOCALES.includes(language as Locale) ? (language as Locale) : 'sk');
}
