// The gallery's success message counts what the server converted (a JPEG stays a JPEG,
// a PNG becomes a JPG), in Slovak and English, and a type change drops the last upload's message.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { choose, createAlbum, logIn, openTab, runId } from './support/admin-session';
import { noisePng, solidJpeg } from './support/media';

async function uploadPngAndJpeg(page: Page, album: string, labels: { files: string; nameAfterAlbum: string; submit: string }) {
  await choose(page, /^Album\b/, album);
  await page.getByLabel(labels.files, { exact: true }).setInputFiles([
    { name: 'plagat.png', mimeType: 'image/png', buffer: await noisePng(120, 90) },
    { name: 'ohen.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(120, 90, '#f59e0b') },
  ]);
  await page.getByRole('button', { name: labels.nameAfterAlbum }).click();
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

test.describe('gallery upload messages', () => {
  test('a JPEG and a PNG together: one converted, and a switch to Video clears the message', async ({ page }) => {
    const album = `Správy nahrávania ${runId()}`;
    await logIn(page);
    await createAlbum(page, album);
    await openTab(page, 'Galéria');
    await uploadPngAndJpeg(page, album, { files: 'Fotografie', nameAfterAlbum: 'Pomenovať podľa albumu s číslom', submit: 'Nahrať' });
    const message = page.getByText('Obrázky úspešne nahrané (2), z toho 1 konvertovaný na JPG!');
    await expect(message).toBeVisible();
    await page.getByRole('radio', { name: 'Video' }).click();
    await expect(message).toBeHidden();
    await expect(page.getByText(/úspešne nahran/)).toHaveCount(0);
  });

  test('says the same in English', async ({ page }) => {
    const album = `Upload messages ${runId()}`;
    await logIn(page);
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await createAlbum(page, album);
    await openTab(page, 'Gallery');
    await uploadPngAndJpeg(page, album, { files: 'Photos', nameAfterAlbum: 'Name after the album with a number', submit: 'Upload' });
    await expect(page.getByText('Images uploaded successfully (2), 1 of them converted to JPG!')).toBeVisible();
  });
});
