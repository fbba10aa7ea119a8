// Journeys: subscribing on the contact page, with and without JavaScript, against a real
// SMTP server on loopback; the confirmation mail's link opens a server-rendered page whose button confirms.
import { linkIn, startSmtp, type TestSmtp } from '../../api/test/support/smtp';
import { e2eSmtpPort } from '../../playwright.config';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { runTag } from './support/public-api';

let smtp: TestSmtp;
test.beforeAll(async () => {
  smtp = await startSmtp(e2eSmtpPort());
});
test.afterAll(async () => {
  await smtp?.close();
});

async function mailTo(address: string) {
  await expect.poll(() => smtp.to(address).length, { timeout: 15_000 }).toBeGreaterThan(0);
  return smtp.to(address)[0];
}

test('a visitor subscribes in Slovak, confirms from the mail and sees the confirmed page', async ({ page }) => {
  const email = `jana.${runTag()}@example.sk`;
  await page.goto('/kontakt');
  const section = page.locator('#newsletter');
  await expect(section.getByRole('heading', { name: 'Novinky z projektu' })).toBeVisible();
  await section.getByRole('button', { name: 'Prihlásiť sa na odber' }).click();
  await expect(section.getByText('Zadaj platnú e-mailovú adresu')).toBeVisible();
  await expect(section.getByLabel(/Tvoj e-mail/)).toBeFocused();
  await section.getByLabel(/Tvoj e-mail/).fill(email);
  await expect(section.getByRole('radio', { name: 'Slovenčina' })).toBeChecked();
  await section.getByRole('button', { name: 'Prihlásiť sa na odber' }).click();
  await expect(section.getByText('Bez súhlasu ti novinky posielať nemôžeme')).toBeVisible();
  await section.getByRole('checkbox', { name: /Súhlasím so zasielaním noviniek/ }).check();
  await section.getByRole('button', { name: 'Prihlásiť sa na odber' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Skontroluj si e-mail' })).toBeVisible({ timeout: 10_000 });

  const mail = await mailTo(email);
  expect(mail.subject).toContain('Potvrď odber noviniek');
  expect(mail.html).toBeTruthy();
  const link = linkIn(mail, 'http://127.0.0.1:');
  await page.goto(link);
  // Opening the link changes nothing (mail scanners open links): the page's button confirms.
  await expect(page.getByRole('heading', { level: 1, name: 'Potvrdiť odber noviniek?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Potvrdiť odber' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Odber je potvrdený' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Odber už je potvrdený' })).toBeVisible();
  // The footer's page with its one button passes the same checks (axe needs JavaScript, so here).
  await page.goto(linkIn(mail, `${new URL(link).origin}/api/newsletter/unsubscribe?`));
  await expect(page.getByRole('heading', { level: 1, name: 'Odhlásiť sa z odberu?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts and the answer page is in the chosen language; the mail too', async ({ page }) => {
    const email = `john.${runTag()}@example.org`;
    await page.goto('/kontakt?lang=en');
    const section = page.locator('#newsletter');
    await section.getByLabel(/Your e-mail/).fill(email);
    await expect(section.getByRole('radio', { name: 'English' })).toBeChecked();
    await section.getByRole('checkbox', { name: /I agree to receive the project news/ }).check();
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const mail = await mailTo(email);
    expect(mail.subject).toContain('Confirm your newsletter subscription');
    const confirm = linkIn(mail, 'http://127.0.0.1:');
    await page.goto(confirm);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm the subscription?' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();

    // The footer's link opens a page with one button (the visit alone changes nothing); the button unsubscribes.
    await page.goto(linkIn(mail, `${new URL(confirm).origin}/api/newsletter/unsubscribe?`));
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe?' })).toBeVisible();
    await page.goto(confirm);
    await expect(page.getByRole('heading', { level: 1, name: 'Already confirmed' })).toBeVisible();
    await page.goto(linkIn(mail, `${new URL(confirm).origin}/api/newsletter/unsubscribe?`));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    await page.goto(confirm);
    await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  });
});
