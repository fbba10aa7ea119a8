// HTML-first public pages: every public route answers server-rendered HTML in the
// visitor's language, with its head for search engines and link previews, readable and navigable
// without JavaScript, then hydrated in place. These journeys run against `npm start`, which runs
// the page renderer beside the API.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { GalleryAdmin, runTag } from '../gallery/support/gallery-api';
import { PRODUCT, PRODUCT_EN } from './support/frame';

const PUBLIC_PAGES = [
  { path: '/', heading: PRODUCT, title: 'Domov' },
  { path: '/o-projekte', heading: 'O projekte', title: 'O projekte' },
  { path: '/workshopy', heading: 'Workshopy', title: 'Workshopy' },
  { path: '/materialy', heading: 'Vzdelávacie materiály', title: 'Materiály' },
  { path: '/galeria', heading: 'Fotogaléria', title: 'Galéria' },
  { path: '/hodnotenie', heading: 'Hodnotenie projektu', title: 'Hodnotenie' },
  { path: '/kontakt', heading: 'Kontakt', title: 'Kontakt' },
  { path: '/interaktivne-nastroje', heading: 'Interaktívne nástroje', title: 'Interaktívne nástroje' },
  { path: '/ochrana-osobnych-udajov', heading: 'Ochrana osobných údajov', title: 'Ochrana osobných údajov' },
];

/** The HTML the server answers, as a crawler or a link preview reads it (no JavaScript at all). */
async function serverHtml(page: Page, path: string, headers: Record<string, string> = {}) {
  const response = await page.request.get(path, { headers });
  return { status: response.status(), html: await response.text(), render: response.headers()['x-page-render'] };
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page shows its content, and its links lead to the other pages', async ({ page }) => {
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    await page.goto('/');
    // Home's content itself, not only the frame: the info cards and the focus areas.
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Hlavné menu' }).getByRole('link', { name: 'Workshopy' }).click();
    await expect(page).toHaveURL(/\/workshopy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Workshopy' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  });

  test('the menu opens its drawer on a phone too, and controls that need JavaScript are left out', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/o-projekte');
    // The drawer is a popover the button opens without a script.
    await page.getByRole('button', { name: 'Otvoriť menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Galéria' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    // The language switch is a link to this page in English.
    await page.getByRole('banner').getByRole('link', { name: /prepnúť jazyk na English/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About the project' })).toBeVisible();
  });

  test('on an English page every menu link, and the logo, keep the language', async ({ page }) => {
    await page.goto('/o-projekte?lang=en');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const links = menu.getByRole('link');
    expect(await links.count()).toBe(7);
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))) {
      expect(href).toMatch(/\?lang=en$/);
    }
    await menu.getByRole('link', { name: 'Workshops' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Workshops' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: /– home$/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The server remembered the choice: the address without ?lang= is English for this visitor.
    await page.goto('/o-projekte');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // For a visitor who chose nothing, a Slovak page's links stay as they were.
    await page.context().clearCookies();
    await page.goto('/o-projekte');
    await expect(page.getByRole('navigation', { name: 'Hlavné menu' }).getByRole('link', { name: 'Workshopy' })).toHaveAttribute('href', '/workshopy');
  });

  test('the admin says, in both languages, that it needs JavaScript', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Administrácia potrebuje JavaScript' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'The admin panel needs JavaScript' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Domov' })).toHaveAttribute('href', '/');
  });

  test('the contact form is sent as a plain form; the feedback form says it needs JavaScript and cannot be sent half-working', async ({ page }) => {
    await page.goto('/kontakt');
    await expect(page.getByText('Formulár sa odosiela cez JavaScript', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Odoslať správu' })).toBeEnabled();
    await expect(page.locator('form.pub-contact-form')).toHaveAttribute('action', '/api/contact/form');
    await page.goto('/hodnotenie?lang=en');
    await expect(page.getByText('This form is sent with JavaScript, which is turned off in your browser.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit feedback' })).toBeDisabled();
  });
});

