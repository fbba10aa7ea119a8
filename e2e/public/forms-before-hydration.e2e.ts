// The public forms work from the first paint. Every field, the contact subject and the
// feedback workshop included (native selects), can be filled in before any script of the
// page has run; a send made then is kept by the boot script and made once the form has hydrated,
// with everything entered: exactly one message arrives and the page says it was sent.
// Without JavaScript these forms cannot be sent (they say so; the newsletter is the form that posts).
import { startSmtp, type TestSmtp } from '../../api/test/support/smtp';
import { e2eSmtpPort } from '../../playwright.config';
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { arrive, hydrated, waitForHydration } from '../support/held-scripts';
import { PublicAdminApi, runTag } from './support/public-api';

test.use({ viewport: { width: 390, height: 844 } });

let smtp: TestSmtp;
test.beforeAll(async () => {
  smtp = await startSmtp(e2eSmtpPort());
});
test.afterAll(async () => {
  await smtp?.close();
});

for (const { path, section, language } of [
  { path: '/kontakt', section: 'form:has(#pub-newsletter-email)', language: 'sk' },
  { path: '/', section: 'form:has(#pub-home-newsletter-email)', language: 'sk' },
  { path: '/workshopy?lang=en', section: 'form:has(#pub-workshops-newsletter-email)', language: 'en' },
] as const) {
  test(`a newsletter address typed and sent before any script on ${path} is subscribed, not emptied`, async ({ page }) => {
    const email = `skory.odber.${runTag()}@example.sk`;
    const hold = await arrive(page, path, 60_000);
    const form = page.locator(section);
    const english = language === 'en';
    await form.getByLabel(english ? /Your e-mail/ : /Tvoj e-mail/).fill(email);
    await form.getByRole('checkbox', { name: english ? /I agree to receive the project news/ : /Súhlasím so zasielaním noviniek/ }).check();
    const send = form.getByRole('button', { name: english ? 'Subscribe' : 'Prihlásiť sa na odber' });
    await send.click();
    expect(await hydrated(page)).toBe(false);
    await expect(send).toHaveAttribute('aria-busy', 'true');

    hold.release();
    await waitForHydration(page);
    await expect(page.getByRole('status').filter({ hasText: english ? 'Check your inbox' : 'Skontroluj si e-mail' })).toBeVisible({ timeout: 15_000 });
    await expect(form.getByText(english ? 'Enter a valid e-mail address' : 'Zadaj platnú e-mailovú adresu')).toHaveCount(0);
    await expect.poll(() => smtp.to(email).length, { timeout: 15_000 }).toBe(1);
    expect(smtp.to(email)[0].subject).toContain(english ? 'Confirm your newsletter subscription' : 'Potvrď odber noviniek');
  });
}

test('a contact form filled in and sent before any script has run is sent once, with the chosen subject', async ({ page, request }) => {
  const tag = runTag();
  const message = `Správa odoslaná skoro ${tag}, pred skriptami.`;
  const hold = await arrive(page, '/kontakt', 60_000);
  await page.getByLabel(/^Meno/).fill('Skorá Odosielateľka');
  await page.getByLabel(/^Email/).fill(`skoro.${tag}@example.sk`);
  const subject = page.getByRole('combobox', { name: /Predmet správy/ });
  // Chosen from the keyboard, as on a phone's or a desktop's own list: Tab into it, arrows change it.
  await page.getByLabel(/Telefón/).focus();
  await page.keyboard.press('Tab');
  await expect(subject).toBeFocused();
  await subject.selectOption('Spolupráca');
  await page.keyboard.press('ArrowDown');
  await expect(subject).toHaveValue('Mediálny dopyt');
  await page.getByLabel(/^Správa/).fill(message);
  const send = page.getByRole('button', { name: 'Odoslať správu' });
  // Pressed twice before any script: kept once, and the button shows it is waiting.
  await send.click();
  await send.click();
  expect(await hydrated(page)).toBe(false);
  await expect(send).toHaveAttribute('aria-busy', 'true');

  hold.release();
  await waitForHydration(page);
  await expect(page.getByRole('status').filter({ hasText: 'Správa bola úspešne odoslaná!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel(/^Správa/)).toHaveValue('');
  await expect(subject).toHaveValue('');
  expect(await seriousViolations(page, ['.pub-contact-form'])).toEqual([]);

  const admin = await PublicAdminApi.logIn(request);
  const stored = (await admin.contactMessages()).filter((item) => item.message === message);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ name: 'Skorá Odosielateľka', email: `skoro.${tag}@example.sk`, subject: 'Mediálny dopyt' });
});

test('feedback filled in and sent before any script has run is sent once, with the chosen workshop and rating', async ({ page, request }) => {
  const tag = runTag();
  const comment = `Hodnotenie odoslané pred skriptami ${tag}.`;
  const hold = await arrive(page, '/hodnotenie', 60_000);
  await page.getByLabel('Tvoje meno').fill(`Skorý ${tag}`);
  await page.getByRole('combobox', { name: /Workshop/ }).selectOption('Fotografia');
  await page.getByRole('radio', { name: '4 z 5 – veľmi dobré' }).check();
  await page.getByLabel('Tvoj komentár').fill(comment);
  const send = page.getByRole('button', { name: 'Odoslať hodnotenie' });
  // Enter in a field sends the form, as the button does.
  await page.getByLabel('Tvoje meno').press('Enter');
  expect(await hydrated(page)).toBe(false);
  await expect(send).toHaveAttribute('aria-busy', 'true');
  await send.click();

  hold.release();
  await waitForHydration(page);
  await expect(page.getByRole('status').filter({ hasText: 'Ďakujeme za tvoje hodnotenie!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Tvoj komentár')).toHaveValue('');
  await expect(page.getByRole('combobox', { name: /Workshop/ })).toHaveValue('');
  expect(await seriousViolations(page, ['.pub-feedback-form'])).toEqual([]);

  const admin = await PublicAdminApi.logIn(request);
  const stored = (await admin.allFeedback()).filter((item) => item.comment === comment);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ name: `Skorý ${tag}`, workshop: 'Fotografia', rating: 4 });
});

test('a choice made before any script is what the form holds once it wakes; nothing is sent until asked', async ({ page, request }) => {
  const tag = runTag();
  const hold = await arrive(page, '/hodnotenie', 60_000);
  await page.getByRole('combobox', { name: /Workshop/ }).selectOption('Fotografia');
  await page.getByRole('radio', { name: '2 z 5 – priemerné' }).check();
  hold.release();
  await waitForHydration(page);
  // Hydrated: a later change to another field re-renders the form; the early choice stays.
  await page.getByLabel('Tvoje meno').fill(`Neskôr ${tag}`);
  await expect(page.getByRole('combobox', { name: /Workshop/ })).toHaveValue('Fotografia');
  await expect(page.getByRole('radio', { name: '2 z 5 – priemerné' })).toBeChecked();
  await page.getByLabel('Tvoj komentár').fill(`Dosť dlhý komentár ${tag}.`);
  await page.getByRole('button', { name: 'Odoslať hodnotenie' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ďakujeme za tvoje hodnotenie!' })).toBeVisible();
  const admin = await PublicAdminApi.logIn(request);
  const stored = (await admin.allFeedback()).filter((item) => item.name === `Neskôr ${tag}`);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ workshop: 'Fotografia', rating: 2 });
});
