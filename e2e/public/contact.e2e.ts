// Issue 4 journey: a visitor sends a contact message and the administrator finds it in the API.
import { expect, test } from '@playwright/test';
import { PublicAdminApi, runTag } from './support/public-api';

test('a contact message reaches the administrator, with its optional phone', async ({ page, request }) => {
  const tag = runTag();
  const message = `Dobrý deň, chcem sa prihlásiť na workshop ${tag}.`;

  await page.goto('/kontakt');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await page.getByRole('button', { name: 'Odoslať správu' }).click();
  await expect(page.getByText('Napíš svoje meno')).toBeVisible();
  await expect(page.getByLabel(/^Meno/)).toBeFocused();

  await page.getByLabel(/^Meno/).fill('Martin Test');
  await page.getByLabel(/^Email/).fill(`martin.${tag}@example.sk`);
  await page.getByLabel(/Telefón/).fill('+421 905 123 456');
  await page.getByRole('combobox', { name: /Predmet správy/ }).click();
  await page.getByRole('option', { name: 'Prihlásenie do workshopu' }).click();
  await page.getByLabel(/^Správa/).fill(message);
  await page.getByRole('button', { name: 'Odoslať správu' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Správa bola úspešne odoslaná! Ozveme sa ti čo najskôr.' });
  await expect(confirmation).toBeVisible();
  await expect(page.getByLabel(/^Správa/)).toHaveValue('');
  // Spec 4: the success message disappears after 5 s.
  await expect(confirmation).toBeHidden({ timeout: 8000 });

  const admin = await PublicAdminApi.logIn(request);
  const stored = (await admin.contactMessages()).find((item) => item.message === message);
  expect(stored).toMatchObject({ name: 'Martin Test', email: `martin.${tag}@example.sk`, phone: '+421 905 123 456', subject: 'Prihlásenie do workshopu', resolved: false });
});

test('the FAQ answers open and close from the keyboard', async ({ page }) => {
  await page.goto('/kontakt');
  const question = page.getByRole('button', { name: 'Koľko stoja workshopy?' });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Nič. Všetky workshopy sú bezplatné', { exact: false })).toBeVisible();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
});
