// Issue 12.1 (WCAG 1.4.4 and 1.4.10): at the toolbar's largest text (150 %) on a 320 px phone, every
// public page and the admin reflow: nothing wider than the screen, nothing spilling out of its box
// or cut off sideways, no word broken in the middle.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { horizontalOverflows, wordsBrokenAcrossLines } from '../support/overflow';
import { E2E_ADMIN } from '../support/admin';
import { addMeetingsWithACancellation, openTab, sendContactMessage, sendPublicFeedback } from '../admin/support/admin-session';
import { solidJpeg } from '../admin/support/media';
import { PublicAdminApi } from '../public/support/public-api';

const PUBLIC_ROUTES = ['/', '/o-projekte', '/workshopy', '/materialy', '/galeria', '/hodnotenie', '/kontakt', '/interaktivne-nastroje', '/ochrana-osobnych-udajov', '/nic-take-neexistuje'];
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
    await addMeetingsWithACancellation(request);
    // A tool, so the tools page shows its filter form and a card, not the empty state (issue 24.1).
    await (await PublicAdminApi.logIn(request)).createTool({ title: 'Tabuľa nápadov', description: 'Spoločná tabuľa.', type: 'google_forms', workshop: 'Projektový manažment', url: 'https://miro.com/', embedUrl: null });
    await useLargestTextOnASmallPhone(page, language);
    for (const path of PUBLIC_ROUTES) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
      expect(await page.evaluate(() => document.documentElement.style.fontSize), 'the stored 150 % applies').toBe('150%');
      // Every workshop's full list of dates open (issue 27).
      await page.locator('details').evaluateAll((lists) => lists.forEach((list) => ((list as HTMLDetailsElement).open = true)));
      await expectReflow(page, `${path} (${language})`);
    }
  });
}

const ADMIN_TEXTS = {
  sk: {
    username: 'Používateľské meno',
    password: 'Heslo',
    logIn: 'Prihlásiť sa',
    tabs: ['Albumy', 'Galéria', 'Materiály', 'Interaktívne nástroje', 'Termíny', 'Hodnotenia', /^Kontaktné správy/, 'Zálohy'],
  },
  en: {
    username: 'Username',
    password: 'Password',
    logIn: 'Log in',
    tabs: ['Albums', 'Gallery', 'Materials', 'Interactive tools', 'Dates', 'Feedback', /^Contact messages/, 'Backups'],
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
    // Issue 25: on a phone the tabs are one row that scrolls sideways (wrapped, they took four rows);
    // each tab, once open, is fully in sight inside it.
    const tabList = page.getByRole('tablist');
    for (const tab of texts.tabs) {
      await openTab(page, tab);
      const [list, open] = [await tabList.boundingBox(), await page.getByRole('tab', { name: tab }).boundingBox()];
      expect.soft(open!.x >= list!.x - 1 && open!.x + open!.width <= list!.x + list!.width + 1, `the open tab ${String(tab)} is in sight (${language})`).toBe(true);
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
