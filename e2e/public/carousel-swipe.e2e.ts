// On a phone the home carousel follows a finger swiped sideways, and a vertical move
// still scrolls the page. Real touch input through Chromium (CDP Input.dispatchTouchEvent).
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '../support/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function swipe(cdp: CDPSession, from: { x: number; y: number }, to: { x: number; y: number }) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= 6; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / 6;
    const y = from.y + ((to.y - from.y) * step) / 6;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const currentSlide = (page: Page) => page.locator('.pub-carousel__slide--current');

test('a swipe to the left shows the next slide, to the right the previous one', async ({ page }) => {
  await page.goto('/');
  const cdp = await page.context().newCDPSession(page);
  // Pause the rotation, so only the finger moves the slides.
  await page.getByRole('button', { name: 'Pozastaviť prezentáciu' }).click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', 'Snímka 1 z 3');
  // The click scrolled the pause button clear of the page's bottom scroll padding (the floating
  // accessibility button's room): back to the top, where the slide is.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await page.locator('.pub-carousel__slide--current picture').boundingBox())!;
  const y = box.y + box.height / 2;
  await swipe(cdp, { x: 320, y }, { x: 80, y: y + 10 });
  await expect(currentSlide(page)).toHaveAttribute('aria-label', 'Snímka 2 z 3');
  await swipe(cdp, { x: 80, y }, { x: 320, y: y - 10 });
  await expect(currentSlide(page)).toHaveAttribute('aria-label', 'Snímka 1 z 3');
  // Upwards: the page scrolls, the slide stays.
  await swipe(cdp, { x: 200, y: y + 100 }, { x: 190, y: y - 200 });
  await expect(currentSlide(page)).toHaveAttribute('aria-label', 'Snímka 1 z 3');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
