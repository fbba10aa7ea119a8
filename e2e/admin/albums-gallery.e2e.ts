// Albums and gallery journeys: create an album, upload a PNG (JPG conversion message, progress
// bar), a video with its thumbnail and several photos at once, pick the cover among the photos,
// then delete the album with its items after the confirmation.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { choose, logIn, openTab, runId } from './support/admin-session';
import { noisePng, solidJpeg, tinyMp4 } from './support/media';

const ALBUM = `Jarný workshop ${runId()}`;

/** Slows uploads down (Chromium network emulation) so the progress bar can be watched. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return () => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

test.describe.serial('albums and gallery', () => {
  test.beforeEach(async ({ page }) => logIn(page));

  test('creates an album from the dialog', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Správa albumov' })).toBeVisible();
    await page.getByRole('button', { name: 'Vytvoriť album' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vytvoriť nový album' });
    await expect(dialog.getByRole('radio', { name: 'Automatický (prvá fotka z albumu)' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Vybrať z fotiek albumu' })).toBeDisabled();
    await dialog.getByLabel(/^Názov albumu \(slovensky\)/).fill(ALBUM);
    await dialog.getByLabel(/^Popis \(slovensky\)/).fill('Fotky z prvého stretnutia');
    await dialog.getByRole('button', { name: 'Vytvoriť album' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('listitem').filter({ hasText: ALBUM });
    await expect(card).toContainText('0 fotografií');
  });

  test('uploads a PNG with a progress bar and the JPG conversion message', async ({ page }) => {
    await openTab(page, 'Galéria');
    await choose(page, /^Album\b/, ALBUM);
    await expect(page.getByRole('radio', { name: 'Fotografia' })).toBeChecked();
    await page.getByLabel('Fotografie', { exact: true }).setInputFiles({ name: 'plagat_workshopu.png', mimeType: 'image/png', buffer: await noisePng(420, 420) });
    // The title is written, not taken from the file name.
    const title = page.getByRole('listitem', { name: 'plagat_workshopu.png' }).getByLabel(/^Názov \(slovensky\)/);
    await expect(title).toHaveValue('');
    await title.fill('plagat workshopu');
    const restore = await throttleUploads(page, 200 * 1024);
    await page.getByRole('button', { name: 'Nahrať' }).click();
    const progress = page.getByRole('progressbar', { name: 'Nahrávam 1 z 1' });
    await expect(progress).toBeVisible();
    await expect(page.getByText('Obrázok úspešne nahraný a konvertovaný na JPG!')).toBeVisible({ timeout: 30_000 });
    await restore();
    await expect(progress).toBeHidden();
    // No filter was set: the list now shows the album the photo went to.
    await expect(page.getByRole('combobox', { name: 'Filtrovať podľa albumu' })).toHaveText(ALBUM);
    await expect(page.getByRole('heading', { name: 'plagat workshopu' })).toBeVisible();
  });

  test('uploads a video, which needs its thumbnail', async ({ page }) => {
    await openTab(page, 'Galéria');
    await choose(page, /^Album\b/, ALBUM);
    await page.getByRole('radio', { name: 'Video' }).click();
    await expect(page.getByText('Tento obrázok sa zobrazí ako náhľad videa v galérii')).toBeVisible();
    await page.getByLabel('Video súbor').setInputFiles({ name: 'prezentacia.mp4', mimeType: 'video/mp4', buffer: tinyMp4() });
    await page.getByRole('listitem', { name: 'prezentacia.mp4' }).getByLabel(/^Názov \(slovensky\)/).fill('prezentacia');
    await page.getByRole('button', { name: 'Nahrať' }).click();
    await expect(page.getByText('Prosím pridaj náhľadový obrázok pre video')).toBeVisible();
    await page.getByLabel(/Náhľadový obrázok/).setInputFiles({ name: 'nahlad.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(320, 180, '#0891b2') });
    await page.getByRole('button', { name: 'Nahrať' }).click();
    await expect(page.getByText('Video úspešne nahrané!')).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: 'prezentacia' });
    await expect(card.getByText('VIDEO')).toBeVisible();
  });

  test('uploads several photos at once, one titled by hand and the others after the album with a number', async ({ page }) => {
    await openTab(page, 'Galéria');
    await choose(page, /^Album\b/, ALBUM);
    await page.getByLabel('Fotografie', { exact: true }).setInputFiles([
      { name: 'skupina.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(300, 200, '#10b981') },
      { name: 'diskusia.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(300, 200, '#f59e0b') },
      { name: 'zaver.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(300, 200, '#8b5cf6') },
    ]);
    await page.getByRole('listitem', { name: 'skupina.jpg' }).getByLabel(/^Názov \(slovensky\)/).fill('Spoločná fotka');
    // The album holds two items, so the numbering goes on from 3.
    await expect(page.getByText(`pomenuj podľa albumu (napr. „${ALBUM} 3“)`)).toBeVisible();
    await page.getByRole('button', { name: 'Pomenovať podľa albumu s číslom' }).click();
    await expect(page.getByRole('listitem', { name: 'zaver.jpg' }).getByLabel(/^Názov \(slovensky\)/)).toHaveValue(`${ALBUM} 4`);
    await page.getByRole('button', { name: 'Nahrať' }).click();
    await expect(page.getByText('Obrázky úspešne nahrané (3)!')).toBeVisible();
    for (const title of ['Spoločná fotka', `${ALBUM} 3`, `${ALBUM} 4`]) await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  });

  test('edits the album cover by picking one of its photos', async ({ page }) => {
    const card = page.getByRole('listitem').filter({ hasText: ALBUM });
    await expect(card).toContainText('5 fotografií');
    await card.getByRole('button', { name: /^Upraviť/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Upraviť album' });
    await dialog.getByRole('radio', { name: 'Vybrať z fotiek albumu' }).click();
    await dialog.getByRole('radio', { name: `${ALBUM} 3` }).check();
    const preview = dialog.getByRole('img', { name: 'Náhľad obálky' });
    const chosen = await preview.getAttribute('src');
    expect(chosen).toMatch(/^\/uploads\/images\/.+\.jpg$/);
    await dialog.getByRole('button', { name: 'Uložiť zmeny' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('img', { name: `Obálka albumu ${ALBUM}` })).toHaveAttribute('src', chosen!);

    // Reopening picks select mode again because the cover is one of the album's photos.
    await card.getByRole('button', { name: /^Upraviť/ }).click();
    await expect(dialog.getByRole('radio', { name: 'Vybrať z fotiek albumu' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: `${ALBUM} 3` })).toBeChecked();
    await dialog.getByRole('button', { name: 'Zrušiť' }).click();
  });

  test('deletes the album with its items after the confirmation', async ({ page }) => {
    const card = page.getByRole('listitem').filter({ hasText: ALBUM });
    await card.getByRole('button', { name: /^Vymazať/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Potvrdiť vymazanie' });
    await expect(confirm).toContainText('Naozaj chceš vymazať tento album? Vymaže sa aj 5 fotiek v ňom!');
    await confirm.getByRole('button', { name: 'Zrušiť' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: /^Vymazať/ }).click();
    await confirm.getByRole('button', { name: 'Vymazať' }).click();
    await expect(card).toBeHidden();
    await openTab(page, 'Galéria');
    await expect(page.getByRole('heading', { name: 'Spoločná fotka' })).toBeHidden();
  });
});
