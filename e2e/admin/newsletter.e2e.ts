// The Newsletter tab. Confirmed subscribers (through the real confirmation mails), a
// bilingual mailing written, previewed and sent by keyboard, its progress in the tab, and each
// subscriber's copy in their language at the SMTP server the journey starts; on a phone at 150 %.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { linkIn, recipient, startSmtp, type TestSmtp } from '../../api/test/support/smtp';
import { e2eSmtpPort } from '../../playwright.config';
import { E2E_ADMIN } from '../support/admin';
import { seriousViolations } from '../support/axe';
import { horizontalOverflows } from '../support/overflow';
import { logIn, openSection, openTab, runId } from './support/admin-session';

const run = runId();
let smtp: TestSmtp;

async function confirmedSubscriber(request: APIRequestContext, email: string, language: 'sk' | 'en'): Promise<void> {
  await request.post('/api/newsletter/subscribe', { data: { email, language, consent: true, consentVersion: 1 } });
  await expect.poll(() => smtp.to(email).length, { timeout: 15_000 }).toBe(1);
  const link = linkIn(smtp.to(email)[0], 'http://127.0.0.1:');
  const page = await request.get(link);
  expect(page.status()).toBe(200);
  // The link's page confirms with its one button (a POST).
  const action = /<form method="post" action="([^"]+)">/.exec(await page.text())?.[1].replace(/&amp;/g, '&');
  expect((await request.post(action!, { form: {} })).status()).toBe(200);
}

test.beforeAll(async () => {
  smtp = await startSmtp(e2eSmtpPort());
});
test.afterAll(async () => {
  await smtp?.close();
});

test('a bilingual mailing is previewed and sent by keyboard, with progress, to each subscriber in their language', async ({ page, request }) => {
  const slovak = `sk.${run}@example.sk`;
  const english = `en.${run}@example.org`;
  await confirmedSubscriber(request, slovak, 'sk');
  await confirmedSubscriber(request, english, 'en');
  await request.post('/api/newsletter/subscribe', { data: { email: `pending.${run}@example.org`, language: 'sk', consent: true } });

  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  await page.addStyleTag({ content: 'html { font-size: 150% !important; }' });
  await openTab(page, /^Newsletter/);
  const panel = openSection(page);
  await expect(panel.getByText(/\d+ potvrden/)).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: slovak })).toBeVisible();

  await panel.getByRole('button', { name: 'Uložiť koncept' }).click();
  await expect(panel.getByText('Napíš predmet')).toBeVisible();
  await expect(panel.getByLabel(/^Predmet/).first()).toBeFocused();
  await page.keyboard.type(`Nové termíny ${run}`);
  await panel.locator('#adm-mailing-body-sk').fill('Ahoj,\n\nmáme nové termíny workshopov.');
  await panel.locator('#adm-mailing-subject-en').fill(`New dates ${run}`);
  await panel.locator('#adm-mailing-body-en').fill('Hi,\n\nwe have new workshop dates.');
  await panel.getByRole('button', { name: 'Uložiť koncept' }).press('Enter');
  await expect(panel.getByText('Koncept je uložený.')).toBeVisible();

  const mailing = panel.getByRole('listitem').filter({ hasText: `Nové termíny ${run}` });
  expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);
  expect(await horizontalOverflows(page, '.adm-page__main')).toEqual([]);
  // The preview is the real mail in a sandboxed frame (no scripts, so axe does not look inside it).
  await mailing.getByRole('button', { name: /^Náhľad EN/ }).press('Enter');
  await expect(mailing.frameLocator('iframe').getByText('we have new workshop dates.')).toBeVisible();

  const before = smtp.mails.length;
  await mailing.getByRole('button', { name: /^Odoslať/ }).press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(/E-mail (dostane 1 potvrdený odberateľ|dostanú [2-4] potvrdení odberatelia|dostane \d+ potvrdených odberateľov)/);
  await dialog.getByRole('button', { name: 'Odoslať' }).press('Enter');
  await expect(mailing.getByText('Odoslané', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(mailing.getByText(/Odoslané \d+ · zlyhalo 0 · zostáva 0/)).toBeVisible();
  await expect(mailing.getByRole('progressbar')).toBeVisible();
  await mailing.getByRole('button', { name: /^Príjemcovia/ }).press('Enter');
  const recipients = mailing.getByRole('table');
  await expect(recipients.getByRole('row').filter({ hasText: slovak })).toContainText('Odoslané');

  const copies = smtp.mails.slice(before).filter((mail) => [slovak, english].includes(recipient(mail)));
  expect(copies).toHaveLength(2);
  expect(copies.find((mail) => recipient(mail) === slovak)?.subject).toBe(`Nové termíny ${run}`);
  expect(copies.find((mail) => recipient(mail) === english)?.subject).toBe(`New dates ${run}`);
  expect(smtp.mails.slice(before).some((mail) => recipient(mail).startsWith('pending.'))).toBe(false);
});

