// The admin draws its icons with the icon library, never with an emoji
// font (a system without one shows empty boxes). The material list's type icons are drawn; the spec's
// "⚠️ Najprv vytvor album" keeps its emoji in the text (read, not seen) and shows an icon in its place.
import { visibleEmoji } from '../support/emoji';
import { expect, test } from '../support/test';
import { minimalPdf, PublicAdminApi, runTag } from '../public/support/public-api';
import { logIn, openTab } from './support/admin-session';

const TABS = ['Albumy', 'Galéria', 'Materiály', 'Interaktívne nástroje', 'Hodnotenia', /^Kontaktné správy/] as const;

test('no admin tab shows an emoji; material types are drawn icons', async ({ page, request }) => {
  const tag = runTag();
  const admin = await PublicAdminApi.logIn(request);
  const file = await admin.upload(`admin-icons-${tag}.pdf`, 'application/pdf', minimalPdf(`Admin icons ${tag}`));
  await admin.createMaterial({ title: `Admin ikony ${tag}`, description: 'Materiál s ikonou typu.', type: 'video', category: 'Fotografia', fileUrl: file.path });

  await logIn(page);
  for (const tab of TABS) {
    await openTab(page, tab);
    await page.waitForLoadState('networkidle');
    expect.soft(await visibleEmoji(page), `admin tab ${String(tab)}`).toEqual([]);
  }
  await openTab(page, 'Materiály');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Admin ikony ${tag}` }) });
  await expect(row.locator('.adm-row__icon svg')).toHaveCount(1);
});

test('the gallery\'s "⚠️ Najprv vytvor album" warning shows an icon and keeps its words', async ({ page }) => {
  // An installation without albums: the suite's shared database has albums from other journeys, so
  // the album list answers empty here.
  await page.route(/\/api\/albums(\?.*)?$/, (route) => (route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback()));
  await logIn(page);
  await openTab(page, 'Galéria');
  const warning = page.getByRole('note').filter({ hasText: '⚠️ Najprv vytvor album v záložke "Albumy"' });
  await expect(warning).toBeVisible();
  await expect(warning.locator('svg')).toHaveCount(1);
  expect(await visibleEmoji(page)).toEqual([]);
});
