// sitemap.xml and robots.txt (issue 18): every public page and every album, each in Slovak and in
// English with its alternates, so a search engine finds both languages.
import type { PublicReads } from 'shared-ui/api';
import { LOCALES } from 'shared-ui/domain';
import { SITE_ROUTES } from '../src/lib/route-table';
import { addressIn } from './language';
import { escapeHtml } from './page-document';

/** The public pages with an address of their own (no parameters, not the admin). */
export const PUBLIC_PATHS = SITE_ROUTES.filter((route) => !route.path.includes(':') && !route.path.startsWith('/admin')).map((route) => route.path);

function urlEntries(origin: string, pathname: string): string[] {
  const alternates = [
    ...LOCALES.map((locale) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeHtml(addressIn(origin, pathname, locale))}"/>`),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(addressIn(origin, pathname, 'sk'))}"/>`,
  ];
  return LOCALES.map((locale) => ['  <url>', `    <loc>${escapeHtml(addressIn(origin, pathname, locale))}</loc>`, ...alternates, '  </url>'].join('\n'));
}

export async function renderSitemap(origin: string, reads: PublicReads): Promise<string> {
  const albums = await reads.albums();
  const paths = [...PUBLIC_PATHS, ...albums.map((album) => `/galeria/${album.id}`)];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.flatMap((path) => urlEntries(origin, path)),
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
