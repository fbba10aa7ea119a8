import { DATE_LOCALE, SITE_TIME_ZONE, type Locale } from 'shared-ui/domain';

// One formatter per locale: building an Intl.DateTimeFormat (which toLocaleDateString does on every
// call) costs milliseconds, and a page of reviews formats a date per card while it hydrates.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: SITE_TIME_ZONE });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** Spec 9: dates in sk-SK (en-GB on the English page); null for a missing or unparsable date. */
export function formatDate(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return formatterFor(DATE_LOCALE[(language in DATE_LOCALE ? language : 'sk') as Locale]).format(date);
}
