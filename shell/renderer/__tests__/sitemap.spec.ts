/** @jest-environment node */
import { publicReadsStub } from 'shared-ui/jest/page-harness';
import { PUBLIC_PATHS, renderRobots, renderSitemap } from '../sitemap';

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page and every album in both languages, each with its alternates', async () => {
    const reads = publicReadsStub({ albums: async () => [{ id: 3 }, { id: 9 }] as never });
    const xml = await renderSitemap('https://skola.example', reads);
    expect(PUBLIC_PATHS).toEqual(['/', '/o-projekte', '/workshopy', '/materialy', '/galeria', '/hodnotenie', '/kontakt', '/interaktivne-nastroje', '/ochrana-osobnych-udajov']);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locations).toHaveLength((PUBLIC_PATHS.length + 2) * 2);
    expect(locations).toContain('https://skola.example/galeria/9');
    expect(locations).toContain('https://skola.example/galeria/9?lang=en');
    expect(locations.some((loc) => loc.includes('/admin'))).toBe(false);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://skola.example/kontakt?lang=en"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://skola.example/kontakt"/>');
  });

  it('dates Home and Workshops by the latest meeting change, in both languages, and leaves lastmod out when the dates cannot be read', async () => {
    const meetings = async () => [{ updatedAt: '2026-11-20T08:15:30.123Z' }, { updatedAt: '2026-11-25T17:02:09.999Z' }, { updatedAt: '2026-10-01T00:00:00.000Z' }] as never;
    const xml = await renderSitemap('https://skola.example', publicReadsStub({ albums: async () => [{ id: 3 }] as never, meetings }));
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => entry);
    const lastmodOf = (loc: string) => entries.find((entry) => entry.includes(`<loc>${loc}</loc>`))?.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1];
    for (const loc of ['https://skola.example/', 'https://skola.example/?lang=en', 'https://skola.example/workshopy', 'https://skola.example/workshopy?lang=en']) {
      expect(lastmodOf(loc)).toBe('2026-11-25T17:02:09Z');
    }
    for (const loc of ['https://skola.example/kontakt', 'https://skola.example/galeria/3?lang=en']) expect(lastmodOf(loc)).toBeUndefined();
    // lastmod comes right after loc, as the sitemap schema orders a url's children.
    expect(xml).toContain('<loc>https://skola.example/workshopy</loc>\n    <lastmod>2026-11-25T17:02:09Z</lastmod>\n    <xhtml:link');

    const down = publicReadsStub({ albums: async () => [{ id: 3 }] as never, meetings: async () => Promise.reject(new TypeError('fetch failed')) });
    const withoutDates = await renderSitemap('https://skola.example', down);
    expect(withoutDates).not.toContain('<lastmod>');
    expect([...withoutDates.matchAll(/<loc>/g)]).toHaveLength((PUBLIC_PATHS.length + 1) * 2);
    const empty = await renderSitemap('https://skola.example', publicReadsStub({ albums: async () => [] as never, meetings: async () => [] }));
    expect(empty).not.toContain('<lastmod>');
  });

  it('is well-formed XML with every address escaped once, each url indented as before', async () => {
    const xml = await renderSitemap('https://skola.example/a&b', publicReadsStub({ albums: async () => [] as never, meetings: async () => [] }));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n  <url>\n')).toBe(true);
    expect(xml).toContain(
      [
        '  <url>',
        '    <loc>https://skola.example/a&amp;b/kontakt?lang=en</loc>',
        '    <xhtml:link rel="alternate" hreflang="sk" href="https://skola.example/a&amp;b/kontakt"/>',
        '    <xhtml:link rel="alternate" hreflang="en" href="https://skola.example/a&amp;b/kontakt?lang=en"/>',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://skola.example/a&amp;b/kontakt"/>',
        '  </url>',
      ].join('\n'),
    );
    expect(xml).not.toMatch(/&(?!amp;)/);
    expect(xml.endsWith('  </url>\n</urlset>\n')).toBe(true);
  });

  it('points robots at the sitemap and keeps them out of the admin', () => {
    expect(renderRobots('https://skola.example')).toBe('User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://skola.example/sitemap.xml\n');
  });
});
