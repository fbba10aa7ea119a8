import { formatSiteDate } from 'shared-ui/domain';
import { isLocale } from 'shared-ui/stores/locale-store';

/** Spec 9: dates in sk-SK (en-GB on the English page); null for a missing or unparsable date. */
export function formatDate(iso: string | null | undefined, language: string): string | null {
  return formatSiteDate(iso, isLocale(language) ? language : 'sk');
}
