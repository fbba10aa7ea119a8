// No serious or critical axe violation on the login page and in any tab, in the three themes.
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { addMeetingsWithACancellation, logIn, openSection, openTab, sectionLink, sendContactMessage, sendPublicFeedback } from './support/admin-session';

const TABS = ['Albumy', 'Galéria', 'Materiály', 'Interaktívne nástroje', 'Termíny', 'Hodnotenia', /^Kontaktné správy/, 'Osobné údaje', 'Zálohy'] as const;
const THEMES = {
  light: () => undefined,
  dark: () => localStorage.setItem('darkMode', 'true'),
  'high contrast': () => localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize: 100, highContrast: true, voiceReaderMode: false, selectedVoice: 0 })),
};

test.describe('admin accessibility', () => {
  test.beforeAll(async ({ request }) => {
    await sendContactMessage(request, 'Axe', 'Správa, aby mal zoznam obsah.');
    await sendPublicFeedback(request, 'Axe', 'Hodnotenie, aby mal zoznam obsah.');
    await addMeetingsWithACancellation(request);
  });

  for (const [theme, apply] of Object.entries(THEMES)) {
    test(`login and every tab pass axe in the ${theme} theme`, async ({ page }) => {
      // Eight axe runs on a shared two-core machine.
      test.setTimeout(180_000);
      await page.addInitScript(apply);
      await page.goto('/admin/login');
      await expect(page.getByRole('heading', { name: 'Admin prihlásenie' })).toBeVisible();
      expect(await seriousViolations(page), 'login').toEqual([]);
      await logIn(page);
      for (const tab of TABS) {
        await openTab(page, tab);
        expect(await seriousViolations(page), String(tab)).toEqual([]);
      }
      await openTab(page, 'Albumy');
      await page.getByRole('button', { name: 'Vytvoriť album' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page), 'album dialog').toEqual([]);
    });
  }

  test('the panel works from the keyboard: sections with Tab and Enter, dialogs with Esc', async ({ page }) => {
    await logIn(page);
    await sectionLink(page, 'Albumy').focus();
    await page.keyboard.press('Tab');
    await expect(sectionLink(page, 'Galéria')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sectionLink(page, 'Galéria')).toHaveAttribute('aria-current', 'page');
    // The section's heading is where the keyboard goes on.
    await expect(openSection(page).getByRole('heading', { name: /^Nahrať novú fotografiu/ })).toBeFocused();
    await openTab(page, 'Albumy');
    await page.getByRole('button', { name: 'Vytvoriť album' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Vytvoriť nový album' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Názov albumu \(slovensky\)/)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Vytvoriť album' })).toBeFocused();
  });
});
