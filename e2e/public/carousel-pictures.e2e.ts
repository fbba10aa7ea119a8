// Until the page works, nothing turns the home carousel, so only the first slide's
// picture is fetched; the others' wait for the page's scripts, and arrive once it has woken up.
import { expect, test } from '../support/test';
import { arrive } from '../support/held-scripts';

test.use({ viewport: { width: 390, height: 844 } });

test("the other slides' pictures wait until the page works, then arrive before they are shown", async ({ page }) => {
  const slides: string[] = [];
  page.on('request', (request) => {
    const match = /\/slide-(\d)-/.exec(new URL(request.url()).pathname);
    if (request.resourceType() === 'image' && match) slides.push(match[1]);
  });
  const hold = await arrive(page, '/');
  await expect(page.locator('.pub-carousel__slide--current img')).toBeVisible();
  await expect.poll(() => page.evaluate(() => (document.querySelector('.pub-carousel__slide--current img') as HTMLImageElement).complete)).toBe(true);
  // The scripts are held: the first slide is painted, and it is the only picture asked for.
  expect([...new Set(slides)]).toEqual(['1']);
  hold.release();
  await expect(page.locator('html[data-hydrated][data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
  await expect.poll(() => [...new Set(slides)].sort()).toEqual(['1', '2', '3']);
  // Drawn in place: the slides are the size they were.
  const pictures = page.locator('.pub-carousel__slide picture');
  const boxes = await pictures.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
  expect(new Set(boxes).size).toBe(1);
});
