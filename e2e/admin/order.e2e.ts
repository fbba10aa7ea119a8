// The administrator orders an album's photos and the albums by hand: dragging with the mouse, and
// with the keyboard alone (the handle: Space, arrows, Space; Escape cancels; the buttons of each
// photo). The public album follows the saved order, rendered by the server (no JavaScript) and
// in the browser after a client navigation, and so does the lightbox's next/previous; /galeria
// lists the albums in their new order, and the activity log names both orders.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { horizontalOverflows } from '../support/overflow';
import { GalleryAdmin, runTag } from '../gallery/support/gallery-api';
import { logIn, openSection, openTab } from './support/admin-session';
import { solidJpeg } from './support/media';

const tag = runTag();
const ALBUM = `Poradie ${tag}`;
const PHOTOS = ['Príchod', 'Rozcvička', 'Súťaž', 'Odchod'];
const ALBUMS = [`Prvý album ${tag}`, `Druhý album ${tag}`, `Tretí album ${tag}`];
let albumId = 0;

test.beforeAll(async ({ request }) => {
  const admin = await GalleryAdmin.logIn(request);
  // A new album goes first in the gallery: created last to first, they start in the order of ALBUMS.
  for (const name of [...ALBUMS].reverse()) await admin.createAlbum(name);
  const album = await admin.createAlbum(ALBUM);
  albumId = album.id;
  const hues = ['#0891b2', '#f59e0b', '#10b981', '#ef4444'];
  for (const [index, title] of PHOTOS.entries()) {
    const { path } = await admin.upload(`foto-${index}.jpg`, 'image/jpeg', await solidJpeg(480, 320, hues[index]));
    await admin.addPhoto(album.id, title, path);
  }
});

const orderDialog = (page: Page) => page.getByRole('dialog', { name: `Poradie fotiek: ${ALBUM}` });
const entryNames = (dialog: Locator) => dialog.locator('.adm-sortable__name').allTextContents();
const announcement = (dialog: Locator) => dialog.getByTestId('order-announcement');

async function openPhotoOrder(page: Page): Promise<Locator> {
  await logIn(page);
  await openTab(page, 'Albumy');
  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: ALBUM }) }).getByRole('button', { name: /^Zoradiť fotky/ }).click();
  const dialog = orderDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Presses Tab until `target` has the focus (the way a keyboard user gets there). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

/** A finger's drag in small steps, as touch events (the browser makes the pointer events of a touch from them). */
async function dragWithFinger(page: Page, handle: Locator, target: Locator): Promise<void> {
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  const [x0, y0] = [from.x + from.width / 2, from.y + from.height / 2];
  const [x1, y1] = [to.x + to.width / 2, to.y + to.height / 2];
  await touch('touchStart', x0, y0);
  for (let step = 1; step <= 12; step += 1) await touch('touchMove', x0 + ((x1 - x0) * step) / 12, y0 + ((y1 - y0) * step) / 12);
  await touch('touchEnd', x1, y1);
  await cdp.detach();
}

