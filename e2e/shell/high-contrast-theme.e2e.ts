// High contrast is a palette of its own and wins over dark mode, so while it is on the
// dark-mode toggle, in the app bar and in the drawer, says why it does nothing instead of silently
// changing only its own icon; with high contrast off it works again.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

async function useHighContrast(page: Page, locale: 'sk' | 'en' = 'sk') {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', 'yes');
    localStorage.setItem('locale', stored);
    localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize: 100, highContrast: true, voiceReaderMode: false, selectedVoice: null }));
  }, locale);
}

// Touch as on a phone, where a tooltip never shows; clicks and keys work as well.
test.use({ hasTouch: true });

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('under high contrast the app-bar toggle is not dimmed, says why in visible text and offers to turn high contrast off', async ({ page }) => {
  await useHighContrast(page);
  await page.goto('/o-projekte');
  const blocked = page.getByRole('button', { name: 'Prepnúť na tmavý režim – nedostupné pri vysokom kontraste; vypni ho v paneli Prístupnosť' });
  await expect(blocked).not.toHaveAttribute('aria-disabled', 'true');
  expect(await blocked.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  const background = await pageBackground(page);
  await blocked.press('Enter');
  const note = page.getByText('Vysoký kontrast je zapnutý: je to tmavá téma sama o sebe, preto tmavý režim nič nezmení.', { exact: false });
  await expect(note).toBeVisible();
  await expect(page.locator('body')).not.toHaveClass(/dark-mode/);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).not.toBe('true');
  expect(await pageBackground(page)).toBe(background);
  await page.keyboard.press('Escape');
  await expect(note).toBeHidden();

  // A tap (no tooltip on touch) shows the same text; its button turns high contrast off.
  await blocked.tap();
  await expect(note).toBeVisible();
  await page.getByRole('button', { name: 'Vypnúť vysoký kontrast' }).click();
  await expect(page.locator('body')).not.toHaveClass(/high-contrast/);
  await expect(note).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Prepnúť na tmavý režim', exact: true });
  await expect(toggle).toBeFocused();
  await toggle.click();
  await expect(page.locator('body')).toHaveClass(/dark-mode/);
});

test('under high contrast the drawer shows why the theme item does nothing, in English too', async ({ page }) => {
  await useHighContrast(page, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const item = drawer.getByRole('button', { name: 'Dark mode' });
  await expect(item).toHaveAttribute('aria-disabled', 'true');
  await expect(drawer.getByText('Unavailable with high contrast; turn it off in the Accessibility panel.')).toBeVisible();
  await expect(item).toHaveAccessibleDescription('Unavailable with high contrast; turn it off in the Accessibility panel.');
  await item.click({ force: true });
  await expect(page.locator('body')).not.toHaveClass(/dark-mode/);
  await expect(page.locator('body')).toHaveClass(/high-contrast/);
});
