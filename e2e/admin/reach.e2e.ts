// Reach (PRODUCT section 9): people visit pages and download a material in Slovak and English; the
// administrator then sees those numbers in the Reach section, downloads the same numbers as CSV and
// prints the report on one page. The section passes axe in three themes, works by keyboard and
// reflows on a 390 px phone at 150 % text, in both languages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { siteDayKey, type ReachReport } from '@softskills/domain';
import { E2E_ADMIN } from '../support/admin';
import { seriousViolations } from '../support/axe';
import { horizontalOverflows } from '../support/overflow';
import { expect, test, waitForInteractive } from '../support/test';
import { minimalPdf, PublicAdminApi } from '../public/support/public-api';
import { logIn, openSection, openTab, runId, sectionLink } from './support/admin-session';

const today = () => siteDayKey(new Date());
/** Where the screenshots go: REACH_SCREENS when set (to look at them), else the test's output folder. */
const shot = (name: string) => join(process.env.REACH_SCREENS ?? test.info().outputPath(), `${name}.png`);

async function reachToday(request: APIRequestContext): Promise<ReachReport> {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const token = ((await login.json()) as { token: string }).token;
  const response = await request.get('/api/reach', { params: { from: today(), to: today() }, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as ReachReport;
}

/** A person with a browser of their own (the journeys' own browser is one more). */
async function visitor(browser: Browser, userAgent: string): Promise<Page> {
  const context = await browser.newContext({ userAgent, viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** Presses Tab until `target` has the focus, as a keyboard user would; fails when it takes more than eight presses. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 24; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target.toString()} is not reached with Tab`);
}

const hitsOf = (report: ReachReport, kind: 'pages' | 'downloads', address: string) => report[kind].find((item) => item.address === address) ?? { sk: 0, en: 0, total: 0 };
const referred = (items: ReachReport['referrers'], host: string) => items.find((item) => item.host === host)?.views ?? 0;

test('visits and a download in both languages show in the Reach section, its CSV and its printed page', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const id = runId();
  const admin = await PublicAdminApi.logIn(request);
  const file = await admin.upload('dosah.pdf', 'application/pdf', minimalPdf(`Dosah ${id}`));
  await admin.createMaterial({ title: `Príručka dosahu ${id}`, titleEn: `Reach handbook ${id}`, description: 'Na meranie dosahu.', descriptionEn: 'For measuring reach.', type: 'pdf', category: 'Marketing', fileUrl: file.path });
  const before = await reachToday(request);

  // One person reads in Slovak, moves to the materials in the app, downloads, then reads and downloads in English.
  const reader = await visitor(browser, `Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0 Reach/${id}`);
  await reader.goto('/');
  await waitForInteractive(reader);
  await reader.getByRole('navigation', { name: 'Hlavné menu' }).getByRole('link', { name: 'Materiály' }).click();
  await expect(reader.getByRole('heading', { name: `Príručka dosahu ${id}` })).toBeVisible();
  await Promise.all([reader.waitForEvent('download'), reader.getByRole('link', { name: `Stiahnuť: Príručka dosahu ${id}` }).click()]);
  await reader.goto('/materialy?lang=en');
  await waitForInteractive(reader);
  await Promise.all([reader.waitForEvent('download'), reader.getByRole('link', { name: `Download: Reach handbook ${id}` }).click()]);
  // Another comes to the English workshops page from a link on Facebook.
  const friend = await visitor(browser, `Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15 Reach/${id}`);
  await friend.goto('/workshopy?lang=en', { referer: 'https://www.facebook.com/groups/skola' });
  await waitForInteractive(friend);

  // The app's own move is sent as the page changes; the report includes what this server just counted.
  await expect.poll(async () => (await reachToday(request)).totals.views - before.totals.views).toBe(4);
  const after = await reachToday(request);
  expect(after.totals.visitors - before.totals.visitors).toBe(2);
  expect(after.totals.downloads - before.totals.downloads).toBe(2);
  expect(hitsOf(after, 'downloads', file.path)).toMatchObject({ title: `Príručka dosahu ${id}`, sk: 1, en: 1, total: 2 });
  const materials = [hitsOf(before, 'pages', '/materialy'), hitsOf(after, 'pages', '/materialy')];
  expect([materials[1].sk - materials[0].sk, materials[1].en - materials[0].en]).toEqual([1, 1]);
  expect(referred(after.referrers, 'www.facebook.com') - referred(before.referrers, 'www.facebook.com')).toBe(1);
  expect(referred(after.workshops.referrers, 'www.facebook.com') - referred(before.workshops.referrers, 'www.facebook.com')).toBe(1);

  // The administrator's Reach section shows today's numbers.
  await logIn(page);
  await openTab(page, 'Dosah');
  const panel = openSection(page);
  await panel.getByLabel('Od', { exact: true }).fill(today());
  await panel.getByLabel('Do', { exact: true }).fill(today());
  await panel.getByRole('button', { name: 'Zobraziť' }).click();
  const totals = panel.getByLabel('Súhrn za obdobie');
  const shown = await reachToday(request);
  await expect(totals.locator('[data-figure="views"]')).toHaveText(shown.totals.views.toLocaleString('sk'));
  await expect(totals.locator('[data-figure="visitors"]')).toHaveText(shown.totals.visitors.toLocaleString('sk'));
  await expect(totals.locator('[data-figure="downloads"]')).toHaveText(shown.totals.downloads.toLocaleString('sk'));
  await expect(panel.getByRole('table', { name: 'Najsťahovanejšie materiály' }).getByRole('row', { name: `Príručka dosahu ${id} 1 1 2` })).toBeVisible();
  const shownMaterials = hitsOf(shown, 'pages', '/materialy');
  await expect(panel.getByRole('table', { name: 'Najčítanejšie stránky' }).getByRole('row', { name: `Materiály ${shownMaterials.sk} ${shownMaterials.en} ${shownMaterials.total}` })).toBeVisible();

  // The CSV carries the same numbers.
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Stiahnuť CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`reach-${today()}-${today()}.csv`);
  const lines = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').split('\r\n');
  const { views, visitors, downloads, newSubscribers, subscribers } = shown.totals;
  expect(lines).toContain(`Spolu,,${views},${visitors},${downloads},${newSubscribers},${subscribers}`);
  expect(lines).toContain(`${file.path},Príručka dosahu ${id},1,1,2`);

  // Printed: the report alone, on one page (a browser says it prints before it lays the page out for paper).
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Stiahnuť CSV' })).toBeHidden();
  await expect(panel.getByRole('heading', { name: `Dosah stránky: ${today().split('-').map(Number).reverse().join('. ')} – ${today().split('-').map(Number).reverse().join('. ')}` })).toBeVisible();
  await page.screenshot({ path: shot('reach-print-sk'), fullPage: true });
  const pdf = await page.pdf({ format: 'A4', path: shot('reach-print-sk').replace(/\.png$/, '.pdf') });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  await page.emulateMedia({ media: null });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

  // In English, the first range (the last 30 days, day by day) prints on one page as well.
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(openSection(page).getByLabel('Totals for the period')).toBeVisible();
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  const english = await page.pdf({ format: 'A4', path: shot('reach-print-en').replace(/\.png$/, '.pdf') });
  expect(english.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
});

const THEMES = {
  light: { darkMode: false, highContrast: false },
  dark: { darkMode: true, highContrast: false },
  'high contrast': { darkMode: false, highContrast: true },
};

for (const [theme, { darkMode, highContrast }] of Object.entries(THEMES)) {
  test(`the Reach section passes axe in the ${theme} theme, in Slovak and English`, async ({ page }) => {
    await page.addInitScript(
      ([dark, contrast]) => {
        localStorage.setItem('darkMode', String(dark));
        localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize: 100, highContrast: contrast, voiceReaderMode: false, selectedVoice: 0 }));
      },
      [darkMode, highContrast] as const,
    );
    await logIn(page);
    await openTab(page, 'Dosah');
    await expect(openSection(page).getByLabel('Súhrn za obdobie')).toBeVisible();
    expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);
    await page.screenshot({ path: shot(`reach-desktop-${theme.replace(' ', '-')}-sk`), fullPage: true });
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.reload();
    await expect(openSection(page).getByLabel('Totals for the period')).toBeVisible();
    expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);
    await page.screenshot({ path: shot(`reach-desktop-${theme.replace(' ', '-')}-en`), fullPage: true });
  });
}

test('the Reach section works by keyboard alone and reflows on a 390 px phone at 150 % text', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize: 150, highContrast: false, voiceReaderMode: false, selectedVoice: 0 })));
  await logIn(page);
  // The phone's section menu opens from its button; Tab leads to the section's link, Enter opens it.
  await page.getByRole('button', { name: /^Sekcia:/ }).focus();
  await page.keyboard.press('Enter');
  await tabTo(page, sectionLink(page, 'Dosah'));
  await page.keyboard.press('Enter');
  await expect(sectionLink(page, 'Dosah')).toHaveAttribute('aria-current', 'page');
  const panel = openSection(page);
  await expect(panel.getByLabel('Súhrn za obdobie')).toBeVisible();
  // Then the section's fields in order (a date field's day, month and year are tab stops of their own).
  await tabTo(page, panel.getByLabel('Od', { exact: true }));
  await page.keyboard.type('01012024');
  await expect(panel.getByLabel('Od', { exact: true })).toHaveValue('2024-01-01');
  await tabTo(page, panel.getByLabel('Do', { exact: true }));
  await tabTo(page, panel.getByRole('combobox', { name: 'Zoskupiť' }));
  await tabTo(page, panel.getByRole('button', { name: 'Zobraziť' }));
  await page.keyboard.press('Enter');
  // More than the two years a report covers: said at the field, which takes the focus.
  await expect(panel.getByText('Správa môže pokryť najviac 731 dní.')).toBeVisible();
  await expect(panel.getByLabel('Od', { exact: true })).toBeFocused();
  await tabTo(page, panel.getByRole('combobox', { name: 'Zoskupiť' }));
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'po mesiacoch' }).press('Enter');
  await expect(panel.getByRole('combobox', { name: 'Zoskupiť' })).toHaveText(/po mesiacoch/);
  await panel.getByLabel('Od', { exact: true }).fill(siteDayKey(new Date(Date.now() - 60 * 24 * 60 * 60 * 1000)));
  await panel.getByRole('button', { name: 'Zobraziť' }).press('Enter');
  await expect(panel.getByRole('table', { name: 'Návštevnosť, stiahnutia a odberatelia po mesiacoch' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Stiahnuť CSV' })).toBeFocused();
  expect(await horizontalOverflows(page)).toEqual([]);
  expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);
  await page.screenshot({ path: shot('reach-phone-150-sk'), fullPage: true });
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(openSection(page).getByLabel('Totals for the period')).toBeVisible();
  expect(await horizontalOverflows(page)).toEqual([]);
  await page.screenshot({ path: shot('reach-phone-150-en'), fullPage: true });
});
