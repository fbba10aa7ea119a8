// Journeys: an English reader of the materials and the interactive tools sees the English
// title and description the administrator wrote, and the Slovak ones, marked lang="sk", where not;
// the server's HTML makes the same choice as the hydrated page.
import { expect, test } from '../support/test';
import { PublicAdminApi, minimalPdf, runTag } from './support/public-api';

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: test.info().project.use.baseURL! }]);
});

test('materials: English where it was written, Slovak with lang="sk" where not', async ({ page, request }) => {
  const tag = runTag();
  const admin = await PublicAdminApi.logIn(request);
  const file = await admin.upload('handbook.pdf', 'application/pdf', minimalPdf('Handbook'));
  await admin.createMaterial({ title: `Príručka ${tag}`, titleEn: `Handbook ${tag}`, description: 'Slovenský opis príručky', descriptionEn: 'The handbook in English', type: 'pdf', category: 'Marketing', fileUrl: file.path });
  await admin.createMaterial({ title: `Metodika ${tag}`, description: `Len po slovensky ${tag}`, type: 'metodika', category: 'Marketing', fileUrl: file.path });

  const html = await (await page.request.get('/materialy', { headers: { cookie: 'locale=en' } })).text();
  expect(html).toContain(`Handbook ${tag}`);
  expect(html).toMatch(new RegExp(`lang="sk"[^>]*>Metodika ${tag}<`));

  await page.goto('/materialy');
  await expect(page.getByRole('heading', { level: 3, name: `Handbook ${tag}` })).not.toHaveAttribute('lang');
  await expect(page.getByText('The handbook in English')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: `Metodika ${tag}` })).toHaveAttribute('lang', 'sk');
  await expect(page.getByText(`Len po slovensky ${tag}`)).toHaveAttribute('lang', 'sk');
  await expect(page.getByRole('heading', { name: `Príručka ${tag}` })).toHaveCount(0);
});

test('interactive tools: English where it was written, Slovak with lang="sk" where not', async ({ page, request }) => {
  const tag = runTag();
  const admin = await PublicAdminApi.logIn(request);
  await admin.createTool({ title: `Kvíz ${tag}`, titleEn: `Quiz ${tag}`, description: `Kvíz o farbách ${tag}`, type: 'kahoot', workshop: 'Marketing', url: 'https://kahoot.it/' });
  await admin.createTool({ title: `Anketa ${tag}`, description: `Hlasovanie o téme ${tag}`, descriptionEn: `A vote on the topic ${tag}`, type: 'mentimeter', workshop: 'Marketing', url: 'https://www.menti.com/' });

  await page.goto('/interaktivne-nastroje');
  await expect(page.getByRole('heading', { level: 3, name: `Quiz ${tag}` })).not.toHaveAttribute('lang');
  await expect(page.getByText(`Kvíz o farbách ${tag}`)).toHaveAttribute('lang', 'sk');
  await expect(page.getByRole('heading', { level: 3, name: `Anketa ${tag}` })).toHaveAttribute('lang', 'sk');
  await expect(page.getByText(`A vote on the topic ${tag}`)).not.toHaveAttribute('lang');
});
