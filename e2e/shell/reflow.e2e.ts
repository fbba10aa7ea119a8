// Issue 12.1 (WCAG 1.4.4 and 1.4.10): at the toolbar's largest text (150 %) on a 320 px phone, every
// public page and the admin reflow: nothing wider than the screen, nothing spilling out of its box
// or cut off sideways, no word broken in the middle.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { horizontalOverflows, wordsBrokenAcrossLines } from '../support/overflow';
import { E2E_ADMIN } from '../support/admin';
import { openTab, sendContactMessage, sendPublicFeedback } from '../admin/support/admin-session';
import { solidJpeg } from '../admin/support/media';

const PUBLIC_ROUTES = ['/', '/o-projekte', '/workshopy', '/materialy', '/galeria', '/hodnotenie', '/kontakt', '/interaktivne-nastroje', '/nic-take-neexistuje'];
// The toolbar stores the font size with the other preferences (spec 3); 150 % is its maximum.
const LARGEST_TEXT = JSON.stringify({ fontSize: 150, highContrast: false, voiceReaderMode: false, selectedVoice: 0 });

async function expectReflow(page: Page, where: string) {
  // Let late content (lists from the API, fonts) settle before measuring.
  await page.waitForLoadState('networkidle');
  expect.soft(await horizontalOverflows(page), `overflow on ${where}`).toEqual([]);
  expect.soft(await wordsBrokenAcrossLines(page), `words broken on ${where}`).toEqual([]);
}

async function useLargestTextOnASmallPhone(page: Page, language: 'sk' | 'en') {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.addInitScript(([preferences, locale]) => {
    localStorage.setItem('accessibility-preferences', preferences);
    localStorage.setItem('locale', locale);
  }, [LARGEST_TEXT, language]);
}

for (const language of ['sk', 'en'] as const) {
  test(`every public page reflows at 150 % text on a 320 px phone (${language})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await sendPublicFeedback(request, 'Reflow', 'Hodnotenie, aby mal zoznam obsah aj pri veľkom písme.');
    await useLargestTextOnASmallPhone(page, language);
    for (const path of PUBLIC_ROUTES) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
      expect(await page.evaluate(() => document.documentElement.style.fontSize), 'the stored 150 % applies').toBe('150%');
      await expectReflow(page, `${path} (${language})`);
    }
  });
}

const ADMIN_TEXTS = {
  sk: {
    username: 'Používateľské meno',
    password: 'Heslo',
    logIn: 'Prihlásiť sa',
    tabs: ['Albumy', 'Galéria', 'Materiály', 'Interaktívne nástroje', 'Hodnotenia', /^Kontaktné správy/, 'Zálohy'],
  },
  en: {
    username: 'Username',
    password: 'Password',
    logIn: 'Log in',
    tabs: ['Albums', 'Gallery', 'Materials', 'Interactive tools', 'Feedback', /^Contact messages/, 'Backups'],
  },
} as const;

for (const language of ['sk', 'en'] as const) {
  test(`the admin login and every tab reflow at 150 % text on a 320 px phone (${language})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const texts = ADMIN_TEXTS[language];
    // Every list has a row: an unresolved message (with its badge in the tab list) and a feedback
    // item waiting for approval (with its switch).
    await sendContactMessage(request, 'Reflow', 'Správa, aby mal zoznam obsah aj pri veľkom písme.');
    await sendPublicFeedback(request, 'Reflow', 'Hodnotenie, aby mal zoznam obsah aj pri veľkom písme.');
    await useLargestTextOnASmallPhone(page, language);
    await page.goto('/admin/login');
    await expectReflow(page, `/admin/login (${language})`);
    await page.getByLabel(texts.username).fill(E2E_ADMIN.username);
    await page.getByLabel(texts.password, { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: texts.logIn }).click();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    // On a phone all seven tabs stay in sight: the list wraps, nothing (the contact badge) scrolls away.
    const tabList = page.getByRole('tablist');
    expect.soft(await tabList.evaluate((list) => list.scrollWidth - list.clientWidth), `the tab list scrolls sideways (${language})`).toBeLessThanOrEqual(1);
    for (const tab of texts.tabs) {
      await openTab(page, tab);
      await expectReflow(page, `admin tab ${String(tab)} (${language})`);
    }
    // A chosen photo's texts take the whole width below its thumbnail, not a strip beside it.
    await openTab(page, texts.tabs[1]);
    await page.locator('input[type=file]').first().setInputFiles({ name: 'reflow.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(300, 200, '#0891b2') });
    const entry = page.getByRole('listitem', { name: 'reflow.jpg' });
    const title = entry.getByRole('textbox').first();
    await expect(title).toBeVisible();
    const [entryBox, titleBox] = [await entry.boundingBox(), await title.boundingBox()];
    expect.soft(titleBox!.width, `the chosen photo's title field is as wide as its entry allows (${language})`).toBeGreaterThan(entryBox!.width * 0.8);
    await expectReflow(page, `a chosen photo on the gallery tab (${language})`);
  });
}
