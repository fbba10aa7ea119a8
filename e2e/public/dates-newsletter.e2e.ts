// Journeys: the newsletter subscription beside the workshop dates (Home's next meetings
// and Workshops), in Slovak and English, with JavaScript and without (the form's own POST), against
// a real SMTP server on loopback; and no subscription form moves when the page's scripts take over.
import type { Page } from '@playwright/test';
import { startSmtp, type TestSmtp } from '../../api/test/support/smtp';
import { e2eSmtpPort } from '../../playwright.config';
import { addMeetingsWithACancellation } from '../admin/support/admin-session';
import { seriousViolations } from '../support/axe';
import { horizontalOverflows } from '../support/overflow';
import { expect, test, waitForInteractive } from '../support/test';
import { runTag } from './support/public-api';

let smtp: TestSmtp;
test.beforeAll(async ({ request }) => {
  smtp = await startSmtp(e2eSmtpPort());
  await addMeetingsWithACancellation(request);
});
test.afterAll(async () => {
  await smtp?.close();
});

async function mailTo(address: string) {
  await expect.poll(() => smtp.to(address).length, { timeout: 15_000 }).toBeGreaterThan(0);
  return smtp.to(address)[0];
}

const TEXTS = {
  sk: { title: 'Novinky z projektu', email: /Tvoj e-mail/, consent: /Súhlasím so zasielaním noviniek/, privacy: 'Ako chránime tvoje údaje', submit: 'Prihlásiť sa na odber', answer: 'Skontroluj si e-mail', subject: 'Potvrď odber noviniek', query: '' },
  en: { title: 'Project news', email: /Your e-mail/, consent: /I agree to receive the project news/, privacy: 'How we protect your data', submit: 'Subscribe', answer: 'Check your inbox', subject: 'Confirm your newsletter subscription', query: '?lang=en' },
} as const;

/** Where each page has the form: Home inside its next meetings, Workshops after the cards. */
const PLACES = [
  { path: '/', form: '#pub-home-newsletter-title' },
  { path: '/workshopy', form: '#pub-workshops-newsletter-title' },
] as const;

const formOf = (page: Page, titleSelector: string) => page.locator('form.pub-newsletter').filter({ has: page.locator(titleSelector) });

for (const language of ['sk', 'en'] as const) {
  const text = TEXTS[language];

  test(`subscribes beside the dates with JavaScript (${language}): the consent links to the privacy page, axe is clean`, async ({ page }) => {
    for (const { path, form: title } of PLACES) {
      const email = `datumy.${language}.${path.length}.${runTag()}@example.sk`;
      await page.goto(path + text.query);
      const form = formOf(page, title);
      await expect(form.getByRole('heading', { name: text.title })).toBeVisible();
      // On Home it is part of the next meetings' section.
      if (path === '/') await expect(page.locator('#terminy form.pub-newsletter')).toHaveCount(1);
      // In the page's language (an English page's links keep ?lang=en).
      await expect(form.getByRole('link', { name: text.privacy })).toHaveAttribute('href', `/ochrana-osobnych-udajov${text.query}#pub-privacy-newsletter`);
      expect(await seriousViolations(page, ['.pub-dates-newsletter'])).toEqual([]);
      await form.getByLabel(text.email).fill(email);
      await form.getByRole('checkbox', { name: text.consent }).check();
      await form.getByRole('button', { name: text.submit }).press('Enter');
      await expect(page.getByRole('status').filter({ hasText: text.answer })).toBeVisible({ timeout: 10_000 });
      expect((await mailTo(email)).subject).toContain(text.subject);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test(`the form beside the dates posts and answers with a page in its language (${language})`, async ({ page }) => {
      const email = `bezjs.${language}.${runTag()}@example.sk`;
      await page.goto(`/workshopy${text.query}`);
      const form = formOf(page, '#pub-workshops-newsletter-title');
      await form.getByLabel(text.email).fill(email);
      await form.getByRole('checkbox', { name: text.consent }).check();
      await form.getByRole('button', { name: text.submit }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.answer })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect((await mailTo(email)).subject).toContain(text.subject);

      await page.goto(`/${text.query}`);
      await expect(formOf(page, '#pub-home-newsletter-title').getByRole('checkbox', { name: text.consent })).toBeVisible();
    });
  });
}

/** Every subscription form's height, with the server's HTML only (scripts held back) or once the page is interactive. */
async function formHeights(page: Page, path: string, scripts: boolean): Promise<number[]> {
  if (!scripts) await page.route(/\/static\/js\/|\.js$/, (route) => (route.request().url().endsWith('/preferences-boot.js') ? route.continue() : route.abort()));
  await page.goto(path, { waitUntil: 'load' });
  if (scripts) {
    await waitForInteractive(page);
    // Stylesheets the page's scripts add (shared components' own) have arrived.
    await page.waitForFunction(() => [...document.querySelectorAll('link[rel="stylesheet"]')].every((link) => (link as HTMLLinkElement).sheet !== null));
  }
  await expect(page.locator('form.pub-newsletter').first()).toBeVisible();
  const heights = await page.locator('form.pub-newsletter').evaluateAll((forms) => forms.map((form) => Math.round(form.getBoundingClientRect().height)));
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  return heights;
}

test('no subscription form changes its size when the scripts take over (contact, Home, Workshops; phone at 150 % text and desktop)', async ({ browser }) => {
  test.setTimeout(180_000);
  for (const { width, fontSize } of [{ width: 390, fontSize: 150 }, { width: 1280, fontSize: 100 }]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((size) => localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize: size, highContrast: false, voiceReaderMode: false, selectedVoice: 0 })), fontSize);
    const page = await context.newPage();
    for (const path of ['/kontakt', '/', '/workshopy']) {
      const before = await formHeights(page, path, false);
      const after = await formHeights(page, path, true);
      expect(after, `${path} at ${width} px, ${fontSize} % text`).toEqual(before);
      if (width === 390) expect(await horizontalOverflows(page), `${path} reflows`).toEqual([]);
    }
    await context.close();
  }
});
