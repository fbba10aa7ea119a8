// sitemap.xml and robots.txt: every public page and every album, each in Slovak and in
// English with its alternates, so a search engine finds both languages. The pages that show the
// workshop meetings (Home, Workshops) carry the time of the latest meeting change.
import type { PublicReads } from 'shared-ui/api';
import { albumPath, LOCALES, PUBLIC_PAGE_PATHS } from 'shared-ui/domain';
import { SITE_ROUTES } from '../src/lib/route-table';
import { addressIn } from './language';
import { emptyElement, markupElement, openTag, textElement } from './markup';

/** The public pages with an address of their own (no parameters, not the admin). */
export const PUBLIC_PATHS = SITE_ROUTES.filter((route) => !route.path.includes(':') && !route.path.startsWith('/admin')).map((route) => route.path);

/** The pages whose content is the meetings' schedule, dated by its latest change. */
export const MEETING_PATHS: readonly string[] = [PUBLIC_PAGE_PATHS.home, PUBLIC_PAGE_PATHS.workshops];

const indent = (depth: number) => (line: string) => `${'  '.repeat(depth)}${line}`;

function urlEntries(origin: string, pathname: string, lastModified?: string): string[] {
  const alternate = (hreflang: string, locale: (typeof LOCALES)[number]) => emptyElement('xhtml:link', { rel: 'alternate', hreflang, href: addressIn(origin, pathname, locale) }, 'xml');
  const alternates = [...LOCALES.map((locale) => alternate(locale, locale)), alternate('x-default', 'sk')];
  const lastmod = lastModified ? [textElement('lastmod', {}, lastModified)] : [];
  // A url's children in the order the sitemap schema gives: loc, lastmod, then the alternates.
  const children = (locale: (typeof LOCALES)[number]) => [textElement('loc', {}, addressIn(origin, pathname, locale)), ...lastmod, ...alternates].map(indent(2));
  return LOCALES.map((locale) => markupElement('url', {}, `\n${children(locale).join('\n')}\n  `)).map(indent(1));
}

/**
 * When the schedule last changed (W3C date-time, to the second), or undefined when it has no
 * meetings or they cannot be read: lastmod is optional, so a failed read only leaves it out.
 */
async function latestMeetingChange(reads: PublicReads): Promise<string | undefined> {
  const meetings = await reads.meetings().catch(() => []);
  const latest = Math.max(...(Array.isArray(meetings) ? meetings : []).map((meeting) => Date.parse(meeting.updatedAt)).filter(Number.isFinite));
  return Number.isFinite(latest) ? new Date(latest).toISOString().replace(/\.\d{3}Z$/, 'Z') : undefined;
}

export async function renderSitemap(origin: string, reads: PublicReads): Promise<string> {
  const [albums, meetingsChanged] = await Promise.all([reads.albums(), latestMeetingChange(reads)]);
  const paths = [...PUBLIC_PATHS, ...albums.map((album) => albumPath(album.id))];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    openTag('urlset', { xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9', 'xmlns:xhtml': 'http://www.w3.org/1999/xhtml' }),
    ...paths.flatMap((path) => urlEntries(origin, path, MEETING_PATHS.includes(path) ? meetingsChanged : undefined)),
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
