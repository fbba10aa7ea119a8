// Parts of a page hydrated when a visitor can reach them (shared-ui/components/deferred.tsx):
// Home below its carousel, the footer, the nav drawer. Their HTML and styles are there from the
// first paint; their scripts come when they are reached; nothing pressed in them before that is lost.
import type { Page } from '@playwright/test';
import { BOOT_SUBMIT_ATTRIBUTE } from 'shared-ui/page-protocol';
import { expect, test, waitForInteractive } from '../support/test';

test.use({ viewport: { width: 390, height: 844 } });

/** The scripts of the page's deferred parts it has asked for so far, by chunk name. */
function deferredScripts(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = /\/(deferred-[\w-]+)\.[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) names.push(name);
  });
  return names;
}

/** A mark on the document that a full page load would lose: an in-place move keeps it. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

test("Home's next meetings fetch their script when a visitor reaches them, styled from the first paint; then the newsletter form is alive", async ({ page }) => {
  const fetched = deferredScripts(page);
  await page.goto('/');
  const card = page.locator('#terminy .pub-dates-newsletter');
  const submit = card.getByRole('button', { name: 'Prihlásiť sa na odber' });
  // The server's HTML, styled: the card has its padding before its script has come.
  await expect(card).toHaveCount(1);
  expect(Number.parseFloat(await card.evaluate((element) => getComputedStyle(element).paddingTop))).toBeGreaterThan(8);
  expect(fetched).not.toContain('deferred-home-meetings');
  await expect(submit).toHaveAttribute(BOOT_SUBMIT_ATTRIBUTE, 'waiting');

  await page.locator('#terminy').scrollIntoViewIfNeeded();
  await expect.poll(() => fetched.includes('deferred-home-meetings')).toBe(true);
  await expect(submit).toHaveAttribute(BOOT_SUBMIT_ATTRIBUTE, 'ready');
  await card.getByLabel(/Tvoj e-mail/).fill('neplatna-adresa');
  await card.getByRole('checkbox', { name: /Súhlasím so zasielaním noviniek/ }).check();
  await submit.click();
  await expect(card.getByText('Zadaj platnú e-mailovú adresu')).toBeVisible();
});

test('a link in a part that has not woken yet moves in place, as every link of the site does', async ({ page }) => {
  const fetched = deferredScripts(page);
  await page.goto('/');
  await markDocument(page);
  // Home's overview holds text and links only: being seen does not wake it.
  const allWorkshops = page.locator('#oblasti').getByRole('link', { name: 'Všetky workshopy' });
  await allWorkshops.scrollIntoViewIfNeeded();
  expect(fetched).not.toContain('deferred-home-overview');
  await allWorkshops.click();
  await expect(page).toHaveURL(/\/workshopy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Workshopy');
  expect(await isSameDocument(page)).toBe(true);
});

test('the other language chosen before the parts woke: they read in English at once, and React hydrates nothing the server did not send', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: /EN – prepnúť jazyk/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('#terminy').getByRole('heading', { level: 2 })).toHaveText('Next meetings');
  await expect(page.locator('#oblasti').getByRole('heading', { level: 2 })).toHaveText('Focus areas');
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Quick links' })).toBeVisible();
  expect(problems).toEqual([]);
});

test("the drawer's script comes as the menu button is reached, and its first opening takes the focus in", async ({ page }) => {
  const fetched = deferredScripts(page);
  await page.goto('/materialy');
  await waitForInteractive(page);
  expect(fetched).not.toContain('deferred-nav-drawer');
  const menu = page.getByRole('button', { name: 'Otvoriť menu' });
  // A keyboard user reaches the button: the script is on its way before Enter.
  await menu.focus();
  await expect.poll(() => fetched.includes('deferred-nav-drawer')).toBe(true);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('button', { name: 'Zavrieť menu' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
});

test('a drawer opened before its script came takes the focus in once it has, and its link closes it as it moves', async ({ page }) => {
  // The drawer's script is held back until the drawer is open.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/deferred-nav-drawer\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/materialy');
  await waitForInteractive(page);
  await markDocument(page);
  const menu = page.getByRole('button', { name: 'Otvoriť menu' });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  release();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('button', { name: 'Zavrieť menu' })).toBeFocused();
  await drawer.getByRole('link', { name: 'Kontakt' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/kontakt$/);
  expect(await isSameDocument(page)).toBe(true);
});
