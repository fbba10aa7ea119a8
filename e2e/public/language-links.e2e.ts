// Without JavaScript an English visitor stays in English: every internal link the server renders on
// an English page (hero buttons, "All workshop dates", album cards, "Back to albums", a photo's own
// page, "Contact us", the privacy links, the footer's quick links) keeps `?lang=en`, and the server
// remembers the choice in the language cookie, so a page reached without the parameter is English too.
import type { Page } from '@playwright/test';
import { GalleryAdmin } from '../gallery/support/gallery-api';
import { expect, test } from '../support/test';
import { runTag } from './support/public-api';

test.use({ javaScriptEnabled: false });

/** Every link on the page that leads to another page of the site (not a file, feed, anchor or other site). */
async function pageLinks(page: Page): Promise<Array<{ href: string; hreflang: string | null; text: string }>> {
  const links = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => ({ href: anchor.getAttribute('href') ?? '', hreflang: anchor.getAttribute('hreflang'), text: (anchor.textContent ?? '').trim() })),
  );
  const origin = new URL(page.url()).origin;
  return links.filter(({ href }) => {
    const url = new URL(href, page.url());
    return url.origin === origin && !href.startsWith('#') && !/^\/(api|uploads|remotes|static)\//.test(url.pathname) && !/\.\w+$/.test(url.pathname);
  });
}

test('every internal link of the English pages keeps English, and the server remembers it', async ({ page, request, context }) => {
  const admin = await GalleryAdmin.logIn(request);
  const tag = runTag();
  const album = await admin.createAlbum(`Jazyk ${tag}`);
  const photo = await admin.uploadPhoto(`Jazyk ${tag}`, 40, 1200, 800);
  const item = await admin.addPhoto(album.id, `Fotka ${tag}`, photo.path);

  const pages = ['/', '/o-projekte', '/workshopy', '/materialy', '/galeria', `/galeria/${album.id}`, `/galeria/${album.id}?foto=${item.id}`, '/interaktivne-nastroje', '/kontakt', '/hodnotenie', '/ochrana-osobnych-udajov'];
  const seen = new Set<string>();
  for (const path of pages) {
    await context.clearCookies();
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const links = await pageLinks(page);
    expect(links.length, path).toBeGreaterThan(5);
    for (const link of links) {
      const language = new URL(link.href, page.url()).searchParams.get('lang');
      // The language switch leads to Slovak on purpose (and says so with hreflang).
      expect([path, link.text, link.href, language]).toEqual([path, link.text, link.href, link.hreflang === 'sk' ? 'sk' : 'en']);
      seen.add(new URL(link.href, page.url()).pathname);
    }
  }
  // The links the walk-through named were among them.
  for (const path of ['/o-projekte', '/workshopy', '/kontakt', '/galeria', `/galeria/${album.id}`, '/ochrana-osobnych-udajov', '/hodnotenie']) expect(seen, path).toContain(path);

  // Followed by a person: Home's hero button, then the gallery's album card and "Back to albums".
  await context.clearCookies();
  await page.goto('/?lang=en');
  await page.getByRole('main').getByRole('link', { name: 'About the project' }).first().click();
  await expect(page).toHaveURL(/\/o-projekte\?lang=en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/galeria?lang=en');
  await page.getByRole('link', { name: new RegExp(`Jazyk ${tag}`) }).first().click();
  await expect(page).toHaveURL(new RegExp(`/galeria/${album.id}\\?lang=en$`));
  await page.getByRole('link', { name: /Back to albums/ }).click();
  await expect(page).toHaveURL(/\/galeria\?lang=en$/);

  // The server remembered the choice: an address typed without ?lang= is English too.
  expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('en');
  await page.goto('/kontakt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Contact/);
});