test('a page is hydrated in place: the server-rendered elements stay, and nothing is reported', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // Tags the server's frame element the moment the parser creates it, before any script runs.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const frame = document.querySelector('#app > .sh-layout');
      if (!frame) return;
      (window as unknown as { serverFrame: Element }).serverFrame = frame;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  for (const { path, heading, title } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
    // Interactive: the JavaScript-only controls are shown and the toolbar opens.
    await expect(page.getByRole('button', { name: 'Otvoriť panel prístupnosti (Alt+A)' })).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { serverFrame?: Element }).serverFrame === document.querySelector('#app > .sh-layout')), path).toBe(true);
    // Each stylesheet once: the remote's runtime takes the server's link for its page's stylesheet
    // (a second one made the browser recalculate the whole page's style while it hydrated).
    const stylesheets = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href));
    expect(stylesheets.length, path).toBeGreaterThan(1);
    expect(stylesheets, path).toEqual([...new Set(stylesheets)]);
    await expect(page).toHaveTitle(`${title} - ${PRODUCT}`);
  }
  expect(problems).toEqual([]);
});

test('text typed into a form before its script arrives is kept, and the form is sent once it is ready', async ({ page, baseURL }) => {
  // The public remote's scripts are held back, as on a slow phone: the server's form is on screen first.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/remotes\/public\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // The frame's own goto: the journeys' page.goto waits for hydration, which is held back here
  // (and so is 'domcontentloaded', until the held module scripts run).
  await page.mainFrame().goto(new URL('/kontakt', baseURL).href, { waitUntil: 'commit' });
  const submit = page.getByRole('button', { name: 'Odoslať správu' });
  // The boot script enables it at once; a send made now is kept (early-taps.e2e.ts).
  await expect(submit).toBeEnabled();
  await expect(submit).toHaveAttribute('data-boot-submit', 'waiting');
  await expect(page.getByText('Formulár sa odosiela cez JavaScript', { exact: false })).toBeHidden();
  const tag = runTag();
  await page.getByLabel(/^Meno/).fill('Ranná Ranná');
  await page.getByLabel(/^Správa/).fill(`Napísané skôr, než sa stránka načítala ${tag}.`);
  release();
  await expect(submit).toHaveAttribute('data-boot-submit', 'ready', { timeout: 20_000 });
  await expect(page.getByLabel(/^Meno/)).toHaveValue('Ranná Ranná');
  await page.getByLabel(/^Email/).fill(`ranna.${tag}@example.sk`);
  await page.getByRole('combobox', { name: /Predmet správy/ }).selectOption('Iné');
  await submit.click();
  // Sent with what was typed before hydration: the validation found the name and the message.
  await expect(page.getByRole('status').filter({ hasText: 'Správa bola úspešne odoslaná!' })).toBeVisible();
  await expect(page.getByLabel(/^Správa/)).toHaveValue('');
});

test('the home hero is requested from the HTML: preloaded with high priority, at the size a phone needs', async ({ page }) => {
  const { html } = await serverHtml(page, '/');
  const preload = /<link rel="preload" as="image" ([^>]*)\/>/.exec(html)?.[1] ?? '';
  expect(preload).toContain('fetchpriority="high"');
  expect(preload).toContain('imagesizes="100vw"');
  const srcset = attribute(preload, /imagesrcset="([^"]+)"/) ?? '';
  expect(srcset).toMatch(/\/remotes\/public\/static\/image\/slide-1-teamwork-960\.\w+\.webp 960w/);
  // The <source> of the first slide offers exactly the preloaded files, so one download serves both.
  expect(html).toContain(`<source type="image/webp" srcSet="${srcset}" sizes="100vw"/>`);
  await page.setViewportSize({ width: 390, height: 844 });
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('slide-1')) images.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(images.filter((url) => url.includes('slide-1'))).toEqual([expect.stringMatching(/slide-1-teamwork-960\.\w+\.webp$/)]);
});

