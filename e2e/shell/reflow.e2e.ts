// At the toolbar's largest text (150 %) on a 320 px phone, every
// public page and the admin reflow: nothing wider than the screen, nothing spilling out of its box
// or cut off sideways, no word broken in the middle; nothing a reader needs is cut off or out of sight.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { horizontalOverflows, wordsBrokenAcrossLines } from '../support/overflow';
import { E2E_ADMIN } from '../support/admin';
import { addMeetingsWithACancellation, openTab, sendContactMessage, sendPublicFeedback } from '../admin/support/admin-session';
import { solidJpeg } from '../admin/support/media';
import { PublicAdminApi } from '../public/support/public-api';
import { GalleryAdmin, runTag } from '../gallery/support/gallery-api';

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
    // A tool, so the tools page shows its filter form and a card, not the empty state.
    await (await PublicAdminApi.logIn(request)).createTool({ title: 'Tabuľa nápadov', description: 'Spoločná tabuľa.', type: 'google_forms', workshop: 'Projektový manažment', url: 'https://miro.com/', embedUrl: null });
    await useLargestTextOnASmallPhone(page, language);
    for (const path of PUBLIC_ROUTES) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
      expect(await page.evaluate(() => document.documentElement.style.fontSize), 'the stored 150 % applies').toBe('150%');
      // Every workshop's full list of dates open.
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
    tabs: ['Albumy', 'Galéria', 'Materiály', 'Interaktívne nástroje', 'Termíny', 'Hodnotenia', /^Kontaktné správy/, 'Zálohy', 'Záznam zmien'],
  },
  en: {
    username: 'Username',
    password: 'Password',
    logIn: 'Log in',
    tabs: ['Albums', 'Gallery', 'Materials', 'Interactive tools', 'Dates', 'Feedback', /^Contact messages/, 'Backups', 'Activity log'],
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
    // A hidden photo: its mark stands in the picture's place, in words too long for a phone's thumbnail.
    const gallery = await GalleryAdmin.logIn(request);
    const album = await gallery.createAlbumWith({ name: `Reflow ${runTag()}`, published: false });
    const upload = await gallery.uploadPhoto('reflow-hidden', 200, 400, 300);
    await gallery.setHidden((await gallery.addPhoto(album.id, 'Skrytá fotka', upload.path)).id, true);
    await useLargestTextOnASmallPhone(page, language);
    await page.goto('/admin/login');
    await expectReflow(page, `/admin/login (${language})`);
    await page.getByLabel(texts.username).fill(E2E_ADMIN.username);
    await page.getByLabel(texts.password, { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: texts.logIn }).click();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    // Every section, opened from the menu button a phone shows, reflows.
    for (const tab of texts.tabs) {
      await openTab(page, tab);
      await expectReflow(page, `admin section ${String(tab)} (${language})`);
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

test("an album's photo titles are whole at 150 % text on a 320 px phone, readable before the viewer opens", async ({ page, request }) => {
  const admin = await GalleryAdmin.logIn(request);
  const run = runTag();
  const photo = await admin.uploadPhoto(`dlhy-nazov-${run}`, 120, 800, 600);
  const album = await admin.createAlbum(`Dlhé názvy ${run}`);
  const title = `Spoločná fotografia všetkých účastníkov workshopu o kritickom myslení na školskom dvore ${run}`;
  await admin.addPhoto(album.id, title, photo.path);
  await admin.addPhoto(album.id, `Krátky ${run}`, photo.path);
  await useLargestTextOnASmallPhone(page, 'sk');
  await page.goto(`/galeria/${album.id}`);
  const tileTitle = page.locator('.gal-tile__title').filter({ hasText: title });
  await expect(tileTitle).toBeVisible();
  // Every line of the title shows: the box is as tall as its text, nothing is cut at its end.
  const { scrollHeight, clientHeight, text } = await tileTitle.evaluate((element) => ({ scrollHeight: element.scrollHeight, clientHeight: element.clientHeight, text: element.textContent }));
  expect(text).toBe(title);
  expect(scrollHeight, 'the title is not cut off').toBeLessThanOrEqual(clientHeight + 1);
  await expectReflow(page, `an album with a long photo title`);
});

test("the accessibility panel at 150 % text on a phone shows the voice reader's options once it is turned on", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.addInitScript((preferences) => localStorage.setItem('accessibility-preferences', preferences), LARGEST_TEXT);
  await page.goto('/');
  await page.getByRole('button', { name: /panel prístupnosti/i }).click();
  const panel = page.getByRole('dialog', { name: 'Prístupnosť' });
  await expect(panel).toBeVisible();
  await panel.getByRole('switch', { name: 'Čítanie nahlas' }).click();
  // What the switch turned on is in view, inside the panel's visible part and on the screen.
  const hint = panel.getByText('Pohybom myši nad textom alebo kliknutím na prvky sa budú čítať nahlas.');
  await expect(hint).toBeVisible();
  await expect(hint).toBeInViewport({ ratio: 1 });
  await expect
    .poll(async () => {
      const [panelBox, hintBox] = [await panel.boundingBox(), await hint.boundingBox()];
      return !!panelBox && !!hintBox && hintBox.y >= panelBox.y && hintBox.y + hintBox.height <= panelBox.y + panelBox.height;
    }, { message: "the voice reader's hint is inside the panel's visible part" })
    .toBe(true);
  // The options come right after the switch, and the panel says more lies below when it does.
  await panel.evaluate((element) => element.scrollTo({ top: 0 }));
  await expect(panel).toHaveAttribute('data-more-below', '');
  await panel.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(panel).not.toHaveAttribute('data-more-below', '');
});
