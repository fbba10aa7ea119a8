// Journey: a student sends feedback, the administrator approves it through the API, and
// it appears among the participant reviews on the home page.
import { SITE_TIME_ZONE } from '@softskills/domain';
import { expect, test } from '../support/test';
import { PublicAdminApi, runTag } from './support/public-api';

test('submitted feedback shows on the home page once it is approved', async ({ page, request }) => {
  const tag = runTag();
  const comment = `Fotografia ma bavila najviac, ďakujem ${tag}!`;

  await page.goto('/hodnotenie');
  await expect(page.getByRole('heading', { level: 1, name: 'Hodnotenie projektu' })).toBeVisible();
  await page.getByLabel('Tvoje meno').fill(`Zuzana ${tag}`);
  await page.getByRole('combobox', { name: /Workshop/ }).selectOption('Fotografia');
  await page.getByRole('radio', { name: '5 z 5 – výborné' }).check();
  const submit = page.getByRole('button', { name: 'Odoslať hodnotenie' });
  await page.getByLabel('Tvoj komentár').fill('Krátke');
  await expect(page.getByText('⚠️ Komentár musí mať aspoň 10 znakov')).toBeVisible();
  // Never grey; a press says what is wrong and goes to it.
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByLabel('Tvoj komentár')).toBeFocused();
  await page.getByLabel('Tvoj komentár').fill(comment);
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: '✅ Ďakujeme za tvoje hodnotenie!' })).toBeVisible();
  await expect(page.getByLabel('Tvoj komentár')).toHaveValue('');

  // Not on the home page before approval (PRODUCT 4: stored with approved=false).
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Predstavenie projektu' })).toBeVisible();
  await expect(page.getByText(comment)).toHaveCount(0);

  const admin = await PublicAdminApi.logIn(request);
  const stored = (await admin.allFeedback()).find((item) => item.comment === comment);
  expect(stored, 'the submission reaches the admin list').toBeDefined();
  expect(stored?.approved).toBe(false);
  await admin.approveFeedback(stored!.id);

  await page.reload();
  const reviews = page.getByRole('region', { name: 'Hodnotenia účastníkov' });
  await expect(reviews.getByText(comment)).toBeVisible();
  const card = reviews.getByRole('listitem').filter({ hasText: comment });
  await expect(card.getByRole('heading', { name: `Zuzana ${tag}` })).toBeVisible();
  // The school's calendar day, whatever the machine's time zone (near midnight they differ).
  const today = new Date().toLocaleDateString('sk-SK', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: SITE_TIME_ZONE });
  await expect(card.getByText(today)).toBeVisible();
  await expect(card.getByText('Z', { exact: true })).toBeVisible();
});

test('a visitor finds the feedback page from the home reviews and from the footer', async ({ page }) => {
  await page.goto('/');
  const reviews = page.getByRole('region', { name: 'Hodnotenia účastníkov' });
  await reviews.getByRole('link', { name: 'Pridaj svoje hodnotenie' }).click();
  await expect(page).toHaveURL(/\/hodnotenie$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hodnotenie projektu' })).toBeVisible();

  await page.goto('/kontakt');
  const quickLinks = page.getByRole('contentinfo').getByRole('navigation', { name: 'Rýchle odkazy' });
  await quickLinks.getByRole('link', { name: 'Hodnotenie' }).click();
  await expect(page).toHaveURL(/\/hodnotenie$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hodnotenie projektu' })).toBeVisible();
  // The spec's main menu stays as it is (PRODUCT 7).
  await expect(page.getByRole('navigation', { name: 'Hlavné menu' }).getByRole('link', { name: 'Hodnotenie' })).toHaveCount(0);
});
