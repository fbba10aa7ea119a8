import { DATE_LOCALE, type Locale } from 'shared-ui/domain';

/** Spec 9: dates in sk-SK (en-GB on the English page); null for a missing or unparsable date. */
export function formatDate(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const locale = DATE_LOCALE[(language in DATE_LOCALE ? language : 'sk') as Locale];
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'numeric', year: 'numeric' });
}
