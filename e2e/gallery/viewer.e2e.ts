// Journeys: the photo lightbox with the keyboard (arrows, counter, caption, Esc, focus back
// on the tile) and a real video played in the modal of spec 2.12.
import { expect, test } from '../support/test';
import { GalleryAdmin, recordedWebmClip, runTag } from './support/gallery-api';

const tag = runTag();
let albumId = 0;

test.beforeAll(async ({ request, browser }) => {
  const admin = await GalleryAdmin.logIn(request);
  const album = await admin.createAlbum(`Prehliadač ${tag}`);
  albumId = album.id;
  const photos = await Promise.all(['Prvá', 'Druhá', 'Tretia'].map((label, index) => admin.uploadPhoto(label, index * 90)));
  const thumbnail = await admin.uploadPhoto('Video', 320);
  const clip = await admin.upload('klip.webm', 'video/webm', await recordedWebmClip(browser));
  await admin.addPhoto(album.id, 'Prvá fotka', photos[0].path, 'Začiatok workshopu');
  await admin.addVideo(album.id, 'Krátke video', clip.path, thumbnail.path, 'Ukážka z tréningu');
  await admin.addPhoto(album.id, 'Druhá fotka', photos[1].path);
  await admin.addPhoto(album.id, 'Tretia fotka', photos[2].path, 'Záver dňa');
});

test('the lightbox opens at the clicked photo, moves with the arrow keys, closes with Esc and returns focus', async ({ page }) => {
  await page.goto(`/galeria/${albumId}`);
  const tile = page.getByRole('link', { name: 'Otvoriť fotografiu Druhá fotka' });
  await tile.click();
  const viewer = page.getByRole('dialog', { name: 'Prehliadač fotografií' });
  await expect(viewer).toBeVisible();
  // Videos are not part of the lightbox: three photos, the clicked one is the second.
  await expect(viewer.getByText('2 / 3')).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'Druhá fotka' })).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('3 / 3')).toBeVisible();
  await expect(viewer.getByText('Záver dňa')).toBeVisible();
  // One key press per slide change: the viewer ignores keys while a slide is still moving.
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('2 / 3')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('1 / 3')).toBeVisible();
  await expect(viewer.getByText('Začiatok workshopu')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(tile).toBeFocused();
});

test('the lightbox is reachable and closable with the keyboard alone', async ({ page }) => {
  await page.goto(`/galeria/${albumId}`);
  const tile = page.getByRole('link', { name: 'Otvoriť fotografiu Prvá fotka' });
  await tile.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Prehliadač fotografií' });
  await expect(viewer.getByText('1 / 3')).toBeVisible();
  await viewer.getByRole('button', { name: 'Nasledujúca fotografia' }).click();
  await expect(viewer.getByText('2 / 3')).toBeVisible();
  await viewer.getByRole('button', { name: 'Zavrieť' }).click();
  await expect(viewer).toBeHidden();
  await expect(tile).toBeFocused();
});

test('a video plays in the modal with its poster and description, and Esc returns focus to the tile', async ({ page }) => {
  await page.goto(`/galeria/${albumId}`);
  const tile = page.getByRole('link', { name: 'Prehrať video Krátke video' });
  await tile.click();
  const modal = page.getByRole('dialog', { name: 'Krátke video' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Ukážka z tréningu')).toBeVisible();
  const player = modal.locator('video');
  await expect(player).toHaveAttribute('src', /\/uploads\/videos\/.+\.webm$/);
  await expect(player).toHaveAttribute('poster', /\/uploads\/images\/.+\.jpg$/);
  await expect(player).toHaveAttribute('preload', 'metadata');
  const width = await modal.evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(900);

  // Muted so the browser's autoplay policy allows a scripted start; the clip really plays.
  await player.evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
  });
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0.2);

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(tile).toBeFocused();
});

test('Tab and Shift+Tab stay inside the lightbox for two full cycles', async ({ page }) => {
  await page.goto(`/galeria/${albumId}`);
  await page.getByRole('link', { name: 'Otvoriť fotografiu Druhá fotka' }).click();
  const viewer = page.getByRole('dialog', { name: 'Prehliadač fotografií' });
  await expect(viewer.getByText('2 / 3')).toBeVisible();
  const stops = await viewer.evaluate(
    (root) => root.querySelectorAll('button:not([disabled]), a[href], input, [tabindex]:not([tabindex="-1"])').length,
  );
  expect(stops).toBeGreaterThan(2);
  const insideViewer = () => page.evaluate(() => {
    const active = document.activeElement;
    return active !== null && active !== document.body && active.closest('[role="dialog"]') !== null;
  });
  const seen = new Set<string>();
  for (const key of ['Tab', 'Shift+Tab']) {
    // Two full cycles and one step more, in each direction: focus never lands on the page behind.
    for (let press = 0; press < stops * 2 + 1; press += 1) {
      await page.keyboard.press(key);
      expect(await insideViewer(), `${key} press ${press + 1}`).toBe(true);
      seen.add(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? ''));
    }
  }
  expect(seen.size).toBeGreaterThan(2);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});