test('every script a page needs to become interactive is named in its HTML, so none waits for another to ask for it', async ({ page }) => {
  for (const path of ['/', '/materialy', '/workshopy', '/?lang=en']) {
    const { html } = await serverHtml(page, path);
    // The boot script, the entry scripts it preloads and the stylesheets it links, and the files it lists for the entry script to preload.
    const listed = JSON.parse(/<script type="application\/json" id="page-files">(.*?)<\/script>/.exec(html)?.[1] ?? '{"files":[]}') as { manifest: string | null; files: string[] };
    const named = new Set([...[...html.matchAll(/<(?:script src|link rel="stylesheet" href|link rel="preload" as="script" href)="([^"]+)"/g)].map((match) => match[1]), listed.manifest, ...listed.files]);
    const requested: string[] = [];
    const listener = (request: { url: () => string; resourceType: () => string }) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script' || pathname.endsWith('/mf-manifest.json') || (request.resourceType() === 'stylesheet' && pathname.includes('/async/'))) requested.push(pathname);
    };
    page.on('request', listener);
    // The wrapped goto waits until the frame and the page answer input (data-hydrated, data-page-ready).
    await page.goto(path);
    page.off('request', listener);
    // The parts a page hydrates later (shared-ui's deferred) ask for their scripts after it answers input.
    await page.waitForLoadState('networkidle');
    expect(requested.length, path).toBeGreaterThan(10);
    // A part the page hydrates later (shared-ui's deferred, chunks named `deferred-…`) is not needed to
    // answer input: in view, it may ask for its script as the page wakes.
    const needed = requested.filter((file) => !/\/deferred-[^/]*\.js$/.test(file));
    expect(needed.filter((file) => !named.has(file)), `${path}: requested before it was interactive, not named in its HTML`).toEqual([]);
    // Each once: the bundler's and the federation runtime's requests were served by the preloads.
    expect(requested.filter((file, index) => requested.indexOf(file) !== index), path).toEqual([]);
  }
});

test('a server-rendered page asks for no script but its entry before its first paint is on the screen', async ({ page }) => {
  // Whatever starts before the first paint, Lighthouse's simulated phone counts as something the
  // paint waited for (its LCP on Workshops went from 1.3 s to 2.2-2.5 s when it did).
  for (const path of ['/workshopy', '/materialy?lang=en', '/']) {
    await page.goto(path);
    const early = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      if (!paint) return ['no first-contentful-paint entry'];
      return performance.getEntriesByType('resource')
        .filter((entry) => /\.js$|mf-manifest\.json$/.test(new URL(entry.name).pathname) && !/\/static\/js\/index\.\w+\.js$|preferences-boot\.js$/.test(entry.name))
        .filter((entry) => entry.startTime < paint.startTime)
        .map((entry) => `${new URL(entry.name).pathname} at ${Math.round(entry.startTime)} ms, the paint at ${Math.round(paint.startTime)} ms`);
    });
    expect(early, path).toEqual([]);
  }
});

test('an English visitor gets English HTML, by the language cookie or by ?lang=en, and Slovak stays the default', async ({ page }) => {
  const slovak = await serverHtml(page, '/kontakt');
  expect(slovak.html).toContain('<html lang="sk"');
  expect(slovak.html).toContain(`<title>Kontakt - ${PRODUCT}</title>`);
  for (const english of [await serverHtml(page, '/kontakt', { cookie: 'locale=en' }), await serverHtml(page, '/kontakt?lang=en')]) {
    expect(english.html).toContain('<html lang="en"');
    expect(english.html).toContain(`<title>Contact - ${PRODUCT_EN}</title>`);
    expect(english.html).toContain('Skip to main content');
    expect(english.html).not.toContain('Preskočiť na hlavný obsah');
  }
});

test('an English reader who chose English before never sees a Slovak page', async ({ page }) => {
  await page.goto('/o-projekte');
  await page.evaluate(() => {
    localStorage.setItem('locale', 'en');
    document.cookie = 'locale=; Path=/; Max-Age=0';
  });
  const painted: string[] = [];
  await page.exposeFunction('reportHeading', (text: string) => painted.push(text));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => (window as unknown as { reportHeading: (text: string) => void }).reportHeading(document.querySelector('h1')?.textContent ?? ''));
  });
  await page.goto('/o-projekte');
  await expect(page.getByRole('heading', { level: 1, name: 'About the project' })).toBeVisible();
  expect(painted).not.toContain('O projekte');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('en');
});

test('switching the language in the page updates the cookie, so the next page comes in that language', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /prepnúť jazyk na English/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const next = await serverHtml(page, '/kontakt');
  expect(next.html).toContain('<html lang="en"');
});

test('an unknown address and an album that does not exist answer 404, with the not-found page', async ({ page }) => {
  const unknown = await serverHtml(page, '/toto-tu-nie-je');
  expect(unknown.status).toBe(404);
  expect(unknown.html).toContain('Stránka nenájdená');
  expect(unknown.html).toContain('<meta name="robots" content="noindex" />');
  const album = await serverHtml(page, '/galeria/987654');
  expect(album.status).toBe(404);
  expect(album.html).toContain('Album sa nenašiel');
  const response = await page.goto('/toto-tu-nie-je');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenájdená' })).toBeVisible();
});

