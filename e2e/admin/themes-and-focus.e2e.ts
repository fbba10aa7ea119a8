// Resolved contact messages stay grey and distinct from unresolved ones in the light,
// dark and high-contrast themes (the dark card background used to win), and a tab clicked with the
// mouse shows no keyboard focus ring, also after a keyboard login, while arrow keys still do.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/admin';
import { expect, test } from '../support/test';
import { logIn, openSection, openTab, runId, sectionLink, sendContactMessage } from './support/admin-session';

const run = runId();
const RESOLVED = `Vybavená ${run}`;
const OPEN = `Otvorená ${run}`;
const THEMES: Record<string, { darkMode: boolean; highContrast: boolean }> = {
  light: { darkMode: false, highContrast: false },
  dark: { darkMode: true, highContrast: false },
  'high contrast': { darkMode: false, highContrast: true },
};

async function useTheme(page: Page, theme: { darkMode: boolean; highContrast: boolean }) {
  await page.evaluate(({ darkMode, highContrast }) => {
    localStorage.setItem('darkMode', String(darkMode));
    localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize: 100, highContrast, voiceReaderMode: false, selectedVoice: 0 }));
  }, theme);
  await page.reload();
}

/** The card's background as [r, g, b]. */
const backgroundOf = (card: Locator) =>
  card.evaluate((element) => getComputedStyle(element).backgroundColor.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number));

const outlineOf = (element: Locator) => element.evaluate((node) => getComputedStyle(node).outlineStyle);

test.describe('admin themes and focus', () => {
  test.beforeAll(async ({ request }) => {
    await sendContactMessage(request, RESOLVED, 'Táto správa je vybavená.');
    await sendContactMessage(request, OPEN, 'Na túto správu sa ešte čaká.');
  });

  test('a resolved message has a grey background unlike an unresolved one, in all three themes', async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page);
    await openTab(page, /^Kontaktné správy/);
    const card = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await card(RESOLVED).getByRole('checkbox', { name: /^Vybavené/ }).click();
    await expect(card(RESOLVED).getByRole('img', { name: 'Vybavená správa' })).toBeVisible();

    for (const [name, theme] of Object.entries(THEMES)) {
      await useTheme(page, theme);
      await openTab(page, /^Kontaktné správy/);
      await expect(card(RESOLVED).getByRole('checkbox')).toBeChecked();
      const resolved = await backgroundOf(card(RESOLVED));
      const open = await backgroundOf(card(OPEN));
      // Grey: the three channels nearly equal; and not the unresolved card's colour.
      expect(Math.max(...resolved) - Math.min(...resolved), `${name}: ${resolved.join()} is grey`).toBeLessThanOrEqual(16);
      expect(resolved, `${name}: resolved and unresolved differ`).not.toEqual(open);
      const results = await new AxeBuilder({ page }).include('.adm-page__main').analyze();
      expect(results.violations.map((violation) => violation.id), name).toEqual([]);
    }
  });

  test('a section chosen with the mouse shows no focus ring, even after a keyboard login; chosen from the keyboard it does', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Používateľské meno').fill(E2E_ADMIN.username);
    await page.getByLabel('Heslo', { exact: true }).fill(E2E_ADMIN.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

    const section = openSection(page).getByRole('heading', { level: 2 }).first();
    await sectionLink(page, 'Materiály').click();
    await expect(section).toBeFocused();
    expect(await outlineOf(section)).toBe('none');
    await sectionLink(page, 'Galéria').click();
    // The gallery's long list may take a moment to show: its heading takes the focus once it does.
    await expect(section).toHaveText(/fotografiu/);
    await expect(section).toBeFocused();
    expect(await outlineOf(section)).toBe('none');

    // From the keyboard: Tab reaches the next section's link, which shows the ring; Enter opens it.
    await sectionLink(page, 'Materiály').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(sectionLink(page, 'Materiály')).toBeFocused();
    expect(await outlineOf(sectionLink(page, 'Materiály'))).toBe('solid');
    await page.keyboard.press('Enter');
    await expect(section).toBeFocused();
    expect(await outlineOf(section)).toBe('solid');
  });
});
