// Journeys: the album list (search insensitive to case and Slovak diacritics), opening an
// album by a click and by its URL, the browser's back button, the media filter and its reset.
import { expect, test } from '../support/test';
import { GalleryAdmin, recordedWebmClip, runTag } from './support/gallery-api';

const tag = runTag();
const autumn = `Jeseň v škole ${tag}`;
const design = `Grafický dizajn ${tag}`;
const emptyAlbum = `Prázdny album ${tag}`;
const albumIds: Record<string, number> = {};

test.beforeAll(async ({ request, browser }) => {
  const admin = await GalleryAdmin.logIn(request);
  const autumnAlbum = await admin.createAlbum(autumn, 'Prvé stretnutia projektu');
  const designAlbum = await admin.createAlbum(design);
  albumIds.autumn = autumnAlbum.id;
  albumIds.design = designAlbum.id;
  albumIds.empty = (await admin.createAlbum(emptyAlbum)).id;

  const leaves = await admin.uploadPhoto('Listy', 30);
  const board = await admin.uploadPhoto('Tabuľa', 200);
  const thumbnail = await admin.uploadPhoto('Rozhovor', 280);
  const clip = await admin.upload('rozhovor.webm', 'video/webm', await recordedWebmClip(browser));
  await admin.addPhoto(autumnAlbum.id, 'Padajúce listy', leaves.path);
  await admin.addPhoto(autumnAlbum.id, 'Tabuľa plná nápadov', board.path);
  await admin.addVideo(autumnAlbum.id, 'Rozhovor s lektorkou', clip.path, thumbnail.path);
  await admin.addPhoto(designAlbum.id, 'Náčrty log', board.path);
});

test('search finds "Jeseň" typed as "jesen" and in upper case', async ({ page }) => {
  await page.goto('/galeria');
  await expect(page.getByRole('heading', { name: 'Všetky albumy' })).toBeVisible();
  const search = page.getByPlaceholder('Hľadať album...');
  await search.fill(`jesen v skole ${tag}`);
  await expect(page.getByRole('link', { name: autumn })).toBeVisible();
  await expect(page.getByRole('link', { name: design })).toHaveCount(0);
  await search.fill(`GRAFICKÝ DIZAJN ${tag.toUpperCase()}`);
  await expect(page.getByRole('link', { name: design })).toBeVisible();
  await expect(page.getByRole('link', { name: autumn })).toHaveCount(0);
  await search.fill(`leto ${tag}`);
  await expect(page.getByText(`Žiadny album nezodpovedá hľadaniu „leto ${tag}“.`)).toBeVisible();
});

test('a card shows the cover, the item count and the description', async ({ page }) => {
  await page.goto('/galeria');
  const card = page.locator('article', { has: page.getByRole('link', { name: autumn }) });
  await expect(card.getByText('3 položky')).toBeVisible();
  await expect(card.getByText('Prvé stretnutia projektu')).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /\/uploads\/images\/.+\.jpg$/);
  const emptyCard = page.locator('article', { has: page.getByRole('link', { name: emptyAlbum }) });
  await expect(emptyCard.getByText('0 položiek')).toBeVisible();
  await expect(emptyCard.locator('img')).toHaveCount(0);
});

test('an album opens by a click, has its own URL, and the back button returns to the search', async ({ page }) => {
  await page.goto('/galeria');
  await page.getByPlaceholder('Hľadať album...').fill('jesen');
  await page.getByRole('link', { name: autumn }).click();
  await expect(page).toHaveURL(new RegExp(`/galeria/${albumIds.autumn}$`));
  await expect(page.getByRole('heading', { level: 1, name: autumn })).toBeVisible();
  await expect(page.getByRole('link', { name: /Otvoriť fotografiu|Prehrať video/ })).toHaveCount(3);
  await page.goBack();
  await expect(page).toHaveURL(/\/galeria\?q=/);
  await expect(page.getByPlaceholder('Hľadať album...')).toHaveValue('jesen');
  await expect(page.getByRole('link', { name: design })).toHaveCount(0);
});

test('an album opens from its URL, and "Späť na albumy" leads to the list', async ({ page }) => {
  await page.goto(`/galeria/${albumIds.design}`);
  await expect(page.getByRole('heading', { level: 1, name: design })).toBeVisible();
  await expect(page.getByAltText('Náčrty log')).toBeVisible();
  await page.getByRole('link', { name: 'Späť na albumy' }).click();
  await expect(page).toHaveURL(/\/galeria$/);
  await expect(page.getByRole('heading', { name: 'Všetky albumy' })).toBeVisible();
});

test('the videos filter shows only videos and resets to Všetko when the album is opened again', async ({ page }) => {
  await page.goto(`/galeria/${albumIds.autumn}`);
  const filter = page.getByRole('group', { name: 'Zobraziť' });
  await filter.getByRole('link', { name: 'Videá' }).click();
  await expect(page).toHaveURL(/\?typ=video$/);
  await expect(page.getByRole('link', { name: 'Prehrať video Rozhovor s lektorkou' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Otvoriť fotografiu/ })).toHaveCount(0);
  await expect(page.getByText('VIDEO', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Späť na albumy' }).click();
  await page.getByRole('link', { name: autumn }).click();
  await expect(filter.locator('[aria-current="true"]')).toHaveText('Všetko');
  await expect(page.getByRole('link', { name: /Otvoriť fotografiu/ })).toHaveCount(2);
});

test('an empty album shows the three empty messages of spec 2.12', async ({ page }) => {
  await page.goto(`/galeria/${albumIds.empty}`);
  await expect(page.getByText('V tomto albume nie sú žiadne položky')).toBeVisible();
  await page.getByRole('link', { name: 'Fotky' }).click();
  await expect(page.getByText('Tento album neobsahuje žiadne fotografie')).toBeVisible();
  await page.getByRole('link', { name: 'Videá' }).click();
  await expect(page.getByText('Tento album neobsahuje žiadne videá')).toBeVisible();
});

test('an unknown album says so and leads back', async ({ page }) => {
  await page.goto('/galeria/999999');
  await expect(page.getByRole('heading', { name: 'Album sa nenašiel' })).toBeVisible();
  await page.getByRole('link', { name: 'Späť na albumy' }).click();
  await expect(page).toHaveURL(/\/galeria$/);
});
