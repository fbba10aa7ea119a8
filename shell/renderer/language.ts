// Which language a page is rendered in (issue 18): the one its address names (`?lang=en`, the
// address of the English page in links and the sitemap), else the visitor's choice as the browser
// mirrors it into the `locale` cookie, else Slovak, the site's first language.
import { parse as parseCookie } from 'cookie';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_QUERY_PARAMETER, LOCALES, type Locale } from 'shared-ui/domain';

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  return parseCookie(cookieHeader ?? '')[name] ?? null;
}

export interface PageLanguage {
  locale: Locale;
  /** The address named it: the page is that language's own address (canonical without a cookie). */
  named: boolean;
}

export function pageLanguage(url: URL, cookieHeader: string | undefined): PageLanguage {
  const named = url.searchParams.get(LOCALE_QUERY_PARAMETER);
  if (isLocale(named)) return { locale: named, named: true };
  const chosen = cookieValue(cookieHeader, LOCALE_COOKIE);
  return { locale: isLocale(chosen) ? chosen : DEFAULT_LOCALE, named: false };
}

/** A page's address in one language: Slovak has none of its own parameter, other languages `?lang=`. */
export function addressIn(origin: string, pathname: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? `${origin}${pathname}` : `${origin}${pathname}?${LOCALE_QUERY_PARAMETER}=${locale}`;
}
