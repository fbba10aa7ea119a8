// Journeys: the album page's first screen fetches neither the photo lightbox nor the video modal
// (mfe-gallery/src/pages/gallery/album-viewers.ts); each viewer's script comes when a thumbnail is
// about to be opened, and the press that asked for it is never lost: the viewer opens once it has
// arrived, or, if it cannot arrive, the press goes where the thumbnail's link leads.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { GalleryAdmin, recordedWebmClip, runTag } from './support/gallery-api';

const tag = runTag();
let albumId = 0;
let secondPhotoId = 0;
const VIEWER_SCRIPT = /\/remotes\/gallery\/static\/js\/async\/(photo-lightbox|video-modal)\.[0-9a-f]+\.js$/;

test.beforeAll(async ({ request, browser }) => {
  const admin = await GalleryAdmin.logIn(request);
  const album = await admin.createAlbum(`Na požiadanie ${tag}`);
  albumId = album.id;
  const [first, second, thumbnail] = await Promise.all([admin.uploadPhoto('Prvá', 30), admin.uploadPhoto('Druhá', 150), admin.uploadPhoto('Video', 260)]);
  const clip = await admin.upload('klip.webm', 'video/webm', await recordedWebmClip(browser));
  await admin.addPhoto(albumId, 'Prvá fotka', first.path);
  secondPhotoId = (await admin.addPhoto(albumId, 'Druhá fotka', second.path)).id;
  await admin.addVideo(albumId, 'Krátke video', clip.path, thumbnail.path);
});

/** The viewer scripts the page has asked for so far, by chunk name. */
function viewerScripts(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = VIEWER_SCRIPT.exec(request.url())?.[1];
    if (name) names.push(name);
  });
  return names;
}

test('no viewer script comes with the album page; the first click on a photo opens the lightbox though its script was still on its way', async ({ page }) => {
  const fetched = viewerScripts(page);
  await page.goto(`/galeria/${albumId}`);
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);

  // The lightbox's script is held back until the click has landed.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/photo-lightbox\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const tile = page.getByRole('link', { name: 'Otvoriť fotografiu Druhá fotka' });
  await tile.click();
  await expect.poll(() => fetched).toEqual(['photo-lightbox']);
  const viewer = page.getByRole('dialog', { name: 'Prehliadač fotografií' });
  await expect(viewer).toHaveCount(0);
  release();
  await expect(viewer.getByText('2 / 2')).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'Druhá fotka' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(tile).toBeFocused();
  expect(fetched).toEqual(['photo-lightbox']);
});

test('Enter on a video thumbnail reached with the keyboard fetches the modal and opens it the first time', async ({ page }) => {
  const fetched = viewerScripts(page);
  await page.goto(`/galeria/${albumId}`);
  const tile = page.getByRole('link', { name: 'Prehrať video Krátke video' });
  await tile.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Krátke video' });
  await expect(modal.locator('video')).toHaveAttribute('src', /\/uploads\/videos\/.+\.webm$/);
  expect(fetched).toEqual(['video-modal']);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(tile).toBeFocused();
});

test("a click whose viewer cannot be fetched goes to the photo's own page, as it would without scripts", async ({ page }) => {
  await page.goto(`/galeria/${albumId}`);
  await page.route(/\/photo-lightbox\.[0-9a-f]+\.(js|css)$/, (route) => route.abort());
  await page.getByRole('link', { name: 'Otvoriť fotografiu Druhá fotka' }).click();
  // After the chunk's retries (shared-ui/chunk-retry.mjs).
  await expect(page).toHaveURL(new RegExp(`/galeria/${albumId}\\?foto=${secondPhotoId}$`), { timeout: 15_000 });
  const panel = page.getByRole('region', { name: 'Vybraná fotografia' });
  await expect(panel.getByRole('heading', { name: 'Druhá fotka' })).toBeVisible();
});