/** A mouse drag in small steps, as a hand moves (the drag starts after a few pixels). */
async function dragWithMouse(page: Page, handle: Locator, target: Locator): Promise<void> {
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

async function savedOrder(page: Page): Promise<string[]> {
  const response = await page.request.get(`/api/gallery?albumId=${albumId}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { title: string }[]).map((item) => item.title);
}

/** The album's tiles on its public page, in the page's order. */
const publicTiles = (page: Page) => page.getByRole('link', { name: /^Otvoriť fotografiu / });
const tileTitles = async (page: Page) => (await publicTiles(page).evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? link.textContent ?? ''))).map((name) => name.replace(/^Otvoriť fotografiu /, ''));

test.describe.serial('ordering by hand', () => {
  test('a photo dragged with the mouse lands in its new place, and the order is saved', async ({ page }) => {
    const dialog = await openPhotoOrder(page);
    expect(await entryNames(dialog)).toEqual(PHOTOS);
    expect(await seriousViolations(page, ['[role="dialog"]'])).toEqual([]);

    const last = dialog.getByRole('listitem').filter({ hasText: 'Odchod' });
    const first = dialog.getByRole('listitem').filter({ hasText: 'Príchod' });
    await dragWithMouse(page, last.getByRole('button', { name: 'Presunúť: Odchod' }), first);
    await expect.poll(() => entryNames(dialog)).toEqual(['Odchod', 'Príchod', 'Rozcvička', 'Súťaž']);
    await expect(announcement(dialog)).toHaveText('Fotografia „Odchod“ je teraz na 1. mieste z 4.');

    await dialog.getByRole('button', { name: 'Uložiť poradie' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.adm-notice').getByRole('status')).toHaveText(`Poradie fotiek v albume „${ALBUM}“ je uložené.`);
    expect(await savedOrder(page)).toEqual(['Odchod', 'Príchod', 'Rozcvička', 'Súťaž']);
  });

  test('with the keyboard alone: Space, arrows and Space move a photo; Escape cancels a move; a button sends one to the end', async ({ page }) => {
    await logIn(page);
    await openTab(page, 'Albumy');
    const arrange = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: ALBUM }) }).getByRole('button', { name: /^Zoradiť fotky/ });
    await tabTo(page, arrange, 80);
    await page.keyboard.press('Enter');
    const dialog = orderDialog(page);
    await expect(dialog).toBeVisible();

    // "Príchod" (2nd) carried two places on: Space, → →, Space.
    const handle = dialog.getByRole('button', { name: 'Presunúť: Príchod' });
    await tabTo(page, handle);
    await page.keyboard.press('Space');
    await expect(announcement(dialog)).toHaveText(/^Fotografia „Príchod“ na 2\. mieste z 4: šípkami vyber nové miesto/);
    await page.keyboard.press('ArrowRight');
    await expect(announcement(dialog)).toHaveText('Nové miesto: 3. z 4.');
    await page.keyboard.press('ArrowRight');
    await expect(announcement(dialog)).toHaveText('Nové miesto: 4. z 4.');
    await page.keyboard.press('Space');
    await expect(announcement(dialog)).toHaveText('Fotografia „Príchod“ je teraz na 4. mieste z 4.');
    await expect.poll(() => entryNames(dialog)).toEqual(['Odchod', 'Rozcvička', 'Súťaž', 'Príchod']);
    await expect(handle).toBeFocused();

    // Picked up again and put back with Escape: nothing moves, and the dialog stays open.
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowLeft');
    await expect(announcement(dialog)).toHaveText('Nové miesto: 3. z 4.');
    await page.keyboard.press('Escape');
    await expect(announcement(dialog)).toHaveText('Fotografia „Príchod“ zostáva na 4. mieste z 4, presun je zrušený.');
    await expect(dialog).toBeVisible();
    expect(await entryNames(dialog)).toEqual(['Odchod', 'Rozcvička', 'Súťaž', 'Príchod']);

    // A button: "Odchod" to the end; the focus stays on the button while its photo moves.
    const toEnd = dialog.getByRole('button', { name: 'Na koniec: Odchod' });
    await tabTo(page, toEnd);
    await page.keyboard.press('Enter');
    await expect(announcement(dialog)).toHaveText('Fotografia „Odchod“ je teraz na 4. mieste z 4.');
    expect(await entryNames(dialog)).toEqual(['Rozcvička', 'Súťaž', 'Príchod', 'Odchod']);
    await expect(toEnd).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(announcement(dialog)).toHaveText('Fotografia „Odchod“ je už na poslednom mieste.');

    await tabTo(page, dialog.getByRole('button', { name: 'Uložiť poradie' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    expect(await savedOrder(page)).toEqual(['Rozcvička', 'Súťaž', 'Príchod', 'Odchod']);
    // The focus goes back to the card's button that opened the dialog.
    await expect(arrange).toBeFocused();
  });

  test('the public album shows the new order after a client navigation, and the lightbox walks it', async ({ page }) => {
    await page.goto('/galeria');
    await page.getByRole('link', { name: ALBUM }).click();
    await expect(page.getByRole('heading', { level: 1, name: ALBUM })).toBeVisible();
    await expect.poll(() => tileTitles(page)).toEqual(['Rozcvička', 'Súťaž', 'Príchod', 'Odchod']);

    await publicTiles(page).first().click();
    const viewer = page.getByRole('dialog', { name: 'Prehliadač fotografií' });
    const expected = ['Rozcvička', 'Súťaž', 'Príchod', 'Odchod'];
    for (const [index, title] of expected.entries()) {
      await expect(viewer.getByText(`${index + 1} / 4`)).toBeVisible();
      await expect(viewer.getByRole('img', { name: title })).toBeVisible();
      if (index < expected.length - 1) await viewer.getByRole('button', { name: 'Nasledujúca fotografia' }).click();
    }
    await viewer.getByRole('button', { name: 'Predchádzajúca fotografia' }).click();
    await expect(viewer.getByText('3 / 4')).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Príchod' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("the server's album page lists the photos in the new order", async ({ page }) => {
      await page.goto(`/galeria/${albumId}`);
      await expect(page.getByRole('heading', { level: 1, name: ALBUM })).toBeVisible();
      expect(await tileTitles(page)).toEqual(['Rozcvička', 'Súťaž', 'Príchod', 'Odchod']);
    });
  });

  test('the albums are ordered the same way (in the dark theme), and /galeria follows', async ({ page, browser }) => {
    await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
    await logIn(page);
    await openTab(page, 'Albumy');
    await page.getByRole('button', { name: 'Zoradiť albumy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Poradie albumov' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/dark-mode/);
    expect(await seriousViolations(page, ['[role="dialog"]'])).toEqual([]);
    const ours = async () => (await entryNames(dialog)).filter((name) => ALBUMS.includes(name));
    expect(await ours()).toEqual(ALBUMS);

    // The third to the start by its button, then the first carried one place on by the keyboard.
    await dialog.getByRole('button', { name: `Na začiatok: ${ALBUMS[2]}` }).click();
    await expect(announcement(dialog)).toHaveText(new RegExp(`^Album „${ALBUMS[2]}“ je teraz na 1\\. mieste z \\d+\\.$`));
    await dialog.getByRole('button', { name: `Presunúť: ${ALBUMS[0]}` }).focus();
    await page.keyboard.press('Space');
    await expect(announcement(dialog)).toHaveText(new RegExp(`^Album „${ALBUMS[0]}“ na 3\\. mieste`));
    await page.keyboard.press('ArrowRight');
    await expect(announcement(dialog)).toHaveText(/^Nové miesto: 4\. z \d+\.$/);
    await page.keyboard.press('Space');
    await expect(announcement(dialog)).toHaveText(new RegExp(`^Album „${ALBUMS[0]}“ je teraz na 4\\. mieste z \\d+\\.$`));
    await expect.poll(ours).toEqual([ALBUMS[2], ALBUMS[1], ALBUMS[0]]);
    await dialog.getByRole('button', { name: 'Uložiť poradie' }).click();
    await expect(page.locator('.adm-notice').getByRole('status')).toHaveText('Poradie albumov je uložené.');

    const inGallery = async (visitor: Page) =>
      (await visitor.locator('article h2, article h3').allTextContents()).map((name) => name.trim()).filter((name) => ALBUMS.includes(name));
    await page.goto('/galeria');
    await expect.poll(() => inGallery(page)).toEqual([ALBUMS[2], ALBUMS[1], ALBUMS[0]]);
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await plain.newPage();
    await visitor.goto('/galeria');
    expect(await inGallery(visitor)).toEqual([ALBUMS[2], ALBUMS[1], ALBUMS[0]]);
    await plain.close();
  });

  test.describe('on a phone at 150 % text, in high contrast', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the dialog fits the screen, and a photo dragged by a finger moves', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize: 150, highContrast: true, voiceReaderMode: false, selectedVoice: 0 })));
      const dialog = await openPhotoOrder(page);
      await expect(page.locator('body')).toHaveClass(/high-contrast/);
      expect(await horizontalOverflows(page, '[role="dialog"]')).toEqual([]);
      const box = (await dialog.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 390, 'the dialog is within the screen').toBe(true);
      // Each photo's five buttons in one row beside nothing else: all within the dialog.
      const tools = dialog.locator('.adm-sortable__tools').first();
      const toolsBox = (await tools.boundingBox())!;
      expect(toolsBox.x + toolsBox.width).toBeLessThanOrEqual(box.x + box.width);
      expect(await seriousViolations(page, ['[role="dialog"]'])).toEqual([]);

      const before = await entryNames(dialog);
      const second = dialog.getByRole('listitem').filter({ hasText: before[1] });
      await dragWithFinger(page, second.getByRole('button', { name: `Presunúť: ${before[1]}` }), dialog.getByRole('listitem').filter({ hasText: before[0] }));
      await expect.poll(() => entryNames(dialog)).toEqual([before[1], before[0], ...before.slice(2)]);
      await dialog.getByRole('button', { name: 'Uložiť poradie' }).click();
      await expect(dialog).toBeHidden();
      expect(await savedOrder(page)).toEqual([before[1], before[0], ...before.slice(2)]);
    });
  });

  test("the activity log names each new order: the album's photos and the albums", async ({ page }) => {
    await logIn(page);
    await openTab(page, 'Záznam zmien');
    const rows = openSection(page).getByRole('table', { name: 'Záznamy, najnovšie hore' }).getByRole('row');
    await expect(rows.filter({ hasText: ALBUM }).filter({ hasText: 'poradie fotiek a videí' }).first()).toContainText('Upravené');
    await expect(rows.filter({ hasText: 'poradie albumov' }).first()).toContainText('Upravené');
  });
});
