// An album and its lightbox on a 390 px phone at 130 % and 150 % text: the page never
// scrolls sideways (the "Všetko / Fotky / Videá" bar wraps) and the lightbox's controls are on screen.
import { expect, test } from '../support/test';
import { horizontalOverflows } from '../support/overflow';
import { GalleryAdmin, recordedWebmClip, runTag } from './support/gallery-api';

test.use({ viewport: { width: 390, height: 844 } });

let albumId = 0;
const tag = runTag();

test.beforeAll(async ({ request, browser }) => {
  const admin = await GalleryAdmin.logIn(request);
  const album = await admin.createAlbum(`Veľké písmo ${tag}`);
  albumId = album.id;
  const photo = await admin.uploadPhoto(`Fotka ${tag}`, 40, 1600, 1200);
  const second = await admin.uploadPhoto(`Druhá ${tag}`, 160, 1600, 1200);
  const clip = await admin.upload('klip.webm', 'video/webm', await recordedWebmClip(browser));
  await admin.addPhoto(album.id, `Fotka ${tag}`, photo.path, 'Dlhší opis fotky, ktorý sa na telefóne zalomí do viacerých riadkov.');
  await admin.addPhoto(album.id, `Druhá ${tag}`, second.path);
  await admin.addVideo(album.id, `Video ${tag}`, clip.path, photo.path);
});

for (const fontSize of [130, 150]) {
  test(`at ${fontSize} % text the album and its lightbox fit a 390 px phone`, async ({ page }) => {
    await page.addInitScript((size) => localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize: size })), fontSize);
    await page.goto(`/galeria/${albumId}`);
    await expect(page.getByRole('group', { name: 'Zobraziť' }).getByRole('link', { name: 'Všetko' })).toBeVisible();
    expect(await horizontalOverflows(page)).toEqual([]);
    await page.getByRole('link', { name: `Otvoriť fotografiu Fotka ${tag}` }).click();
    const lightbox = page.locator('.yarl__root');
    await expect(lightbox).toBeVisible();
    for (const control of [lightbox.getByRole('button', { name: /Zavrieť|Close/ }), lightbox.getByRole('button', { name: /Nasledujúca fotografia/ })]) {
      const box = (await control.boundingBox())!;
      expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
