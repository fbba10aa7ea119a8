// The administrator on a phone (390 x 844, touch): the tabs are one row that
// scrolls sideways instead of four wrapped rows, the upload box does not ask to drag files that a
// touch screen cannot drag, and photos are compact rows rather than cards as wide as the screen.
import { expect, test } from '../support/test';
import { GalleryAdmin } from '../gallery/support/gallery-api';
import { horizontalOverflows } from '../support/overflow';
import { choose, logIn, openSection, openTab, runId, sectionLink } from './support/admin-session';
import { solidJpeg } from './support/media';

const ALBUM = `Na mobile ${runId()}`;

test.describe('the admin on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a button names the open section and opens every section, each wholly in sight', async ({ page }) => {
    await logIn(page);
    const menu = page.getByRole('button', { name: 'Sekcia: Albumy' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(sectionLink(page, 'Galéria')).toBeHidden();
    await menu.click();
    const links = page.getByRole('navigation', { name: 'Sekcie správy webu' }).getByRole('link');
    expect(await links.count(), 'every section, none behind a scrollbar').toBeGreaterThanOrEqual(10);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 390, `${await link.textContent()} is within the screen's width`).toBe(true);
    }
    await sectionLink(page, /^Kontaktné správy/).click();
    await expect(page.getByRole('button', { name: /^Sekcia: Kontaktné správy/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(openSection(page).getByRole('heading', { level: 2 }).first()).toBeFocused();
    // Reloaded, the button still names the open section.
    await page.reload();
    await expect(page.getByRole('button', { name: /^Sekcia: Kontaktné správy/ })).toBeVisible();
    expect(await horizontalOverflows(page)).toEqual([]);
  });

  test('the upload box offers to choose photos, without "drag here"', async ({ page }) => {
    await logIn(page);
    await openTab(page, 'Galéria');
    await expect(page.getByText('Pretiahni sem fotografie (aj viac naraz) alebo')).toBeHidden();
    await expect(page.getByText('vyber súbory z počítača')).toBeHidden();
    const choosePhotos = page.getByText('Vybrať fotografie', { exact: true });
    await expect(choosePhotos).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await choosePhotos.tap();
    expect((await chooser).isMultiple()).toBe(true);
  });

  test('photos are compact rows: a thumbnail beside the title, several on one screen', async ({ page, request }) => {
    const admin = await GalleryAdmin.logIn(request);
    const { id } = await admin.createAlbum(ALBUM);
    for (const [index, hue] of ['#10b981', '#f59e0b', '#8b5cf6', '#ef4444'].entries()) {
      await admin.addPhoto(id, `Fotka z mobilu ${index + 1}`, (await admin.upload(`m${index}.jpg`, 'image/jpeg', await solidJpeg(400, 300, hue))).path);
    }
    await logIn(page);
    await openTab(page, 'Galéria');
    await choose(page, 'Filtrovať podľa albumu', ALBUM);
    const rows = page.getByRole('list').filter({ has: page.getByRole('heading', { name: 'Fotka z mobilu 1' }) }).getByRole('listitem');
    await expect(rows).toHaveCount(4);
    for (const row of await rows.all()) {
      const box = (await row.boundingBox())!;
      const thumbnail = (await row.locator('img').boundingBox())!;
      expect(box.height, 'a compact row').toBeLessThan(844 / 3);
      expect(thumbnail.width, 'the thumbnail is beside the texts, not across the card').toBeLessThan(box.width * 0.4);
    }
    expect(await horizontalOverflows(page)).toEqual([]);
  });
});

test('on a desktop the upload box still invites dragging photos onto it', async ({ page }) => {
  await logIn(page);
  await openTab(page, 'Galéria');
  await expect(page.getByText('Pretiahni sem fotografie (aj viac naraz) alebo')).toBeVisible();
  await expect(page.getByText('vyber súbory z počítača')).toBeVisible();
  await expect(page.getByText('Vybrať fotografie', { exact: true })).toBeHidden();
});
