// Helpers of the shell journeys: the frame's landmarks and the live region.
import { expect, type Page } from '@playwright/test';

export const PRODUCT = 'Mäkké zručnosti pre budúcnosť';
/** The name English pages show. */
export const PRODUCT_EN = 'Soft skills for the future';

export const liveRegion = (page: Page) => page.getByTestId('live-region');

/**
 * Opens a path and waits until the page inside the main region has rendered its h1 and its
 * fade-in has ended (axe measures contrast mid-fade against a half-transparent page).
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.sh-page-transition')].every((element) => element.getAnimations().every((animation) => animation.playState === 'finished')),
  );
}

/** Starts every visit from the defaults (light, Slovak, 100 %), once per test. */
export async function resetPreferences(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('shell-e2e-reset')) return;
    sessionStorage.setItem('shell-e2e-reset', '1');
    localStorage.clear();
  });
}
