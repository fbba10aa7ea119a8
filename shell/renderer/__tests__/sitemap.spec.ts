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

  it('points robots at the sitemap and keeps them out of the admin', () => {
    expect(renderRobots('https://skola.example')).toBe('User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://skola.example/sitemap.xml\n');
  });
});
