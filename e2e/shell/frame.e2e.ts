// The frame around every page (spec 2.3–2.7), against `npm start`.
import { expect, test } from '../support/test';
import { E2E_ADMIN } from '../support/admin';
import { liveRegion, openPage, PRODUCT, PRODUCT_EN, resetPreferences } from './support/frame';

test.beforeEach(async ({ page }) => resetPreferences(page));

test('the skip link moves focus to the main region and announces it for about a second', async ({ page }) => {
  await openPage(page, '/');
  await expect(page.locator('#app')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Preskočiť na hlavný obsah' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(liveRegion(page)).toHaveText('Preskočené na hlavný obsah stránky');
  await expect(liveRegion(page)).toHaveText('', { timeout: 2_000 });
});

test('every route change sets the title and announces the page, then clears the announcement', async ({ page }) => {
  await openPage(page, '/');
  await expect(page).toHaveTitle(`Domov - ${PRODUCT}`);
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: 'Workshopy' }).click();
  await expect(page).toHaveURL(/\/workshopy$/);
  await expect(page).toHaveTitle(`Workshopy - ${PRODUCT}`);
  await expect(liveRegion(page)).toHaveText('Načítaná stránka: Workshopy');
  await expect(liveRegion(page)).toHaveText('', { timeout: 3_000 });
  await banner.getByRole('link', { name: 'Galéria' }).click();
  await expect(page).toHaveTitle(`Galéria - ${PRODUCT}`);
  await expect(liveRegion(page)).toHaveText('Načítaná stránka: Galéria');
  await page.goto('/nic-take-neexistuje');
  await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenájdená' })).toBeVisible();
  await expect(page).toHaveTitle(`Stránka nenájdená - ${PRODUCT}`);
});

test('a new page starts at the top and going back restores the scroll position', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
});

test('Alt+A toggles the accessibility panel, Esc closes it, and the font size scales the page', async ({ page }) => {
  await openPage(page, '/o-projekte');
  await page.keyboard.press('Alt+A');
  const panel = page.getByRole('dialog', { name: 'Prístupnosť' });
  await expect(panel).toBeVisible();
  const rootSize = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  const before = await rootSize();
  await panel.getByRole('button', { name: 'Zväčšiť písmo' }).click();
  await expect(panel.getByText('110 %')).toBeVisible();
  expect(await rootSize()).toBeCloseTo(before * 1.1, 1);
  await panel.getByRole('button', { name: 'Reset: obnoviť predvolenú veľkosť písma' }).click();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.keyboard.press('Alt+A');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Zavrieť panel prístupnosti' }).click();
  await expect(panel).toBeHidden();
});

test('high contrast and the voice reader switch from the panel and survive a reload', async ({ page }) => {
  await openPage(page, '/');
  await page.keyboard.press('Alt+A');
  const panel = page.getByRole('dialog', { name: 'Prístupnosť' });
  await panel.getByRole('switch', { name: 'Vysoký kontrast' }).click();
  await expect(page.locator('body')).toHaveClass(/high-contrast/);
  await panel.getByRole('switch', { name: 'Čítanie nahlas' }).click();
  await expect(panel.getByText('Pohybom myši nad textom alebo kliknutím na prvky sa budú čítať nahlas.')).toBeVisible();
  await page.reload();
  await expect(page.locator('body')).toHaveClass(/high-contrast/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('accessibility-preferences') ?? '{}'));
  expect(stored).toMatchObject({ highContrast: true, voiceReaderMode: true, fontSize: 100 });
});

