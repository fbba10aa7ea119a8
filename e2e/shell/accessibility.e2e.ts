// axe-core on the frame in the three themes: no serious or critical violation.
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { openPage } from './support/frame';

const THEMES = {
  light: { darkMode: 'false', highContrast: false },
  dark: { darkMode: 'true', highContrast: false },
  'high contrast': { darkMode: 'false', highContrast: true },
} as const;

for (const [theme, preferences] of Object.entries(THEMES)) {
  test.describe(`the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((stored) => {
        localStorage.setItem('darkMode', stored.darkMode);
        localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize: 100, highContrast: stored.highContrast, voiceReaderMode: false, selectedVoice: null }));
      }, preferences);
    });

    test('the frame (app bar, footer, toolbar) and the shell pages pass axe', async ({ page }) => {
      await openPage(page, '/');
      expect(await seriousViolations(page, ['.sh-skip-link', '.sh-app-bar', '.sh-footer', '.sh-toolbar__fab'])).toEqual([]);
      await page.keyboard.press('Alt+A');
      await page.getByRole('switch', { name: 'Čítanie nahlas' }).click();
      await page.getByRole('button', { name: 'Klávesové skratky' }).click();
      expect(await seriousViolations(page, ['.sh-toolbar'])).toEqual([]);
      await page.keyboard.press('Escape');
      await openPage(page, '/nic-take-neexistuje');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the drawer and the retry message pass axe on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.route('**/remotes/gallery/**', (route) => route.abort());
      await page.goto('/galeria');
      await expect(page.getByRole('button', { name: 'Skúsiť znova' })).toBeVisible({ timeout: 20_000 });
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Otvoriť menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      expect(await seriousViolations(page, ['.sh-drawer'])).toEqual([]);
    });
  });
}
