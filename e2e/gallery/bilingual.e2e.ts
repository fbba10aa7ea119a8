// Journeys: an English reader sees what the administrator wrote in English, and Slovak
// marked lang="sk" where English is missing; photos are described by their alt text (else their
// title) in the tiles, the lightbox and the video modal; search finds albums by either language.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { GalleryAdmin, recordedWebmClip, runTag } from './support/gallery-api';

const tag = runTag();
const bilingual = { name: `Záverečná konferencia ${tag}`, nameEn: `Closing conference ${tag}` };
const slovakOnly = `Tvorivé dielne ${tag}`;
let albumId = 0;

test.beforeAll(async ({ request, browser }) => {
  const admin = await GalleryAdmin.logIn(request);
  const album = await admin.createAlbumWith({ ...bilingual, description: 'Posledné stretnutie projektu', descriptionEn: null });
  albumId = album.id;
  await admin.createAlbumWith({ name: slovakOnly, description: 'Dielne pre všetkých' });
  const board = await admin.uploadPhoto('Tabuľa', 200);
  const stage = await admin.uploadPhoto('Pódium', 20);
  const hall = await admin.uploadPhoto('Sála', 90);
  const thumbnail = await admin.uploadPhoto('Rozhovor', 280);
  const clip = await admin.upload('rozhovor.webm', 'video/webm', await recordedWebmClip(browser));
  await admin.addItemWith({ albumId, url: board.path, title: 'Workshop 3, deň 2', titleEn: 'Workshop 3, day 2', alt: 'Študenti píšu nápady na tabuľu', altEn: 'Students write ideas on a whiteboard' });
  await admin.addItemWith({ albumId, url: stage.path, title: 'Pódium', alt: 'Lektorka hovorí na pódiu' });
  await admin.addItemWith({ albumId, url: hall.path, title: 'Sála', titleEn: 'The hall' });
  await admin.addItemWith({ albumId, type: 'video', url: clip.path, thumbnail: thumbnail.path, title: 'Rozhovor', titleEn: 'Interview', altEn: 'A student talks to the camera', description: 'Rozhovor s účastníčkou' });
});

test('an English reader sees English album texts where they exist and Slovak marked lang="sk" where not, also in the server HTML', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: test.info().project.use.baseURL! }]);
  const response = await page.request.get('/galeria', { headers: { cookie: 'locale=en' } });
  const html = await response.text();
  expect(html).toContain(bilingual.nameEn);
  expect(html).toMatch(new RegExp(`lang="sk"[^>]*>${slovakOnly}<`));

  await page.goto('/galeria');
  await expect(page.getByRole('link', { name: bilingual.nameEn })).not.toHaveAttribute('lang');
  await expect(page.getByText('Posledné stretnutie projektu')).toHaveAttribute('lang', 'sk');
  await expect(page.getByRole('link', { name: slovakOnly })).toHaveAttribute('lang', 'sk');
  await expect(page.getByRole('link', { name: bilingual.name })).toHaveCount(0);
});

test('search finds an album by its English or its Slovak name, ignoring case and diacritics', async ({ page }) => {
  await page.goto('/galeria');
  const search = page.getByPlaceholder('Hľadať album...');
  await search.fill(`CLOSING CONFERENCE ${tag}`);
  await expect(page.getByRole('link', { name: bilingual.name })).toBeVisible();
  await expect(page.getByRole('link', { name: slovakOnly })).toHaveCount(0);
  await search.fill(`zaverecna konferencia ${tag}`);
  await expect(page.getByRole('link', { name: bilingual.name })).toBeVisible();
});

test('tiles, the lightbox and the video modal describe each picture by its alt text, else its title', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: test.info().project.use.baseURL! }]);
  await page.goto(`/galeria/${albumId}`);
  await expect(page.getByRole('heading', { level: 1, name: bilingual.nameEn })).toBeVisible();
  await expect(page.getByAltText('Students write ideas on a whiteboard')).toBeVisible();
  await expect(page.getByAltText('Lektorka hovorí na pódiu')).toHaveAttribute('lang', 'sk');
  await expect(page.getByAltText('The hall')).toBeVisible();
  await expect(page.getByAltText('A student talks to the camera')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open photo Workshop 3, day 2' })).toHaveAccessibleDescription('Students write ideas on a whiteboard');
  for (const image of await page.locator('.gal-root img').all()) {
    const alt = (await image.getAttribute('alt')) ?? '';
    expect(alt.trim()).not.toBe('');
    expect(alt).not.toMatch(/\.(jpe?g|png|webp)$/i);
  }
  const results = await new AxeBuilder({ page }).include('.gal-root').withRules(['image-alt', 'image-redundant-alt']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  await page.getByRole('link', { name: 'Open photo Pódium' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.locator('img[alt="Lektorka hovorí na pódiu"]').first()).toHaveAttribute('lang', 'sk');
  await expect(lightbox.getByText('Pódium', { exact: true })).toHaveAttribute('lang', 'sk');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.locator('img[alt="Students write ideas on a whiteboard"]').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  await page.getByRole('link', { name: 'Play video Interview' }).click();
  const modal = page.getByRole('dialog', { name: 'Interview' });
  await expect(modal.getByLabel('A student talks to the camera')).toHaveJSProperty('tagName', 'VIDEO');
  await expect(modal.getByText('Rozhovor s účastníčkou')).toHaveAttribute('lang', 'sk');
});
