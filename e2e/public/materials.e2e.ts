// Journey: materials added by the administrator are filtered by type and downloaded
// under their title.
import { expect, test } from '../support/test';
import { readFileSync } from 'node:fs';
import { minimalPdf, PublicAdminApi, runTag } from './support/public-api';

test('materials filter by type and download under their title', async ({ page, request }) => {
  const tag = runTag();
  const admin = await PublicAdminApi.logIn(request);
  const handbook = await admin.upload(`handbook-${tag}.pdf`, 'application/pdf', minimalPdf(`Handbook ${tag}`));
  const method = await admin.upload(`method-${tag}.pdf`, 'application/pdf', minimalPdf(`Method ${tag}`));
  const pdfTitle = `Príručka argumentácie ${tag}`;
  await admin.createMaterial({ title: pdfTitle, description: 'Ako stavať argument krok za krokom.', type: 'pdf', category: 'Argumentácia', fileUrl: handbook.path });
  await admin.createMaterial({ title: `Metodika ${tag}`, description: 'Scenár hodiny.', type: 'metodika', category: 'Facilitácia', fileUrl: method.path });

  await page.goto('/materialy');
  const list = page.getByRole('region', { name: 'Zoznam materiálov' });
  await expect(list.getByRole('heading', { name: pdfTitle })).toBeVisible();
  await expect(list.getByRole('heading', { name: `Metodika ${tag}` })).toBeVisible();

  // The filter is links (?typ=); once the page is alive they filter in place, where
  // the visitor is: no new document, no jump to the top.
  const filter = page.getByRole('group', { name: 'Filtrovať podľa:' });
  await expect(filter.getByRole('link', { name: 'Všetko' })).toHaveAttribute('aria-current', 'true');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // In the middle of the screen, clear of the sticky header's and the floating button's scroll
  // padding, so the click itself needs no scrolling.
  await filter.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const scrolled = await page.evaluate(() => window.scrollY);
  await filter.getByRole('link', { name: 'PDF' }).click();
  await expect(page).toHaveURL(/\/materialy\?typ=pdf$/);
  await expect(list.getByRole('heading', { name: `Metodika ${tag}` })).toHaveCount(0);
  await expect(list.getByRole('heading', { name: pdfTitle })).toBeVisible();
  await expect(filter.getByRole('link', { name: 'PDF' })).toHaveAttribute('aria-current', 'true');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // A type no material has is not offered (other journeys may have added videos).
  const all = await admin.allMaterials();
  await expect(filter.getByRole('link', { name: 'Video' })).toHaveCount(all.some((material) => material.type === 'video') ? 1 : 0);
  await expect(filter.getByRole('link', { name: 'Infografiky' })).toHaveCount(all.some((material) => material.type === 'infographic') ? 1 : 0);
  await filter.getByRole('link', { name: 'Metodiky' }).click();
  await expect(list.getByRole('heading', { name: `Metodika ${tag}` })).toBeVisible();
  await filter.getByRole('link', { name: 'Všetko' }).click();
  await expect(page).toHaveURL(/\/materialy$/);

  const card = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: pdfTitle }) });
  await expect(card.getByText('PDF PRÍRUČKA')).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await card.getByRole('link', { name: `Stiahnuť: ${pdfTitle}` }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`${pdfTitle}.pdf`);
  expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');
});
