// The site's details come from the operator's file in the data volume (DATA_DIR/
// site.json), read at run time by the API and the renderer: a changed phone number shows on the
// next page, in the server's HTML too, with nothing rebuilt; only configured social profiles are
// shown, each with its network's own mark; the project number and the partners come from it too.
import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test';

const siteFile = join(__dirname, '..', '..', '.tmp', `e2e-data-${process.env.E2E_PORT ?? 8181}`, 'site.json');
let saves = 0;

/** Saves the details (a string is written as it is: a file caught in the middle of a save). */
function saveSiteFile(details: unknown) {
  writeFileSync(siteFile, typeof details === 'string' ? details : JSON.stringify(details, null, 2));
  // Each save with a time of its own, as an editor's save a moment later would have.
  saves += 1;
  const when = new Date(Date.now() + saves * 2000);
  utimesSync(siteFile, when, when);
}

test.afterAll(() => rmSync(siteFile, { force: true }));

const DETAILS = {
  phone: '+421 45 555 0101',
  projectCode: '2026-2-SK02-ESC30-424242',
  social: [{ network: 'instagram', url: 'https://www.instagram.com/example.school.project' }],
  partners: [
    { name: 'Gymnázium Ľudovíta Štúra', nameEn: 'Ľudovít Štúr Grammar School', logo: '/partners/school.svg' },
    { name: 'Európsky zbor solidarity', nameEn: 'European Solidarity Corps', logo: '/partners/esc.svg' },
    { name: 'Mesto Príklad', nameEn: 'Example Town', logo: '/partners/town.svg' },
  ],
};

test('without a file no social profile is invented; with one, its details show and a new phone number shows on the next page', async ({ page, request }) => {
  rmSync(siteFile, { force: true });
  await page.goto('/kontakt');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('list', { name: 'Sociálne siete' })).toHaveCount(0);
  await expect(page.getByText('Odkazy na naše profily na sociálnych sieťach doplníme čoskoro.')).toBeVisible();

  saveSiteFile(DETAILS);
  await page.goto('/kontakt');
  await expect(footer.getByRole('link', { name: '+421 45 555 0101' })).toHaveAttribute('href', 'tel:+421455550101');
  await expect(page.getByRole('main').getByText('+421 45 555 0101')).toBeVisible();
  const profiles = footer.getByRole('list', { name: 'Sociálne siete' }).getByRole('link');
  await expect(profiles).toHaveCount(1);
  await expect(profiles.first()).toHaveAttribute('href', 'https://www.instagram.com/example.school.project');
  await expect(profiles.first().locator('svg[data-network="instagram"]')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/example.school.project');
  // The footer names the programme instead of "Logo programu".
  await expect(footer.getByText('Európsky zbor solidarity')).toBeVisible();
  await expect(footer.getByText('Logo programu')).toHaveCount(0);

  // The server's HTML has it too (page data, not the bundle).
  expect(await (await request.get('/kontakt')).text()).toContain('+421 45 555 0101');

  saveSiteFile({ ...DETAILS, phone: '+421 45 555 0199' });
  await page.goto('/kontakt');
  await expect(footer.getByRole('link', { name: '+421 45 555 0199' })).toBeVisible();
  const html = await (await request.get('/kontakt')).text();
  expect(html).toContain('+421 45 555 0199');
  expect(html).not.toContain('+421 45 555 0101');

  await page.goto('/o-projekte');
  await expect(page.getByText(/2026-2-SK02-ESC30-424242/).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /Mesto Príklad/ })).toBeVisible();
});

test('a file caught in the middle of a save (no JSON) leaves the site on the details last read, never down', async ({ page }) => {
  saveSiteFile({ ...DETAILS, phone: '+421 45 555 0123' });
  await page.goto('/kontakt');
  const phone = (number: string) => page.getByRole('contentinfo').getByRole('link', { name: number });
  await expect(phone('+421 45 555 0123')).toBeVisible();

  saveSiteFile('{ "phone": ');
  await page.goto('/kontakt');
  // Never the sample school's number in the meantime.
  await expect(phone('+421 45 555 0123')).toBeVisible();
  await expect(phone('+421 900 000 000')).toHaveCount(0);

  // The save completes: its details show on the next page.
  saveSiteFile({ ...DETAILS, phone: '+421 45 555 0124' });
  await page.goto('/kontakt');
  await expect(phone('+421 45 555 0124')).toBeVisible();
});
