// On Materials and Contact the last section is tinted like the footer; a margin above
// the footer left a thin white strip between the two on a desktop in the light theme.
import { expect, test } from '../support/test';

for (const path of ['/materialy', '/kontakt']) {
  test(`the last section of ${path} meets the footer without a strip between them`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const joint = await page.evaluate(() => {
      const page = document.querySelector('main .pub-page');
      const lastSection = page?.lastElementChild;
      const footer = document.querySelector('footer.sh-footer');
      if (!lastSection || !footer) return null;
      return {
        gap: footer.getBoundingClientRect().top - lastSection.getBoundingClientRect().bottom,
        sectionBackground: getComputedStyle(lastSection).backgroundColor,
        bodyBackground: getComputedStyle(document.body).backgroundColor,
      };
    });
    expect(joint, 'the page has a last section and a footer').not.toBeNull();
    // The tinted section is what makes a gap visible as a white strip.
    expect(joint!.sectionBackground).not.toBe(joint!.bodyBackground);
    expect(joint!.gap).toBe(0);
  });
}
