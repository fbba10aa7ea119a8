// The materials tab chooses its file with the same drop zone as the gallery (no bare
// "Choose File / No file chosen"), usable from the keyboard, in Slovak and English, axe clean.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { choose, logIn, openSection, openTab, runId } from './support/admin-session';
import { tinyPdf } from './support/media';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('.adm-page__main').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Tabs forward until the element has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 30; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('not reached with Tab');
}

test.describe('materials file field', () => {
  test('is the styled drop zone, chosen and removed from the keyboard, then the material is uploaded', async ({ page }) => {
    const title = `Pracovný list ${runId()}`;
    await logIn(page);
    await openTab(page, 'Materiály');
    const panel = openSection(page);
    const input = panel.getByLabel('Súbor', { exact: true });
    await expect(panel.getByText('Pretiahni sem súbor alebo')).toBeVisible();
    // The label that opens the chooser (its words are in a span per device kind).
    const browse = panel.locator('label.adm-drop__browse', { hasText: 'vyber súbor z počítača' });
    await expect(browse).toBeVisible();
    // The native control is there for the keyboard and screen readers, but not drawn.
    expect(await input.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    await expect(input).toHaveAttribute('aria-required', 'true');

    await panel.getByLabel(/^Názov \(slovensky\)/).fill(title);
    await choose(page, /^Kategória/, 'Argumentácia');
    await choose(page, /^Typ/, 'PDF príručka');
    await panel.getByLabel(/^Popis \(slovensky\)/).fill('Úlohy na hodinu');
    await panel.getByLabel(/^Popis \(slovensky\)/).focus();
    await tabTo(page, input);
    // The focus ring is drawn on the visible "browse" control.
    expect(await browse.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles({ name: 'pracovny-list.pdf', mimeType: 'application/pdf', buffer: tinyPdf('List') });
    await expect(panel.getByText('pracovny-list.pdf')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const remove = panel.getByRole('button', { name: 'Odobrať súbor pracovny-list.pdf' });
    await page.keyboard.press('Tab');
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel.getByText('pracovny-list.pdf')).toBeHidden();
    await panel.getByRole('button', { name: 'Nahrať materiál' }).click();
    await expect(panel.getByText('Prosím vyber súbor')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    await input.setInputFiles({ name: 'pracovny-list.pdf', mimeType: 'application/pdf', buffer: tinyPdf('List') });
    await panel.getByRole('button', { name: 'Nahrať materiál' }).click();
    await expect(page.getByText('Materiál úspešne nahraný!')).toBeVisible();
    await expect(panel.getByText('pracovny-list.pdf')).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  });

  test('speaks English', async ({ page }) => {
    await logIn(page);
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.reload();
    await openTab(page, 'Materials');
    const panel = openSection(page);
    await expect(panel.getByText('Drag a file here or')).toBeVisible();
    await expect(panel.getByText('choose a file from your computer')).toBeVisible();
    await panel.getByLabel('File', { exact: true }).setInputFiles({ name: 'handbook.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Handbook') });
    await expect(panel.getByRole('button', { name: 'Remove the file handbook.pdf' })).toBeVisible();
  });
});
