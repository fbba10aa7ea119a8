// The gallery search keeps every letter typed at an ordinary speed, on a desktop and
// on a slowed-down phone, and the address follows the field (?q=) once the typing pauses.
import { expect, test } from '../support/test';
import { GalleryAdmin, runTag } from './support/gallery-api';

const tag = runTag();
const tournament = `Turnaj ${tag} v argumentácii`;

test.beforeAll(async ({ request }) => {
  const admin = await GalleryAdmin.logIn(request);
  await admin.createAlbum(tournament);
  await admin.createAlbum(`Výlet ${tag}`);
});

for (const { name, delay, cpuSlowdown } of [
  { name: 'at 50 ms a key', delay: 50, cpuSlowdown: 1 },
  { name: 'at 150 ms a key on a phone four times slower', delay: 150, cpuSlowdown: 4 },
]) {
  test(`typing "turnaj" ${name} keeps every letter, filters and puts the query in the address`, async ({ page }) => {
    if (cpuSlowdown > 1) {
      await page.setViewportSize({ width: 390, height: 844 });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await page.goto('/galeria');
    const field = page.getByRole('searchbox', { name: 'Hľadať album' });
    await field.pressSequentially(`turnaj ${tag}`, { delay });
    await expect(field).toHaveValue(`turnaj ${tag}`);
    await expect(page).toHaveURL(new RegExp(`[?&]q=turnaj(\\+|%20)${tag}$`));
    // The field is not rewritten by the address catching up.
    await page.waitForTimeout(500);
    await expect(field).toHaveValue(`turnaj ${tag}`);
    await expect(page.getByRole('link', { name: new RegExp(tournament) })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`Výlet ${tag}`) })).toHaveCount(0);
  });
}

test('the back button restores an earlier query into the field', async ({ page }) => {
  await page.goto(`/galeria?q=${encodeURIComponent(`výlet ${tag}`)}`);
  const field = page.getByRole('searchbox', { name: 'Hľadať album' });
  await expect(field).toHaveValue(`výlet ${tag}`);
  await page.getByRole('link', { name: new RegExp(`Výlet ${tag}`) }).click();
  await expect(page).toHaveURL(/\/galeria\/\d+/);
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Hľadať album' })).toHaveValue(`výlet ${tag}`);
});
