// Contact messages come a page at a time in the admin tab, newest first, turned from the
// keyboard, in Slovak and in English.
import { expect, test } from '@playwright/test';
import { CONTACT_PAGE_SIZE } from '@softskills/domain';
import { E2E_ADMIN } from '../support/admin';
import { seriousViolations } from '../support/axe';
import { logIn, openSection, openTab, runId, sendContactMessage } from './support/admin-session';

const run = runId();
const SENT = CONTACT_PAGE_SIZE + 5;
const textOf = (index: number) => `Stránkovaná správa ${index} (${run})`;

test.describe('contact messages in pages', () => {
  test.beforeAll(async ({ request }) => {
    for (let index = 1; index <= SENT; index += 1) await sendContactMessage(request, `Odosielateľ ${index}`, textOf(index));
  });

  test('the newest page comes first and the next one is reached with the keyboard alone', async ({ page }) => {
    await logIn(page);
    await openTab(page, /^Kontaktné správy/);
    const panel = openSection(page);
    const pager = panel.getByRole('navigation', { name: 'Strany správ' });
    await expect(pager).toContainText(/Strana 1 z \d+/);
    await expect(panel.getByText(textOf(SENT))).toBeVisible();
    await expect(panel.getByText(textOf(1))).toHaveCount(0);
    await expect(panel.getByRole('listitem')).toHaveCount(CONTACT_PAGE_SIZE);
    expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);

    // Keyboard only: Tab reaches the pager's buttons, Enter turns the page.
    const next = pager.getByRole('button', { name: 'Ďalšia strana' });
    await expect(pager.getByRole('button', { name: 'Predchádzajúca strana' })).toBeDisabled();
    let presses = 0;
    await panel.getByRole('heading', { name: 'Kontaktné správy' }).focus();
    while (!(await next.evaluate((button) => button === document.activeElement)) && presses < 200) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await page.keyboard.press('Enter');
    await expect(pager).toContainText(/Strana 2 z \d+/);
    await expect(panel.getByRole('heading', { name: 'Kontaktné správy' })).toBeFocused();
    await expect(panel.getByText(textOf(5))).toBeVisible();
    await expect(panel.getByText(textOf(SENT))).toHaveCount(0);
    // The counts are the totals of every page.
    const total = Number((await panel.getByText(/^\d+ celkom$/).textContent())?.split(' ')[0]);
    expect(total).toBeGreaterThanOrEqual(SENT);
    expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);
  });

  test('the pager speaks English to an English reader', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await openTab(page, /^Contact messages/);
    const panel = openSection(page);
    const pager = panel.getByRole('navigation', { name: 'Message pages' });
    await expect(pager).toContainText(/Page 1 of \d+/);
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(pager).toContainText(/Page 2 of \d+/);
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });
});
