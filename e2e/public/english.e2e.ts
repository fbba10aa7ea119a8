// What English pages still showed in Slovak, and a type chip too narrow for its English
// label; the team's name describes it and is translated. The product's English name
// (the one the hero always used) in the title, header, footer and © line; English quotation marks,
// English dates, and downloads named by the English title.
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { horizontalOverflows } from '../support/overflow';
import { minimalPdf, PublicAdminApi, runTag } from './support/public-api';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
});

test('English pages name the team, the school and the product in English', async ({ page }) => {
  await page.goto('/kontakt');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Student project team')).toBeVisible();
  await expect(footer.getByText('Ľudovít Štúr Grammar School')).toBeVisible();
  await expect(page.getByRole('main').getByText('Student project team')).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Ľudovít Štúr Grammar School, /)).toBeVisible();
  await expect(page.getByText('Študentský projektový tím')).toHaveCount(0);
  await expect(page.getByText(/Gymnázium Ľudovíta Štúra/)).toHaveCount(0);
  await expect(page.locator('.sh-brand__name')).toHaveText('Soft skills for the future');
  await expect(page.locator('.sh-brand__name')).toHaveAttribute('lang', 'en');
  await expect(footer.getByRole('heading', { level: 2, name: 'Soft skills for the future' })).toBeVisible();
  await expect(footer.getByText(/^© \d{4}(–\d{4})? Soft skills for the future\. All rights reserved\.$/)).toBeVisible();
  await expect(page).toHaveTitle('Contact - Soft skills for the future');
  await expect(page.getByText('Mäkké zručnosti pre budúcnosť')).toHaveCount(0);

  await page.goto('/o-projekte');
  await expect(page.getByRole('complementary').getByText('Ľudovít Štúr Grammar School, Zvolen')).toBeVisible();
});

test('the methodological material chip holds its English label on a desktop', async ({ page, request }) => {
  const tag = runTag();
  const admin = await PublicAdminApi.logIn(request);
  const file = await admin.upload(`method-${tag}.pdf`, 'application/pdf', minimalPdf(`Method ${tag}`));
  await admin.createMaterial({ title: `Method ${tag}`, description: 'Lesson plan.', type: 'metodika', category: 'Facilitácia', fileUrl: file.path });
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/materialy');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Method ${tag}` }) });
  await expect(card.getByText('METHODOLOGICAL MATERIAL')).toBeVisible();
  expect(await horizontalOverflows(page, '.pub-material')).toEqual([]);
});

/** The marks drawn before and after an element: a literal `content`, or open-/close-quote from `quotes`. */
function quotationMarks(element: Locator): Promise<string[]> {
  return element.evaluate((node) =>
    (['::before', '::after'] as const).map((pseudo) => {
      const content = getComputedStyle(node, pseudo).content;
      if (content !== 'open-quote' && content !== 'close-quote') return content.slice(1, -1);
      const marks = getComputedStyle(node).quotes.match(/"[^"]*"/g) ?? [];
      return (marks[content === 'open-quote' ? 0 : 1] ?? '').slice(1, -1);
    }),
  );
}

test('the English Home: its title, English quotation marks around a review and an English date', async ({ page, request }) => {
  const tag = runTag();
  const comment = `The photography workshop was great ${tag}`;
  const sent = await request.post('/api/feedback', { data: { name: `Anna ${tag}`, email: null, workshop: 'Fotografia', rating: 5, comment } });
  expect(sent.ok()).toBeTruthy();
  const admin = await PublicAdminApi.logIn(request);
  const stored = (await admin.allFeedback()).find((item) => item.comment === comment);
  await admin.approveFeedback(stored!.id);

  await page.goto('/');
  await expect(page).toHaveTitle('Home - Soft skills for the future');
  await expect(page.getByRole('heading', { level: 1, name: 'Soft skills for the future' })).toHaveAttribute('lang', 'en');
  const text = page.getByText(comment);
  await expect(text).toBeVisible();
  expect(await quotationMarks(text)).toEqual(['“', '”']);
  const card = page.getByRole('listitem').filter({ hasText: comment });
  await expect(card.locator('time')).toHaveText(/^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/);

  // The Slovak page keeps its own marks.
  await page.goto('/?lang=sk');
  expect(await quotationMarks(page.getByText(comment))).toEqual(['„', '“']);
});

test('a material downloads under its English title from the English page', async ({ page, request }) => {
  const tag = runTag();
  const admin = await PublicAdminApi.logIn(request);
  const file = await admin.upload(`plan-${tag}.pdf`, 'application/pdf', minimalPdf(`Plan ${tag}`));
  await admin.createMaterial({ title: `Plán hodiny ${tag}`, titleEn: `Lesson plan ${tag}`, description: 'Plán.', type: 'pdf', category: 'Facilitácia', fileUrl: file.path });
  await page.goto('/materialy');
  const link = page.getByRole('link', { name: `Download: Lesson plan ${tag}` });
  await expect(link).toHaveAttribute('download', `Lesson plan ${tag}.pdf`);
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\?lang=en$/);
  const download = await request.get(href!);
  expect(download.headers()['content-disposition']).toContain(`filename="Lesson plan ${tag}.pdf"`);
});
