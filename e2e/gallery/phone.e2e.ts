// On a phone the grid loads the 480 px copies, never the originals (network log), and an
// album of 200 items renders every tile and opens the lightbox (timings reported as annotations, not asserted).
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/test';
import type { GalleryItem } from '@softskills/domain';
import { GalleryAdmin, runTag } from './support/gallery-api';

const tag = runTag();
const LARGE_ALBUM_SIZE = 200;
let smallAlbumId = 0;
let largeAlbumId = 0;
const items: GalleryItem[] = [];

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  const admin = await GalleryAdmin.logIn(request);
  const small = await admin.createAlbum(`Mobil ${tag}`);
  smallAlbumId = small.id;
  const uploads = [];
  for (let index = 0; index < 6; index += 1) uploads.push(await admin.uploadPhoto(`Foto ${index + 1}`, index * 60));
  for (const [index, upload] of uploads.entries()) items.push(await admin.addPhoto(small.id, `Mobilná fotka ${index + 1}`, upload.path));

  // 200 items reuse the six files: the measurement is about the page, not about disk space.
  const large = await admin.createAlbum(`Veľký album ${tag}`);
  largeAlbumId = large.id;
  for (let index = 0; index < LARGE_ALBUM_SIZE; index += 1) {
    await admin.addPhoto(large.id, `Položka ${index + 1}`, uploads[index % uploads.length].path);
  }
});

test.describe('on a phone', () => {
  // A phone's screen is as wide as its viewport (the Desktop Chrome project's 1920 px screen would make
  // the browser pick images for a desktop before it reads the page's viewport).
  test.use({ viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('the grid requests the 480 px WebP copies, not the originals', async ({ page }) => {
    const imageRequests: string[] = [];
    page.on('request', (request: Request) => {
      if (request.resourceType() === 'image') imageRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(`/galeria/${smallAlbumId}`);
    const tiles = page.getByRole('link', { name: /Otvoriť fotografiu Mobilná fotka/ });
    await expect(tiles).toHaveCount(6);
    await expect(page.getByAltText('Mobilná fotka 1')).toHaveJSProperty('complete', true);
    await page.waitForLoadState('networkidle');

    const small = new Set(items.map((item) => item.variants.find((variant) => variant.width === 480)!.webp));
    const originals = new Set(items.map((item) => item.url));
    const gridRequests = imageRequests.filter((path) => path.startsWith('/uploads/'));
    expect(gridRequests.length).toBeGreaterThan(0);
    expect(gridRequests.filter((path) => originals.has(path))).toEqual([]);
    expect(gridRequests.filter((path) => !small.has(path))).toEqual([]);
  });
});

// Usable = every tile is in the page and the first photo is decoded. Timed inside the page with
// requestAnimationFrame, so the test runner's own polling does not count.
function timeUntilUsable(page: Page, expectedTiles: number, action: 'card' | 'none', albumPath: string): Promise<number> {
  return page.evaluate(
    ({ expectedTiles, action, albumPath }) =>
      new Promise<number>((resolve) => {
        const started = performance.now();
        if (action === 'card') document.querySelector<HTMLAnchorElement>(`a[href="${albumPath}"]`)!.click();
        const check = () => {
          const image = document.querySelector<HTMLImageElement>('.gal-tile img');
          const ready = document.querySelectorAll('.gal-tile').length === expectedTiles && image?.complete && image.naturalWidth > 0;
          if (ready) resolve(performance.now() - started);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    { expectedTiles, action, albumPath },
  );
}

test('an album of 200 items shows every tile and opens the lightbox over all its photos', async ({ page }) => {
  const albumPath = `/galeria/${largeAlbumId}`;

  // Opened by its URL: the whole site loads (shell, remote, data), so this mostly measures the machine.
  const started = Date.now();
  await page.goto(albumPath);
  await timeUntilUsable(page, LARGE_ALBUM_SIZE, 'none', albumPath);
  const byUrlMs = Date.now() - started;

  // Opened from its card, the usual way: what the gallery itself costs.
  await page.goto('/galeria');
  await expect(page.getByRole('link', { name: `Veľký album ${tag}` })).toBeVisible();
  const byClickMs = Math.round(await timeUntilUsable(page, LARGE_ALBUM_SIZE, 'card', albumPath));
  await expect(page.getByRole('link', { name: /Otvoriť fotografiu Položka/ })).toHaveCount(LARGE_ALBUM_SIZE);

  const lightboxStarted = Date.now();
  await page.getByRole('link', { name: 'Otvoriť fotografiu Položka 1', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Prehliadač fotografií' }).getByText(`1 / ${LARGE_ALBUM_SIZE}`)).toBeVisible();
  const lightboxMs = Date.now() - lightboxStarted;

  const measured = { byUrlMs, byClickMs, lightboxMs };
  for (const [type, value] of Object.entries(measured)) test.info().annotations.push({ type: `album-200-${type}`, description: String(value) });
  // Timings are reported, not asserted: performance is judged by `npm run bench`, not by tests.
  console.log(`album of ${LARGE_ALBUM_SIZE} items: ${JSON.stringify(measured)}`);
});
