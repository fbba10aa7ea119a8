// Issue 12.1 (WCAG 1.4.4 and 1.4.10): at the toolbar's largest text (150 %) on a 320 px phone, every
// public page and the admin reflow: nothing wider than the screen, nothing spilling out of its box
// or cut off sideways, no word broken in the middle.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { horizontalOverflows, wordsBrokenAcrossLines } from '../support/overflow';
import { logIn, openTab, sendContactMessage, sendPublicFeedback } from '../admin/support/admin-session';

const PUBLIC_ROUTES = ['/', '/o-projekte', '/workshopy', '/materialy', '/galeria', '/hodnotenie', '/kontakt', '/interaktivne-nastroje', '/nic-take-neexistuje'];
const ADMIN_TABS = ['Albumy', 'Galéria', 'Materiály', 'Interaktívne nástroje', 'Hodnotenia', /^Kontaktné správy/] as const;
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

test('the admin login and every tab reflow at 150 % text on a 320 px phone', async ({ page, request }) => {
  test.setTimeout(180_000);
  // Expected to fail until the admin's own CSS follows (issue 12, administrator items): the login
  // title's and the gallery tab's fixed heading sizes break a word, a feedback row's switch is 4 px
  // too wide, and a contact message's e-mail address breaks mid-word. Everything shared with the
  // public pages passes. Remove this line when the admin passes; the test then guards it.
  test.fail(true, 'admin-only CSS (mfe-admin/src/styles/admin.css) still breaks words at 150 % on 320 px');
  await sendContactMessage(request, 'Reflow', 'Správa, aby mal zoznam obsah aj pri veľkom písme.');
  await useLargestTextOnASmallPhone(page, 'sk');
  await page.goto('/admin/login');
  await expectReflow(page, '/admin/login');
  await logIn(page);
  for (const tab of ADMIN_TABS) {
    await openTab(page, tab);
    await expectReflow(page, `admin tab ${String(tab)}`);
  }
});
