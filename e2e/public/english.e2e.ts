// Issue 12.4: what English pages still showed in Slovak, and a type chip too narrow for its English
// label. The product name is the project's registered title, a proper name: it stays Slovak,
// marked as Slovak for screen readers; the team's name describes it and is translated.
import { expect, test } from '../support/test';
import { horizontalOverflows } from '../support/overflow';
import { minimalPdf, PublicAdminApi, runTag } from './support/public-api';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
});

test('English pages name the team and the school in English and mark the Slovak title as Slovak', async ({ page }) => {
  await page.goto('/kontakt');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Student project team')).toBeVisible();
  await expect(footer.getByText('Ľudovít Štúr Grammar School')).toBeVisible();
  await expect(page.getByRole('main').getByText('Student project team')).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Ľudovít Štúr Grammar School, /)).toBeVisible();
  await expect(page.getByText('Študentský projektový tím')).toHaveCount(0);
  await expect(page.getByText(/Gymnázium Ľudovíta Štúra/)).toHaveCount(0);
  await expect(page.locator('.sh-brand__name')).toHaveAttribute('lang', 'sk');
  await expect(footer.getByRole('heading', { level: 2, name: 'Mäkké zručnosti pre budúcnosť' })).toHaveAttribute('lang', 'sk');

  await page.goto('/o-projekte');
  await expect(page.getByRole('complementary').getByText('Ľudovít Štúr Grammar School, Zvolen')).toBeVisible();
});

test('the methodological material chip holds its English label on a desktop', async ({ page, request }) => {
  const tag = runTag();
  const admin = await PublicAdminApi.logIn(request);
  const file = await admin.upload(`method-${tag}.pdf`, 'application/pdf', minimalPdf(`Method ${tag}`));
  await admin.createMaterial({ title: `Method ${tag}`, description: 'Lesson plan.', type: 'metodika', category: 'Facilitácia', fileUrl: file.path });
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/materialy');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Method ${tag}` }) });
  await expect(card.getByText('METHODOLOGICAL MATERIAL')).toBeVisible();
  expect(await horizontalOverflows(page, '.pub-material')).toEqual([]);
});
