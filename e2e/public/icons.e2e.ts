// Icons are drawn with the icon library, never left to an emoji font (a system without
// one shows empty boxes). The spec's own texts that start with an emoji keep it in the text, for
// screen readers and copies, and show an icon in its place.
import { visibleEmoji } from '../support/emoji';
import { expect, test } from '../support/test';
import { minimalPdf, PublicAdminApi, runTag } from './support/public-api';

test('workshop, material and subject icons are drawn, not emoji', async ({ page, request }) => {
  const tag = runTag();
  const admin = await PublicAdminApi.logIn(request);
  const file = await admin.upload(`icons-${tag}.pdf`, 'application/pdf', minimalPdf(`Icons ${tag}`));
  await admin.createMaterial({ title: `Ikony ${tag}`, description: 'Materiál s ikonou typu.', type: 'metodika', category: 'Fotografia', fileUrl: file.path });

  for (const path of ['/', '/workshopy', '/materialy']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await visibleEmoji(page), path).toEqual([]);
  }
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Ikony ${tag}` }) });
  await expect(card.getByText('METODICKÝ MATERIÁL').locator('..').locator('svg')).toHaveCount(1);

  await page.goto('/hodnotenie');
  // A native select: its options are words only, no emoji.
  const workshops = await page.getByRole('combobox', { name: /Workshop/ }).locator('option').allTextContents();
  expect(workshops).toContain('Fotografia');
  expect(workshops.filter((text) => /\p{Extended_Pictographic}/u.test(text)), 'the workshop options').toEqual([]);
  expect(await visibleEmoji(page), 'the feedback page').toEqual([]);
});

test("the spec's ⚠️ and ✅ texts show icons and keep their words", async ({ page }) => {
  await page.goto('/hodnotenie');
  await page.getByLabel('Tvoje meno').fill('Ikona');
  await page.getByRole('combobox', { name: /Workshop/ }).selectOption('Fotografia');
  await page.getByRole('radio', { name: '5 z 5 – výborné' }).check();
  await page.getByLabel('Tvoj komentár').fill('Krátke');
  const warning = page.getByText('⚠️ Komentár musí mať aspoň 10 znakov');
  await expect(warning).toBeVisible();
  await expect(warning.locator('svg')).toHaveCount(1);
  expect(await visibleEmoji(page), 'the comment warning').toEqual([]);

  await page.getByLabel('Tvoj komentár').fill('Ikony namiesto emoji, ďakujem.');
  await page.getByRole('button', { name: 'Odoslať hodnotenie' }).click();
  const thanks = page.getByRole('status').filter({ hasText: '✅ Ďakujeme za tvoje hodnotenie!' });
  await expect(thanks).toBeVisible();
  await expect(thanks.locator('svg').first()).toBeVisible();
  expect(await visibleEmoji(page), 'the thank-you message').toEqual([]);
});
