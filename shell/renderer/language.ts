// Which language a page is rendered in: the one its address names (`?lang=en`, the
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

/** A year, as the browser's own copy of the choice lasts (shared-ui/stores/browser-storage). */
const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/**
 * The Set-Cookie value that remembers a language the address chose (`?lang=en`), so the next page,
 * reached by a link without the parameter or typed, is in it too, also without JavaScript; null
 * when the address names none or the cookie says it already.
 */
export function languageCookieFor(url: URL, cookieHeader: string | undefined): string | null {
  const named = url.searchParams.get(LOCALE_QUERY_PARAMETER);
  if (!isLocale(named) || cookieValue(cookieHeader, LOCALE_COOKIE) === named) return null;
  return `${LOCALE_COOKIE}=${named}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
