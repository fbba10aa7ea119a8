// What a visitor types into the gallery search before the page has
// hydrated is kept: once the scripts run, the field still holds it, the list is filtered by it and
// the address carries it (?q=), as if it had been typed afterwards.
import { expect, test } from '../support/test';
import { arrive, hydrated, waitForHydration } from '../support/held-scripts';
import { GalleryAdmin, runTag } from './support/gallery-api';

const tag = runTag();
const tournament = `Turnaj ${tag} pred skriptami`;
const trip = `Výlet ${tag} pred skriptami`;

test.beforeAll(async ({ request }) => {
  const admin = await GalleryAdmin.logIn(request);
  await admin.createAlbum(tournament);
  await admin.createAlbum(trip);
});

test.use({ viewport: { width: 390, height: 844 } });

test('a search typed before any script has run filters the list once the page wakes, and nothing typed is lost', async ({ page }) => {
  const hold = await arrive(page, '/galeria', 60_000);
  const field = page.getByRole('searchbox', { name: 'Hľadať album' });
  await field.pressSequentially(`turnaj ${tag}`, { delay: 20 });
  expect(await hydrated(page)).toBe(false);
  // The server's list, unfiltered: both albums are there until the page wakes.
  await expect(page.getByRole('link', { name: new RegExp(trip) })).toBeVisible();

  hold.release();
  await waitForHydration(page);
  await expect(field).toHaveValue(`turnaj ${tag}`);
  await expect(page).toHaveURL(new RegExp(`/galeria\\?q=turnaj(\\+|%20)${tag}$`));
  await expect(page.getByRole('link', { name: new RegExp(tournament) })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(trip) })).toHaveCount(0);
  // Later, nothing rewrites it, and typing goes on from what is there.
  await page.waitForTimeout(500);
  await expect(field).toHaveValue(`turnaj ${tag}`);
  await field.press('End');
  await field.pressSequentially(' pred', { delay: 20 });
  await expect(field).toHaveValue(`turnaj ${tag} pred`);
  await expect(page.getByRole('link', { name: new RegExp(tournament) })).toBeVisible();
});