test('a mailing being sent is stopped from the tab: what went stays sent, the rest is not sent, in words and in the log', async ({ page, request }) => {
  test.setTimeout(120_000);
  const addresses = Array.from({ length: 4 }, (_, index) => `stop${index}.${run}@example.sk`);
  for (const address of addresses) await confirmedSubscriber(request, address, 'sk');
  await logIn(page);
  await openTab(page, /^Newsletter/);
  const panel = openSection(page);
  await panel.locator('#adm-mailing-subject-sk').fill(`Omylom ${run}`);
  await panel.locator('#adm-mailing-body-sk').fill('Toto malo ísť až zajtra.');
  await panel.getByRole('button', { name: 'Uložiť koncept' }).click();
  const mailing = panel.getByRole('listitem').filter({ hasText: `Omylom ${run}` });
  // Each hand-over takes a while, so the mailing is still being sent when she stops it (on a slow
  // machine too: nothing slow stands between the send and the stop).
  smtp.delayMs = 3000;
  const before = smtp.mails.length;
  try {
    await mailing.getByRole('button', { name: /^Odoslať/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Odoslať' }).click();
    const stop = mailing.getByRole('button', { name: new RegExp(`^Zastaviť odosielanie\\s*: Omylom ${run}$`) });
    await expect(stop).toBeVisible();
    await stop.click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('E-maily, ktoré už odišli, ostanú odoslané.');
    await confirm.getByRole('button', { name: 'Zastaviť odosielanie' }).click();
    await expect(panel.getByText(/^Odosielanie je zastavené: odoslané \d+ z \d+\.$/)).toBeVisible();
    await expect(mailing.getByText('Zastavené', { exact: true })).toBeVisible();
    const words = mailing.getByText(/^Odoslané \d+ z \d+, zastavené$/);
    await expect(words).toBeVisible();
    await expect(stop).toHaveCount(0);
    expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);
    const [, sentCount, total] = /Odoslané (\d+) z (\d+)/.exec((await words.textContent()) ?? '') ?? [];
    expect(Number(sentCount)).toBeLessThan(Number(total));
    // Nothing leaves afterwards: the mailbox holds exactly what the tab says was sent.
    await page.waitForTimeout(3000);
    expect(smtp.mails.slice(before).filter((mail) => mail.subject === `Omylom ${run}`)).toHaveLength(Number(sentCount));
    await mailing.getByRole('button', { name: /^Príjemcovia/ }).click();
    await expect(mailing.getByRole('table').getByRole('row').filter({ hasText: 'Neodoslané (zastavené)' }).first()).toBeVisible();
  } finally {
    smtp.delayMs = 0;
  }
  await openTab(page, 'Záznam zmien');
  await expect(openSection(page).getByRole('row').filter({ hasText: `Omylom ${run}` }).filter({ hasText: /Odosielanie zastavené, odoslaných: \d+, príjemcov: \d+/ })).toBeVisible();
});

test('the Newsletter tab speaks English when English is chosen', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await openTab(page, /^Newsletter/);
  const panel = openSection(page);
  await expect(panel.getByRole('heading', { name: 'Mailings' })).toBeVisible();
  await expect(panel.getByRole('group', { name: 'English' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Save draft' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Subscribers' })).toBeVisible();
  await expect(panel.getByText(/\d+ confirmed/)).toBeVisible();
  expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);
});