test('the theme and the language survive a reload', async ({ page }) => {
  await openPage(page, '/o-projekte');
  const remoteHeading = page.getByRole('main').locator('h1').first();
  const slovakHeading = await remoteHeading.textContent();
  await page.getByRole('button', { name: 'Prepnúť na tmavý režim' }).click();
  await expect(page.locator('body')).toHaveClass(/dark-mode/);
  await page.getByRole('link', { name: 'EN – prepnúť jazyk na English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  // The remote's page follows the shared texts without a reload.
  await expect(remoteHeading).not.toHaveText(slovakHeading ?? '');
  await page.reload();
  await expect(page.locator('body')).toHaveClass(/dark-mode/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await expect(page).toHaveTitle(`About the project - ${PRODUCT_EN}`);
  expect(await page.evaluate(() => [localStorage.getItem('darkMode'), localStorage.getItem('locale')])).toEqual(['true', 'en']);
});

test('a locale stored only under preferred-locale is honoured once and moved to locale', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('legacy-set')) return;
    sessionStorage.setItem('legacy-set', '1');
    localStorage.setItem('preferred-locale', 'en');
  });
  await openPage(page, '/kontakt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => [localStorage.getItem('locale'), localStorage.getItem('preferred-locale')])).toEqual(['en', null]);
});

test('/admin needs a stored admin token; the public bar and footer are hidden on /admin pages', async ({ page, request }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('banner').filter({ has: page.getByRole('navigation', { name: 'Hlavné menu' }) })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  const login = await request.post('/api/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  await page.evaluate((value) => localStorage.setItem('adminToken', value), token);
  await page.goto('/admin');
  await expect(page.locator('main h1, main nav[aria-label]').first()).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hamburger opens the 300 px drawer; an item navigates and closes it', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Hlavné menu' })).toBeHidden();
    await page.getByRole('button', { name: 'Otvoriť menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // The drawer slides in from the right: measure once the slide has ended.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box && { width: Math.round(box.width), right: Math.round(box.x + box.width) };
      })
      .toEqual({ width: 300, right: 390 });
    // The languages are links to this page in each language; the current one is marked.
    await expect(drawer.getByRole('link', { name: /SK\s*Slovenčina/ })).toHaveAttribute('aria-current', 'true');
    await expect(drawer.getByRole('link', { name: /EN\s*English/ })).toHaveAttribute('href', '/?lang=en');
    await drawer.getByRole('button', { name: 'Tmavý režim' }).click();
    await expect(page.locator('body')).toHaveClass(/dark-mode/);
    await expect(drawer.getByRole('button', { name: 'Svetlý režim' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Kontakt' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page).toHaveTitle(/^Kontakt - /);
  });
});

test('the page scrolls clear of the app bar however tall it is, and a bar of its least height sets nothing on <html>', async ({ page }) => {
  // A property set on <html> restyles every element of the page: only a taller bar sets it.
  await page.setViewportSize({ width: 390, height: 844 });
  const measure = () =>
    page.evaluate(() => {
      const root = document.documentElement;
      return {
        padding: parseFloat(getComputedStyle(root).scrollPaddingTop),
        bar: Math.ceil(document.querySelector('.sh-app-bar')!.getBoundingClientRect().height),
        space: 0.75 * parseFloat(getComputedStyle(root).fontSize),
        set: root.style.getPropertyValue('--sh-header-height'),
      };
    });
  await openPage(page, '/o-projekte');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const least = await measure();
  expect(least.set, 'the bar at its least height').toBe('');
  expect(Math.abs(least.padding - (least.bar + least.space))).toBeLessThan(1);
  // A taller bar (as when it wraps): its measured height is set and the scroll padding follows.
  const taller = await page.addStyleTag({ content: '.sh-app-bar__inner { padding-block: 2rem; }' });
  await expect.poll(async () => (await measure()).set).not.toBe('');
  const tall = await measure();
  expect(tall.bar).toBeGreaterThan(least.bar);
  expect(tall.set).toBe(`${tall.bar}px`);
  expect(Math.abs(tall.padding - (tall.bar + tall.space))).toBeLessThan(1);
  await taller.evaluate((element) => (element as Element).remove());
  await expect.poll(async () => (await measure()).set).toBe('');
});
