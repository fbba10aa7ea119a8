// Photos are added from the album's own card, and their titles are
// written by the administrator (or the album's name with a number), never the camera's file name.
import { expect, test } from '../support/test';
import { GalleryAdmin } from '../gallery/support/gallery-api';
import { choose, createAlbum, logIn, openTab, runId, sectionLink } from './support/admin-session';
import { solidJpeg } from './support/media';

const run = runId();
const ALBUM = `Letný tábor ${run}`;

test.describe.serial('adding photos to an album', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page);
  });

  test('an album card’s "add photos" opens the upload with that album chosen and the file chooser focused', async ({ page }) => {
    await createAlbum(page, ALBUM);
    const card = page.getByRole('listitem').filter({ hasText: ALBUM });
    await card.getByRole('button', { name: /^Pridať fotky/ }).click();
    await expect(sectionLink(page, 'Galéria')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('combobox', { name: /^Album\b/ })).toHaveText(ALBUM);
    await expect(page.getByLabel('Fotografie', { exact: true })).toBeFocused();
    // The list below shows what the album already holds.
    await expect(page.getByRole('combobox', { name: 'Filtrovať podľa albumu' })).toHaveText(ALBUM);
  });

  test('a camera file name is never a title: the title starts empty and must be written', async ({ page }) => {
    await openTab(page, 'Galéria');
    await choose(page, /^Album\b/, ALBUM);
    await page.getByLabel('Fotografie', { exact: true }).setInputFiles({ name: 'IMG_2034.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(300, 200, '#10b981') });
    const title = page.getByRole('listitem', { name: 'IMG_2034.jpg' }).getByLabel(/^Názov \(slovensky\)/);
    await expect(title).toHaveValue('');
    await page.getByRole('button', { name: 'Nahrať' }).click();
    await expect(page.getByText('Zadaj názov')).toBeVisible();
    await expect(title).toBeFocused();
    await title.fill('Štafetový beh');
    await page.getByRole('button', { name: 'Nahrať' }).click();
    await expect(page.getByText('Obrázok úspešne nahraný!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Štafetový beh' })).toBeVisible();
  });

  test('the list shows which photos still carry a file-name title, until they are renamed', async ({ page, request }) => {
    const album = `Staré fotky ${run}`;
    const admin = await GalleryAdmin.logIn(request);
    const { id } = await admin.createAlbum(album);
    // Uploaded by an older version, titled from their file names.
    await admin.addPhoto(id, 'IMG 2034', (await admin.upload('IMG_2034.jpg', 'image/jpeg', await solidJpeg(200, 150, '#f59e0b'))).path);
    await admin.addPhoto(id, 'Večerný oheň', (await admin.upload('ohen.jpg', 'image/jpeg', await solidJpeg(200, 150, '#ef4444'))).path);
    await page.reload();
    await openTab(page, 'Galéria');
    await choose(page, 'Filtrovať podľa albumu', album);
    const note = page.getByRole('note').filter({ hasText: 'názov súboru' });
    await expect(note).toHaveText('1 fotka má ešte názov súboru (napr. IMG 2034). Premenuj ju cez „Upraviť texty“.');
    const cameraTile = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'IMG 2034' }) });
    const titledTile = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Večerný oheň' }) });
    await expect(cameraTile.getByText('Názov je názov súboru')).toBeVisible();
    await expect(titledTile.getByText('Názov je názov súboru')).toHaveCount(0);

    await cameraTile.getByRole('button', { name: /^Upraviť texty/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Upraviť texty: IMG 2034' });
    await dialog.getByLabel(/^Názov \(slovensky\)/).fill('Opekačka pri ohni');
    await dialog.getByRole('button', { name: 'Uložiť' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Opekačka pri ohni' })).toBeVisible();
    await expect(note).toBeHidden();
    await expect(page.getByText('Názov je názov súboru')).toHaveCount(0);
  });
});