test('each page names itself for search engines and link previews, in both languages', async ({ page }) => {
  const { html } = await serverHtml(page, '/materialy');
  // The configured address (PUBLIC_URL), which robots.txt names: never the request's Host.
  const origin = /^Sitemap: (.+)\/sitemap\.xml$/m.exec(await (await page.request.get('/robots.txt')).text())?.[1];
  expect(html).toContain(`<link rel="canonical" href="${origin}/materialy" />`);
  expect(html).toContain(`<link rel="alternate" hreflang="sk" href="${origin}/materialy" />`);
  expect(html).toContain(`<link rel="alternate" hreflang="en" href="${origin}/materialy?lang=en" />`);
  expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/materialy" />`);
  expect(attribute(html, /<meta name="description" content="([^"]+)"/)).toMatch(/materiály|Príručky/i);
  expect(attribute(html, /<meta property="og:title" content="([^"]+)"/)).toBe(`Materiály - ${PRODUCT}`);
  const preview = attribute(html, /<meta property="og:image" content="([^"]+)"/) ?? '';
  expect(preview).toMatch(new RegExp(`^${origin}/`));
  expect((await page.request.get(preview)).headers()['content-type']).toMatch(/^image\//);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  const english = (await serverHtml(page, '/materialy?lang=en')).html;
  expect(english).toContain(`<link rel="canonical" href="${origin}/materialy?lang=en" />`);
  expect(attribute(english, /<meta property="og:title" content="([^"]+)"/)).toBe(`Materials - ${PRODUCT_EN}`);
  expect(english).toContain('<meta property="og:locale" content="en_GB" />');
});

test("an album's page is titled with its name and previews its cover; the sitemap lists it in both languages", async ({ page }) => {
  const admin = await GalleryAdmin.logIn(page.request);
  const tag = runTag();
  const cover = await admin.uploadPhoto(`Obal ${tag}`, 200, 1200, 800);
  const album = await admin.createAlbum(`Výlet ${tag}`, `Opis výletu ${tag}`, cover.path);
  const { status, html } = await serverHtml(page, `/galeria/${album.id}`);
  expect(status).toBe(200);
  expect(html).toContain(`<title>Výlet ${tag} - ${PRODUCT}</title>`);
  expect(attribute(html, /<meta name="description" content="([^"]+)"/)).toBe(`Opis výletu ${tag}`);
  expect(attribute(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(/\/uploads\/images\/.+\.jpg$/);
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+/galeria/${album.id}</loc>`));
  expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+/galeria/${album.id}\\?lang=en</loc>`));
  expect(xml).toContain('hreflang="x-default"');
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  expect(robots).toContain('Disallow: /admin');
  // A forged Host changes no address in a page, the sitemap or robots.txt.
  const forged = { headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' } };
  for (const path of [`/galeria/${album.id}`, '/sitemap.xml', '/robots.txt']) {
    expect(await (await page.request.get(path, forged)).text(), path).not.toContain('evil.example');
  }
});

test('edges answer right: other spellings of /admin go to the one admin address, a malformed album is a 404 page', async ({ page }) => {
  for (const path of ['/ADMIN', '/Admin/login']) {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    expect([path, answer.status(), answer.headers().location, answer.headers()['x-robots-tag']]).toEqual([path, 308, path.toLowerCase(), 'noindex']);
  }
  for (const path of ['/galeria/abc', '/galeria/-1', '/galeria/99999999999999999999']) {
    const { status, html } = await serverHtml(page, path);
    expect([path, status]).toEqual([path, 404]);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('Album sa nenašiel');
  }
});

test('an admin change shows in the next server render', async ({ page }) => {
  const admin = await GalleryAdmin.logIn(page.request);
  const before = (await serverHtml(page, '/galeria')).html;
  const name = `Nový album ${runTag()}`;
  expect(before).not.toContain(name);
  await admin.createAlbum(name);
  expect((await serverHtml(page, '/galeria')).html).toContain(name);
});

test('the admin stays client-rendered and is never indexed', async ({ page }) => {
  const response = await page.request.get('/admin/login');
  expect(response.headers()['x-robots-tag']).toBe('noindex');
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).not.toContain('server-page-state');
  expect(html).toMatch(/<div id="app"><\/div>/);
});
