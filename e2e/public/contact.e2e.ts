// Journey: a visitor sends a contact message and the administrator finds it in the API.
import { expect, test } from '../support/test';
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
  await page.getByRole('combobox', { name: /Predmet správy/ }).selectOption('Prihlásenie do workshopu');
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
  // A native <summary>: the platform announces it as a button with its state.
  const question = page.locator('summary', { hasText: 'Koľko stoja workshopy?' });
  const answer = page.getByText('Nič. Všetky workshopy sú bezplatné', { exact: false });
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
});

// The spam trap costs a person nothing and teaches a bot nothing.
test.describe('the contact form’s spam trap', () => {
  async function fillForm(page: import('@playwright/test').Page, name: string, message: string) {
    await page.getByLabel(/^Meno/).fill(name);
    await page.getByLabel(/^Email/).fill('robot@example.sk');
    await page.getByRole('combobox', { name: /Predmet správy/ }).selectOption('Iné');
    await page.getByLabel(/^Správa/).fill(message);
  }

  test('keeps its hidden field out of the keyboard’s and the screen reader’s way', async ({ page }) => {
    await page.goto('/kontakt');
    const form = page.locator('form.pub-contact-form');
    await expect(form.getByRole('button', { name: 'Odoslať správu' })).toBeVisible();
    expect(await form.ariaSnapshot()).not.toContain('Toto pole nevypĺňaj');
    await page.getByLabel(/^Meno/).focus();
    const reached: string[] = [];
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name || document.activeElement?.id || ''));
    }
    expect(reached).not.toContain('website');
    expect(reached.length).toBe(8);
  });

  test('a bot that fills the hidden field is thanked like a person, and its message is never stored', async ({ page, request }) => {
    const tag = runTag();
    const message = `Lacné hodinky ${tag}`;
    await page.goto('/kontakt');
    await fillForm(page, 'Robot', message);
    // What a bot does: every input in the markup gets a value, hidden or not.
    await page.locator('#pub-contact-website').evaluate((input: HTMLInputElement) => {
      input.value = 'https://spam.example';
    });
    await page.getByRole('button', { name: 'Odoslať správu' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Správa bola úspešne odoslaná!' })).toBeVisible();

    const admin = await PublicAdminApi.logIn(request);
    expect((await admin.contactMessages()).some((item) => item.message === message)).toBe(false);
  });

  test('a person who types fast is never refused: the message is stored', async ({ page, request }) => {
    const tag = runTag();
    const message = `Rýchla otázka ${tag}`;
    await page.goto('/kontakt');
    await fillForm(page, 'Rýchla Eva', message);
    await page.getByRole('button', { name: 'Odoslať správu' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Správa bola úspešne odoslaná!' })).toBeVisible();
    const admin = await PublicAdminApi.logIn(request);
    expect((await admin.contactMessages()).some((item) => item.message === message)).toBe(true);
  });
});
