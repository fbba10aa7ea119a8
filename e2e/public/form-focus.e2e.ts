// On a phone at the toolbar's largest text (150 %) a failed send shows its
// errors and moves focus to the first wrong field, and that field is in full sight: not under the
// sticky app bar and not under the floating accessibility button. The same for every field reached
// by Tab. The feedback form's send button is never grey while the form is wrong: pressing it says
// what is missing, as the contact form does.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';

const LARGEST_TEXT = JSON.stringify({ fontSize: 150, highContrast: false, voiceReaderMode: false, selectedVoice: 0 });

async function useLargestTextOnAPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((preferences) => localStorage.setItem('accessibility-preferences', preferences), LARGEST_TEXT);
}

/** Where the element is against the app bar (bottom edge) and the floating button (its box). */
async function expectInClearSight(page: Page, field: Locator, what: string) {
  const place = await field.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const bar = document.querySelector('.sh-app-bar')?.getBoundingClientRect();
    const fab = document.querySelector('.sh-toolbar__fab')?.getBoundingClientRect();
    const overlaps = (other: DOMRect | undefined) =>
      !!other && box.left < other.right && box.right > other.left && box.top < other.bottom && box.bottom > other.top;
    return { top: box.top, bottom: box.bottom, barBottom: bar?.bottom ?? 0, viewport: window.innerHeight, underBar: overlaps(bar), underButton: overlaps(fab) };
  });
  expect(place.underBar, `${what} under the app bar: ${JSON.stringify(place)}`).toBe(false);
  expect(place.underButton, `${what} under the accessibility button: ${JSON.stringify(place)}`).toBe(false);
  expect(place.top, `${what} above the screen`).toBeGreaterThanOrEqual(place.barBottom);
  expect(place.bottom, `${what} below the screen`).toBeLessThanOrEqual(place.viewport);
}

test('the feedback form: the send button is usable, a failed send focuses a field in clear sight (150 %, phone)', async ({ page }) => {
  await useLargestTextOnAPhone(page);
  await page.goto('/hodnotenie');
  const submit = page.getByRole('button', { name: 'Odoslať hodnotenie' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Napíš svoje meno')).toBeVisible();
  await expect(page.getByText('⚠️ Komentár musí mať aspoň 10 znakov')).toBeVisible();
  const name = page.getByLabel(/^Tvoje meno/);
  await expect(name).toBeFocused();
  await expectInClearSight(page, name, 'the name field');

  // Everything right but the e-mail: the send goes back up to it.
  await name.fill('Eva');
  await page.getByLabel(/^Email/).fill('eva-bez-zavinaca');
  await page.getByRole('combobox', { name: /Workshop/ }).selectOption('Fotografia');
  await page.getByRole('radio', { name: '5 z 5 – výborné' }).check();
  await page.getByLabel(/^Tvoj komentár/).fill('Dosť dlhý komentár na odoslanie.');
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  const email = page.getByLabel(/^Email/);
  await expect(email).toBeFocused();
  await expectInClearSight(page, email, 'the e-mail field');
});

test('the contact form: a failed send and every field reached by Tab are in clear sight (150 %, phone)', async ({ page }) => {
  await useLargestTextOnAPhone(page);
  await page.goto('/kontakt');
  const submit = page.getByRole('button', { name: 'Odoslať správu' });
  await page.getByLabel(/^Meno/).fill('Martin');
  await page.getByLabel(/^Email/).fill('martin-bez-zavinaca');
  await page.getByRole('combobox', { name: /Predmet správy/ }).selectOption('Iné');
  await page.getByLabel(/^Správa/).fill('Správa dosť dlhá na odoslanie.');
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  const email = page.getByLabel(/^Email/);
  await expect(email).toBeFocused();
  await expectInClearSight(page, email, 'the e-mail field');

  // From the top of the page down through the form by Tab: each field scrolls into clear sight.
  const fields = page.locator('form.pub-contact-form').locator('input:not([tabindex="-1"]), textarea, select, button');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByLabel(/^Meno/).focus();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.keyboard.press('Shift+Tab');
  const count = await fields.count();
  for (let press = 0; press < count; press += 1) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    const inForm = await focused.evaluate((element) => element.closest('form.pub-contact-form') !== null);
    if (!inForm) continue;
    await expectInClearSight(page, focused, `Tab stop ${press + 1}`);
  }
});

test('at 150 % the accessibility panel fits the phone screen, scrolls to its end and keeps its heading icon', async ({ page }) => {
  await useLargestTextOnAPhone(page);
  for (const size of [{ width: 390, height: 844 }, { width: 390, height: 600 }]) {
    await page.setViewportSize(size);
    await page.goto('/');
    await page.getByRole('button', { name: 'Otvoriť panel prístupnosti (Alt+A)' }).click();
    const panel = page.getByRole('dialog', { name: 'Prístupnosť' });
    await expect(panel).toBeVisible();
    // Its opening animation ends before it is measured.
    await expect.poll(() => panel.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    const box = await panel.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const icon = element.querySelector('h2 svg, [id] svg')?.getBoundingClientRect();
      element.scrollTop = element.scrollHeight;
      const last = [...element.querySelectorAll('*')].filter((child) => child.getBoundingClientRect().height > 0).at(-1)?.getBoundingClientRect();
      const styles = getComputedStyle(element);
      return {
        top: rect.top, bottom: rect.bottom, viewport: window.innerHeight,
        iconWidth: icon?.width ?? 0, iconHeight: icon?.height ?? 0,
        lastBottom: last?.bottom ?? 0, innerBottom: element.getBoundingClientRect().bottom - parseFloat(styles.borderBottomWidth),
      };
    });
    expect(box.top, `panel top at ${size.height}`).toBeGreaterThanOrEqual(0);
    expect(box.bottom, `panel bottom at ${size.height}`).toBeLessThanOrEqual(box.viewport);
    expect(box.iconWidth, 'the heading icon keeps its size').toBeGreaterThanOrEqual(24);
    expect(box.iconHeight).toBeGreaterThanOrEqual(24);
    expect(box.lastBottom, `the panel's last line reachable at ${size.height}`).toBeLessThanOrEqual(box.innerBottom + 1);
    await page.keyboard.press('Escape');
  }
});
