// Alive from the first paint: a server-rendered page answers a press made before its
// scripts have run. The page's scripts are held back for 5 s (the boot script, which the page
// needs to apply the stored theme before the first paint, is not); the controls are pressed the
// moment they show, and these journeys check what a visitor sees then and after hydration.
import { expect, test } from '../support/test';
import { arrive, HOLD_MS, hydrated, waitForHydration } from '../support/held-scripts';
import { GalleryAdmin, runTag } from '../gallery/support/gallery-api';
import { PublicAdminApi } from '../public/support/public-api';
import { seriousViolations } from '../support/axe';
import { PRODUCT } from './support/frame';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

test("the frame hydrates first: its controls work while the page's own code is still on its way", async ({ page }) => {
  // Only the remote's scripts are held: the shell's arrive at once.
  await arrive(page, '/materialy', HOLD_MS, (pathname) => pathname.startsWith('/remotes/'));
  const heading = page.getByRole('heading', { level: 1, name: 'Vzdelávacie materiály' });
  await expect(heading).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('main h1');
  });
  // The frame hydrated (not the page: its code is held back).
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: HOLD_MS + 15_000 });
  expect(await page.evaluate(() => document.documentElement.dataset.pageReady ?? null)).toBeNull();
  // The frame answers with React's listeners: the toolbar opens its panel, the menu knows its drawer.
  await page.getByRole('button', { name: 'Otvoriť panel prístupnosti (Alt+A)' }).click();
  await expect(page.getByRole('dialog', { name: 'Prístupnosť' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('.sh-app-bar__menu-button').click();
  await expect(page.locator('.sh-app-bar__menu-button')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  // Meanwhile the page part is the server's, untouched; then it hydrates in place.
  await expect(heading).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'mfe_public/Materials', undefined, { timeout: HOLD_MS + 15_000 });
  expect(await page.evaluate(() => (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('main h1'))).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('the menu opens its drawer before any script has run; hydration takes it over in place', async ({ page }) => {
  await arrive(page, '/materialy');
  const menu = page.getByRole('button', { name: 'Otvoriť menu' });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  expect(await hydrated(page)).toBe(false);
  // An item of the drawer works at once too: it is a link.
  await expect(drawer.getByRole('link', { name: 'Galéria' })).toHaveAttribute('href', '/galeria');
  await waitForHydration(page);
  // Hydrated: the same drawer, still open, now known to the button; nothing duplicated.
  await expect(drawer).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.locator('.sh-app-bar__menu-button')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Zavrieť menu' })).toBeFocused();
  await drawer.getByRole('link', { name: 'Kontakt' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/kontakt$/);
});

test('the language link works before any script has run', async ({ page }) => {
  await arrive(page, '/workshopy');
  await page.getByRole('link', { name: /prepnúť jazyk na English/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workshops' })).toBeVisible();
  await expect(page).toHaveURL(/\/workshopy\?lang=en$/);
});

test('a stored theme and text size show from the first frame the page draws, before any of its scripts has run', async ({ page }) => {
  await page.goto('/o-projekte');
  await page.evaluate(() => {
    localStorage.setItem('darkMode', 'true');
    localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize: 150 }));
  });
  // Every frame, just before it is drawn: the body's classes and the root's text size.
  await page.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { frames_: string[] }).frames_ = frames;
    const look = () => {
      if (document.body) frames.push(`${document.body.className}|${document.documentElement.style.fontSize}`);
      if (frames.length < 30) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await arrive(page, '/materialy');
  await expect(page.getByRole('heading', { level: 1, name: 'Vzdelávacie materiály' })).toBeVisible();
  expect(await hydrated(page)).toBe(false);
  const frames = await page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
  expect(frames.length).toBeGreaterThan(0);
  expect([...new Set(frames)]).toEqual(['dark-mode|150%']);
});

test('the theme toggle works before any script has run, and the app takes the choice over', async ({ page }) => {
  await arrive(page, '/');
  const toDark = page.getByRole('button', { name: 'Prepnúť na tmavý režim' });
  await toDark.click();
  // At once, with no script of the page yet.
  await expect(page.locator('body')).toHaveClass(/dark-mode/);
  expect(await hydrated(page)).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
  await waitForHydration(page);
  // Hydrated: still dark (the press was not repeated), and the app's toggle switches back.
  await expect(page.locator('body')).toHaveClass(/dark-mode/);
  const toLight = page.getByRole('button', { name: 'Prepnúť na svetlý režim' });
  await expect(toLight).toBeVisible();
  await toLight.click();
  await expect(page.locator('body')).not.toHaveClass(/dark-mode/);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
});

test('Alt+A pressed before hydration waits and opens the accessibility panel once the page wakes', async ({ page }) => {
  await arrive(page, '/o-projekte');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.keyboard.press('Alt+KeyA');
  expect(await hydrated(page)).toBe(false);
  await expect(page.getByRole('dialog', { name: 'Prístupnosť' })).toBeVisible({ timeout: HOLD_MS + 15_000 });
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('a press made while the site’s scripts fail to load ends in words, not an endless wait', async ({ page }) => {
  await page.request.get('/o-projekte?lang=en');
  // Every script chunk the entry asks for fails, as on a dropped mobile connection.
  await page.route((url) => url.pathname.startsWith('/static/js/async/'), (route) => route.abort('connectionreset'));
  await page.mainFrame().goto('/o-projekte?lang=en', { waitUntil: 'commit' });
  const toolbar = page.getByRole('button', { name: /accessibility panel/i });
  await toolbar.click();
  const notice = page.getByRole('alert').filter({ hasText: 'The page did not load completely' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  expect(await hydrated(page)).toBe(false);
  await expect(toolbar).toHaveAttribute('data-boot-pending', '');
  // The way out is a link to the same page, which works without any script.
  await page.unrouteAll();
  await notice.getByRole('link', { name: 'Load the page again' }).click();
  await waitForHydration(page);
  await expect(page.getByRole('alert').filter({ hasText: 'did not load completely' })).toHaveCount(0);
});

test("a photo tile is a link to the photo's own page: an early tap stays on the site, and the lightbox opens once the page wakes", async ({ page, context }) => {
  const admin = await GalleryAdmin.logIn(page.request);
  const tag = runTag();
  const album = await admin.createAlbum(`Skorý dotyk ${tag}`);
  const photo = await admin.uploadPhoto(`Fotka ${tag}`, 120, 1200, 800);
  const item = await admin.addPhoto(album.id, `Fotka ${tag}`, photo.path);
  const ownPage = `/galeria/${album.id}?foto=${item.id}`;
  await arrive(page, `/galeria/${album.id}`);
  const tile = page.getByRole('link', { name: `Otvoriť fotografiu Fotka ${tag}` });
  expect(await tile.getAttribute('href')).toBe(ownPage);
  // Before the scripts: the browser follows the link to the photo's server-rendered page, on the site.
  const response = page.waitForResponse((answer) => answer.request().isNavigationRequest());
  await tile.click();
  expect((await response).headers()['content-type']).toMatch(/^text\/html/);
  await expect(page).toHaveURL(new RegExp(`${ownPage.replace(/[?]/g, '\\?')}$`));
  const panel = page.getByRole('region', { name: 'Vybraná fotografia' });
  await expect(panel.getByRole('heading', { name: `Fotka ${tag}` })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Späť na celý album' })).toBeVisible();

  // Once hydrated: a plain click opens the lightbox, exactly once, and Escape returns to the tile.
  await page.unrouteAll();
  await page.goto(`/galeria/${album.id}`);
  await tile.click();
  const lightbox = page.locator('.yarl__root');
  await expect(lightbox).toBeVisible();
  await expect(lightbox).toHaveCount(1);
  // Same document; the address names the photo shown, and loses it when the viewer closes.
  expect(page.url()).toMatch(new RegExp(`/galeria/${album.id}\\?foto=\\d+$`));
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(tile).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/galeria/${album.id}$`));
  // A click with Ctrl (or the middle button) still opens the photo's page where the visitor asked: a new tab.
  const opened = context.waitForEvent('page');
  await tile.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(new RegExp(`${ownPage.replace(/[?]/g, '\\?')}$`));
  await tab.close();
  await expect(lightbox).toBeHidden();
});

test.describe('a photo tile without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("leads to the photo's own page on the site, in the page's language, with its title and the way back", async ({ page, request }) => {
    const admin = await GalleryAdmin.logIn(request);
    const tag = runTag();
    const album = await admin.createAlbum(`Bez skriptov ${tag}`);
    const photo = await admin.uploadPhoto(`Fotka ${tag}`, 90, 1200, 800);
    const item = await admin.addPhoto(album.id, `Fotka ${tag}`, photo.path);
    await page.goto(`/galeria/${album.id}`);
    const response = page.waitForResponse((answer) => answer.request().isNavigationRequest());
    await page.getByRole('link', { name: `Otvoriť fotografiu Fotka ${tag}` }).click();
    expect((await response).headers()['content-type']).toMatch(/^text\/html/);
    await expect(page).toHaveURL(new RegExp(`/galeria/${album.id}\\?foto=${item.id}$`));
    const panel = page.getByRole('region', { name: 'Vybraná fotografia' });
    await expect(panel.getByRole('heading', { name: `Fotka ${tag}` })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Požiadať o odstránenie' })).toBeVisible();
    await panel.getByRole('link', { name: 'Späť na celý album' }).click();
    await expect(page).toHaveURL(new RegExp(`/galeria/${album.id}$`));

    // In English the tile keeps the language.
    await page.goto(`/galeria/${album.id}?lang=en`);
    await page.getByRole('link', { name: new RegExp(`Open photo (Fotka ${tag})`) }).click();
    await expect(page).toHaveURL(new RegExp(`/galeria/${album.id}\\?foto=${item.id}&lang=en$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('an album keeps the title the server gave it after hydration, and a move to another page retitles', async ({ page }) => {
  const admin = await GalleryAdmin.logIn(page.request);
  const name = `Album s menom ${runTag()}`;
  const album = await admin.createAlbum(name);
  await page.goto(`/galeria/${album.id}`);
  await expect(page).toHaveTitle(`${name} - ${PRODUCT}`);
  // Longer than the route announcement's delay, after which the title used to become "Galéria - …".
  await page.waitForTimeout(1000);
  await expect(page).toHaveTitle(`${name} - ${PRODUCT}`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveTitle(`Kontakt - ${PRODUCT}`);
});

test('a FAQ answer opens before any script has run and stays open, in place, once the page wakes', async ({ page }) => {
  await arrive(page, '/kontakt');
  const question = page.locator('summary', { hasText: 'Koľko stoja workshopy?' });
  const answer = page.getByText('Nič. Všetky workshopy sú bezplatné', { exact: false });
  await question.click();
  await expect(answer).toBeVisible();
  expect(await hydrated(page)).toBe(false);
  // Where the question sits in its section, and the section's height: the FAQ neither flashes nor shifts.
  const faqLayout = () =>
    page.locator('#faq').evaluate((section) => {
      const top = section.getBoundingClientRect().top;
      return { height: section.getBoundingClientRect().height, questions: Array.from(section.querySelectorAll('summary'), (summary) => summary.getBoundingClientRect().top - top) };
    });
  const before = await faqLayout();
  await question.evaluate((element) => element.setAttribute('data-before-hydration', ''));
  await waitForHydration(page);
  // The same element (hydration kept it), still open, now with its state known to the app; nothing moved.
  await expect(page.locator('summary[data-before-hydration]')).toHaveText('Koľko stoja workshopy?');
  await expect(answer).toBeVisible();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(await faqLayout()).toEqual(before);
  expect(await seriousViolations(page, ['#faq'])).toEqual([]);
  // Another question closes the first (one answer at a time).
  await page.locator('summary', { hasText: 'Pre koho sú workshopy určené?' }).click();
  await expect(answer).toBeHidden();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
});

test('the materials filter filters before any script has run, and hydration keeps the choice in place', async ({ page }) => {
  await arrive(page, '/materialy');
  const filter = page.getByRole('group', { name: 'Filtrovať podľa:' });
  const list = page.getByRole('region', { name: 'Zoznam materiálov' });
  // Whatever the list holds (the placeholders have a PDF), only PDFs stay.
  await filter.getByRole('link', { name: 'PDF' }).click();
  await expect(page).toHaveURL(/\/materialy\?typ=pdf$/);
  await expect(filter.getByRole('link', { name: 'PDF' })).toHaveAttribute('aria-current', 'true');
  await expect(list.getByText('PDF PRÍRUČKA').first()).toBeVisible();
  await expect(list.locator('.pub-material').filter({ hasNotText: 'PDF PRÍRUČKA' })).toHaveCount(0);
  expect(await hydrated(page)).toBe(false);
  const cards = () => list.getByRole('heading', { level: 3 }).allTextContents();
  const before = await cards();
  await list.locator('h3').first().evaluate((element) => element.setAttribute('data-before-hydration', ''));
  await waitForHydration(page);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-page-ready'));
  // The same list (hydrated in place), the same choice; nothing duplicated.
  expect(await cards()).toEqual(before);
  await expect(list.locator('h3[data-before-hydration]')).toHaveCount(1);
  await expect(filter.locator('[aria-current="true"]')).toHaveText('PDF');
  await expect(page.getByRole('group', { name: 'Filtrovať podľa:' })).toHaveCount(1);
  // Alive now: a choice filters in place.
  await filter.getByRole('link', { name: 'Všetko' }).click();
  await expect(page).toHaveURL(/\/materialy$/);
  await expect(filter.locator('[aria-current="true"]')).toHaveText('Všetko');
  await expect.poll(() => list.locator('.pub-material').count()).toBeGreaterThanOrEqual(before.length);
});

test('the album media filter works before any script has run', async ({ page }) => {
  const admin = await GalleryAdmin.logIn(page.request);
  const tag = runTag();
  const album = await admin.createAlbum(`Filter skoro ${tag}`);
  const photo = await admin.uploadPhoto(`Fotka ${tag}`, 150, 1200, 800);
  await admin.addPhoto(album.id, `Fotka ${tag}`, photo.path);
  await arrive(page, `/galeria/${album.id}`);
  const filter = page.getByRole('group', { name: 'Zobraziť' });
  await filter.getByRole('link', { name: 'Videá' }).click();
  await expect(page).toHaveURL(new RegExp(`/galeria/${album.id}\\?typ=video$`));
  await expect(page.getByText('Tento album neobsahuje žiadne videá')).toBeVisible();
  await expect(page.getByRole('link', { name: `Otvoriť fotografiu Fotka ${tag}` })).toHaveCount(0);
  expect(await hydrated(page)).toBe(false);
  await waitForHydration(page);
  await expect(filter.locator('[aria-current="true"]')).toHaveText('Videá');
  await filter.getByRole('link', { name: 'Fotky' }).click();
  await expect(page.getByRole('link', { name: `Otvoriť fotografiu Fotka ${tag}` })).toBeVisible();
});

/** Two tools of two workshops, for the tools filter's journeys. */
async function twoTools(request: Parameters<typeof PublicAdminApi.logIn>[0]) {
  const tag = runTag();
  const admin = await PublicAdminApi.logIn(request);
  const board = `Tabuľa ${tag}`;
  const quiz = `Kvíz ${tag}`;
  await admin.createTool({ title: board, description: 'Spoločná tabuľa nápadov.', type: 'miro', workshop: 'Marketing', url: 'https://miro.com/', embedUrl: null });
  await admin.createTool({ title: quiz, description: 'Kvíz o svetle.', type: 'kahoot', workshop: 'Fotografia', url: 'https://kahoot.it/', embedUrl: null });
  return { board, quiz };
}

test('the tools filter is a form the server answers before any script has run, and hydration keeps the choice', async ({ page }) => {
  const { board, quiz } = await twoTools(page.request);
  await arrive(page, '/interaktivne-nastroje');
  const workshop = page.getByRole('combobox', { name: 'Workshop' });
  await workshop.selectOption({ label: 'Fotografia' });
  await page.getByRole('button', { name: 'Filtrovať', exact: true }).click();
  // The server's page for the choice: only that workshop's tools.
  await expect(page).toHaveURL(/\/interaktivne-nastroje\?dielna=Fotografia&typ=$/);
  await expect(page.getByRole('heading', { level: 3, name: quiz })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: board })).toHaveCount(0);
  await expect(workshop).toHaveValue('Fotografia');
  expect(await hydrated(page)).toBe(false);
  await waitForHydration(page);
  // Hydrated: the same choice and list; nothing duplicated.
  await expect(workshop).toHaveValue('Fotografia');
  await expect(page.getByRole('combobox', { name: 'Workshop' })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 3, name: quiz })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: board })).toHaveCount(0);
  // Alive now: a change filters at once, in place, and the address follows.
  await page.locator('h1').evaluate((element) => element.setAttribute('data-same-document', ''));
  await workshop.selectOption({ label: 'Všetky workshopy' });
  await expect(page.getByRole('heading', { level: 3, name: board })).toBeVisible();
  await page.getByRole('combobox', { name: 'Typ nástroja' }).selectOption('miro');
  await expect(page.getByRole('heading', { level: 3, name: quiz })).toHaveCount(0);
  await expect(page).toHaveURL(/\/interaktivne-nastroje\?typ=miro$/);
  await expect(page.locator('h1[data-same-document]')).toHaveCount(1);
  expect(await seriousViolations(page, ['#nastroje'])).toEqual([]);
});

test('a tools filter chosen before hydration but not sent is kept once the page wakes', async ({ page }) => {
  const { board, quiz } = await twoTools(page.request);
  await arrive(page, '/interaktivne-nastroje');
  await page.getByRole('combobox', { name: 'Workshop' }).selectOption({ label: 'Marketing' });
  expect(await hydrated(page)).toBe(false);
  await waitForHydration(page);
  await expect(page.getByRole('combobox', { name: 'Workshop' })).toHaveValue('Marketing');
  await expect(page.getByRole('heading', { level: 3, name: board })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: quiz })).toHaveCount(0);
  await expect(page).toHaveURL(/\/interaktivne-nastroje\?dielna=Marketing$/);
});

// A form sent before any script has run: e2e/public/forms-before-hydration.e2e.ts.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the FAQ answers are in the page and open from their questions', async ({ page }) => {
    await page.goto('/kontakt?lang=en');
    const question = page.locator('summary', { hasText: 'How much do the workshops cost?' });
    await expect(question).toBeVisible();
    await question.click();
    await expect(page.getByText('Nothing. All workshops are free', { exact: false })).toBeVisible();
  });

  test('the materials filter is a link the server answers (?typ=), in English too', async ({ page }) => {
    await page.goto('/materialy?lang=en');
    const filter = page.getByRole('group', { name: 'Filter by:' });
    await filter.getByRole('link', { name: 'Teaching guides' }).click();
    await expect(page).toHaveURL(/\/materialy\?lang=en&typ=metodika$/);
    await expect(filter.getByRole('link', { name: 'Teaching guides' })).toHaveAttribute('aria-current', 'true');
    const list = page.getByRole('region', { name: 'List of materials' });
    await expect(list.locator('.pub-material').filter({ hasNotText: 'METHODOLOGICAL MATERIAL' })).toHaveCount(0);
  });

  test('the tools filter is a form the server answers, in English too', async ({ page }) => {
    const { board, quiz } = await twoTools(page.request);
    await page.goto('/interaktivne-nastroje?lang=en');
    await page.getByRole('combobox', { name: 'Tool type' }).selectOption({ label: 'Kahoot! – quiz' });
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page).toHaveURL(/\/interaktivne-nastroje\?lang=en&dielna=&typ=kahoot$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Interactive tools' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: quiz })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: board })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Tool type' })).toHaveValue('kahoot');
  });
});
