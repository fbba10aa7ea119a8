// Which requests are a person seeing a page or taking a file, and what of them is kept: the page or
// file, the language, the referring site's host name. The visitor's address and browser only tell
// visitors apart for the day (reach-counter.service.ts) and are never stored.
import { parse as parseCookie } from 'cookie';
import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@softskills/domain';

const header = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).toLowerCase();
};

/**
 * A browser fetching a page the visitor may never open: a prefetch or prerender (`Sec-Purpose`,
 * the older `Purpose` and `X-Purpose`, Firefox's `X-Moz`), or Safari's preview of a top site.
 */
export function isSpeculative(headers: IncomingHttpHeaders): boolean {
  if (header(headers, 'sec-purpose').includes('prefetch')) return true;
  return ['purpose', 'x-purpose', 'x-moz'].some((name) => /prefetch|preview/.test(header(headers, name)));
}

/**
 * Who is asking, as far as telling one day's visitors apart needs: address and browser, or null
 * when no person is (a crawler by the maintained `isbot` list, no user agent at all, a prefetch).
 */
export function visitorOf(address: string | undefined, headers: IncomingHttpHeaders): string | null {
  const userAgent = headers['user-agent'];
  if (!userAgent || isbot(userAgent) || isSpeculative(headers)) return null;
  return `${address ?? ''}\n${userAgent}`;
}

/** Only the first bytes of a file start a download: a PDF viewer's later range requests are the same one. */
export function startsDownload(headers: IncomingHttpHeaders): boolean {
  const range = header(headers, 'range').trim();
  return range === '' || /^bytes=0-/.test(range);
}

/** The host name of the referring site, or '' for none, an unreadable one or the site itself. */
export function referrerHost(referer: string | undefined, ownHost: string | null): string {
  if (!referer) return '';
  let host: string;
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    host = url.hostname.toLowerCase();
  } catch {
    return '';
  }
  if (!host || host.length > 253 || host === ownHost?.toLowerCase()) return '';
  return host;
}

/** The page renderer's rule (shell/renderer/language.ts): the address's `?lang=`, else the visitor's locale cookie, else Slovak. */
export function requestLanguage(named: unknown, cookieHeader: string | undefined): Locale {
  if (isLocale(named)) return named;
  try {
    const chosen = parseCookie(cookieHeader ?? '')[LOCALE_COOKIE];
    return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
