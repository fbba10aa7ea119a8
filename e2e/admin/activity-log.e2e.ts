// The activity log as the administrator reads it: a failed login, then her login, an album edit and
// the album's delete appear, newest first, with the masked address and the changed field's name;
// the filter narrows it to failed logins; it reads on a phone at 150 % text and in English; no axe
// findings in the three themes.
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/admin';
import { seriousViolations } from '../support/axe';
import { horizontalOverflows } from '../support/overflow';
import { expect, test } from '../support/test';
import { choose, createAlbum, logIn, openSection, openTab, runId } from './support/admin-session';

const ALBUM = `Záznam ${runId()}`;

async function failLoginOnce(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Používateľské meno').fill(E2E_ADMIN.username);
  await page.getByLabel('Heslo', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nesprávne prihlasovacie údaje' })).toBeVisible();
}

/** The log's table row (desktop) that names `text`. */
const logRow = (page: Page, text: string | RegExp) => openSection(page).getByRole('table', { name: 'Záznamy, najnovšie hore' }).getByRole('row').filter({ hasText: text });

test.describe.configure({ mode: 'serial' });

test('a failed login, the login, an album edit and its delete appear in the log, newest first', async ({ page }) => {
  await failLoginOnce(page);
  await logIn(page);
  await createAlbum(page, ALBUM);
  await openTab(page, 'Albumy');
  const card = page.getByRole('listitem').filter({ hasText: ALBUM });
  await card.getByRole('button', { name: /^Upraviť/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Upraviť album' });
  await dialog.getByLabel(/^Názov albumu \(anglicky/).fill('Activity album');
  await dialog.getByRole('button', { name: 'Uložiť zmeny' }).click();
  await expect(dialog).toBeHidden();
  await card.getByRole('button', { name: /^Vymazať/ }).click();
  await page.getByRole('alertdialog', { name: 'Potvrdiť vymazanie' }).getByRole('button', { name: 'Vymazať' }).click();
  await expect(card).toBeHidden();

  await openTab(page, 'Záznam zmien');
  await expect(openSection(page).getByRole('heading', { name: 'Záznam zmien', level: 2 })).toBeFocused();
  const deleted = logRow(page, `Album „${ALBUM}“`).filter({ hasText: 'Vymazané' });
  const edited = logRow(page, `Album „${ALBUM}“`).filter({ hasText: 'Upravené' });
  await expect(deleted).toContainText(E2E_ADMIN.username);
  await expect(edited).toContainText('názov (anglicky)');
  await expect(edited).toContainText('127.0.0.0');
  const loggedIn = logRow(page, 'Úspešné prihlásenie').first();
  const failed = logRow(page, 'Neúspešné prihlásenie').first();
  await expect(failed).toContainText('neznámy (neúspešné prihlásenie)');
  await expect(failed).not.toContainText('127.0.0.1');
  // Newest first: the delete, the edit, the album made, the login, the failed attempt.
  const rows = openSection(page).getByRole('table', { name: 'Záznamy, najnovšie hore' }).locator('tbody tr');
  const order = await rows.allTextContents();
  const at = (row: string | RegExp) => order.findIndex((text) => (typeof row === 'string' ? text.includes(row) : row.test(text)));
  expect(at(new RegExp(`Vymazané.*${ALBUM}`))).toBeLessThan(at(new RegExp(`Upravené.*${ALBUM}`)));
  expect(at(new RegExp(`Upravené.*${ALBUM}`))).toBeLessThan(at('Úspešné prihlásenie'));
  expect(at('Úspešné prihlásenie')).toBeLessThan(at('Neúspešné prihlásenie'));
  await expect(loggedIn).toContainText(E2E_ADMIN.username);

  // The filter: failed logins only, chosen by the keyboard-usable select.
  await choose(page, 'Čo sa stalo', 'Neúspešné prihlásenie');
  await openSection(page).getByRole('button', { name: 'Zobraziť' }).click();
  await expect(logRow(page, 'Upravené')).toHaveCount(0);
  await expect(logRow(page, 'Neúspešné prihlásenie').first()).toBeVisible();
  expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);
});

const THEMES = {
  light: () => undefined,
  dark: () => localStorage.setItem('darkMode', 'true'),
  'high contrast': () => localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize: 100, highContrast: true, voiceReaderMode: false, selectedVoice: 0 })),
};

for (const [theme, apply] of Object.entries(THEMES)) {
  test(`the log passes axe in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript(apply);
    await logIn(page);
    await openTab(page, 'Záznam zmien');
    await expect(logRow(page, 'Úspešné prihlásenie').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('on a 390 px phone at 150 % text the log is a list of cards that fits the screen, in English too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize: 150, highContrast: false, voiceReaderMode: false, selectedVoice: 0 })));
  await logIn(page);
  await openTab(page, 'Záznam zmien');
  const cards = openSection(page).getByRole('list', { name: 'Záznamy, najnovšie hore' });
  await expect(cards.getByRole('listitem').filter({ hasText: 'Úspešné prihlásenie' }).first()).toBeVisible();
  await expect(openSection(page).getByRole('table')).toBeHidden();
  expect(await horizontalOverflows(page)).toEqual([]);
  expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('activity-phone-sk-150.png'), fullPage: true });

  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await openTab(page, 'Activity log');
  const english = openSection(page).getByRole('list', { name: 'Entries, newest first' });
  await expect(english.getByRole('listitem').filter({ hasText: 'Logged in' }).first()).toBeVisible();
  expect(await horizontalOverflows(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('activity-phone-en-150.png'), fullPage: true });
});
