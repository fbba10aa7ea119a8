// Quality bar: no serious or critical axe violation on any public page, in the light,
// dark and high-contrast themes and in both languages; the carousel can be paused from the keyboard.
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { addMeetingsWithACancellation } from '../admin/support/admin-session';

const PAGES = [
  { path: '/', sk: 'Mäkké zručnosti pre budúcnosť', en: 'Soft skills for the future' },
  { path: '/o-projekte', sk: 'O projekte', en: 'About the project' },
  { path: '/workshopy', sk: 'Workshopy', en: 'Workshops' },
  { path: '/materialy', sk: 'Vzdelávacie materiály', en: 'Learning materials' },
  { path: '/hodnotenie', sk: 'Hodnotenie projektu', en: 'Project feedback' },
  { path: '/kontakt', sk: 'Kontakt', en: 'Contact' },
  { path: '/interaktivne-nastroje', sk: 'Interaktívne nástroje', en: 'Interactive tools' },
  { path: '/ochrana-osobnych-udajov', sk: 'Ochrana osobných údajov', en: 'Privacy' },
] as const;

// Preferences as the shell stores them (spec 3, "Browser-stored preferences").
const THEMES: Record<string, Record<string, string>> = {
  light: {},
  dark: { darkMode: 'true' },
  'high-contrast': { 'accessibility-preferences': JSON.stringify({ fontSize: 100, highContrast: true, voiceReaderMode: false, selectedVoice: 0 }) },
};

async function usePreferences(page: Page, entries: Record<string, string>) {
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

// Home and Workshops show dates (one cancelled), and each workshop's list of them is open.
test.beforeAll(async ({ request }) => addMeetingsWithACancellation(request));

for (const [theme, storage] of Object.entries(THEMES)) {
  // Seven pages loaded and scanned in one test: generous time on a busy two-core machine.
  test.describe.configure({ timeout: 240_000 });
  for (const language of ['sk', 'en'] as const) {
    test(`public pages have no serious axe violation (${theme}, ${language})`, async ({ page }) => {
      await usePreferences(page, { ...storage, locale: language });
      for (const { path, ...titles } of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: titles[language] })).toBeAttached();
        // Let the page fade in and its lists load before measuring colours.
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        await page.locator('main details').evaluateAll((lists) => lists.forEach((list) => ((list as HTMLDetailsElement).open = true)));
        expect(await seriousViolations(page, ['main']), `${path} in ${theme}, ${language}`).toEqual([]);
      }
    });
  }
}

test('the home carousel pauses from the keyboard and stays on its slide', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Predstavenie projektu' });
  const pause = carousel.getByRole('button', { name: 'Pozastaviť prezentáciu' });
  await pause.focus();
  // Keyboard focus inside stops the rotation (WCAG 2.2.2); the control then offers to play.
  await expect(carousel.getByRole('button', { name: 'Spustiť prezentáciu' })).toBeVisible();
  const current = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
  await expect(current).toHaveAttribute('aria-label', 'Snímka 1 z 3');
  await page.waitForTimeout(5600);
  await expect(current).toHaveAttribute('aria-label', 'Snímka 1 z 3');
  await carousel.getByRole('button', { name: 'Nasledujúca snímka' }).press('Enter');
  await expect(current).toHaveAttribute('aria-label', 'Snímka 2 z 3');
  await expect(current.getByRole('link', { name: 'Zistiť viac' })).toHaveAttribute('href', '/o-projekte');
});

test('the carousel does not move by itself under reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Predstavenie projektu' });
  await expect(carousel.getByRole('button', { name: 'Spustiť prezentáciu' })).toBeVisible();
  await page.waitForTimeout(5600);
  await expect(carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]')).toHaveAttribute('aria-label', 'Snímka 1 z 3');
  await context.close();
});
