// "Done when": a visitor asks for a photo's removal from the lightbox; the administrator
// hides it from the message; its variants answer 404 and the album page, the cached page, the
// sitemap and the album's og:image no longer mention it, within the next render. Then the
// administrator shows it again from the gallery tab.
import type { APIRequestContext } from '@playwright/test';
import type { UploadResult } from '@softskills/domain';
import { seriousViolations } from '../support/axe';
import { horizontalOverflows } from '../support/overflow';
import { expect, test } from '../support/test';
import { logIn, openTab, runId } from '../admin/support/admin-session';
import { GalleryAdmin } from './support/gallery-api';

/** The photo's main file and every responsive copy. */
const filesOf = (photo: UploadResult) => [photo.path, ...(photo.variants ?? []).flatMap((variant) => [variant.jpg, variant.webp])];
/** The part every file of a photo shares (`/uploads/images/<name>`, without extension or width). */
const stemOf = (path: string) => path.replace(/\.jpg$/, '');

async function statuses(request: APIRequestContext, paths: string[]): Promise<number[]> {
  return Promise.all(paths.map(async (path) => (await request.get(path)).status()));
}

const ogImageOf = (html: string) => /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1] ?? '';

test('a photo is taken down on request: asked from the lightbox, hidden from the message, gone everywhere', async ({ page, request, browser }) => {
  test.slow();
  const run = runId();
  const title = `Tabuľa ${run}`;
  const admin = await GalleryAdmin.logIn(request);
  const asked = await admin.uploadPhoto(`tabula-${run}`, 20);
  const kept = await admin.uploadPhoto(`lavica-${run}`, 200);
  // The album's own cover is the photo asked about: its link preview shows it until it is hidden.
  const album = await admin.createAlbum(`Odstránenie ${run}`, null, asked.path);
  const photo = await admin.addPhoto(album.id, title, asked.path);
  await admin.addPhoto(album.id, `Lavica ${run}`, kept.path);
  const files = filesOf(asked);
  expect(files.length).toBeGreaterThan(2);
  expect(await statuses(request, files)).toEqual(files.map(() => 200));

  // The album's page as crawlers and link previews read it, rendered once so the renderer caches it.
  const albumPath = `/galeria/${album.id}`;
  const before = await (await request.get(albumPath)).text();
  expect(before).toContain(stemOf(asked.path));
  expect(ogImageOf(before)).toContain(stemOf(asked.path));
  expect(await (await request.get('/sitemap.xml')).text()).toContain(albumPath);

  // The visitor opens the photo: the address names it, and the viewer offers its removal.
  await page.goto(albumPath);
  await page.getByRole('link', { name: `Otvoriť fotografiu ${title}` }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?foto=${photo.id}$`));
  expect(await seriousViolations(page)).toEqual([]);
  await viewer.getByRole('link', { name: `Požiadať o odstránenie fotografie ${title}` }).click();

  // The contact form starts with the subject and the photo's reference.
  await expect(page).toHaveURL(new RegExp(`/kontakt\\?album=${album.id}&foto=${photo.id}$`));
  const reference = `Prosím o odstránenie fotografie „${title}“ z albumu „Odstránenie ${run}“ (fotografia č. ${photo.id}):\n${albumPath}?foto=${photo.id}`;
  await expect(page.getByRole('note').filter({ hasText: `fotografie „${title}“` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Predmet správy/ })).toHaveValue('Odstránenie fotografie');
  await expect(page.getByLabel(/^Správa/)).toHaveValue(`${reference}\nDôvod: `);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel(/^Meno/).fill(`Rodič ${run}`);
  await page.getByLabel(/^Email/).fill(`rodic.${run}@example.sk`);
  // The reason after "Dôvod: ", at the end of the text (End alone goes to the end of the wrapped
  // line the caret is on: the reason then landed inside the reference, joined to a word of it).
  await page.getByLabel(/^Správa/).press('Control+End');
  await page.keyboard.type('Na fotke je moje dieťa a nesúhlasíme so zverejnením.');
  await expect(page.getByLabel(/^Správa/)).toHaveValue(new RegExp(`\\nDôvod: Na fotke je moje dieťa a nesúhlasíme so zverejnením\\.$`));
  await page.getByRole('button', { name: 'Odoslať správu' }).click();
  await expect(page.getByText('Správa bola úspešne odoslaná!')).toBeVisible();

  // Without scripts: the photo's own address and the form's link are plain server-rendered HTML.
  const photoPage = await (await request.get(`${albumPath}?foto=${photo.id}`)).text();
  expect(photoPage).toContain(`href="/kontakt?album=${album.id}&amp;foto=${photo.id}"`);
  expect(await (await request.get(`/kontakt?album=${album.id}&foto=${photo.id}`)).text()).toContain(reference);

  // The administrator sees the message with the photo and hides it from there, after confirming.
  await logIn(page);
  await openTab(page, 'Kontaktné správy');
  const message = page.getByRole('listitem').filter({ hasText: `Rodič ${run}` });
  const photoBox = message.getByRole('group', { name: 'Fotografia, o ktorú ide' });
  await expect(photoBox.getByRole('link', { name: new RegExp(`„${title}“, album Odstránenie ${run}`) })).toHaveAttribute('href', `${albumPath}?foto=${photo.id}`);
  await expect(photoBox.locator('img')).toHaveAttribute('src', asked.variants?.[0]?.jpg ?? '');
  expect(await seriousViolations(page)).toEqual([]);
  await photoBox.getByRole('button', { name: new RegExp(`^Skryť\\s*: ${title}$`) }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Fotografia zmizne z galérie');
  await confirm.getByRole('button', { name: 'Skryť' }).click();
  await expect(page.getByText(`Fotografia „${title}“ je skrytá.`)).toBeVisible();
  await expect(photoBox.getByText('Skrytá', { exact: true })).toBeVisible();

  // Every file answers 404 at once; the next render of the page, the sitemap and the preview forget it.
  expect(await statuses(request, files)).toEqual(files.map(() => 404));
  const after = await (await request.get(albumPath)).text();
  expect(after).not.toContain(stemOf(asked.path));
  expect(ogImageOf(after)).toContain(stemOf(kept.path));
  expect(await (await request.get(`${albumPath}?foto=${photo.id}`)).text()).not.toContain(stemOf(asked.path));
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(stemOf(asked.path));
  const visitor = await browser.newPage();
  await visitor.goto(albumPath);
  await expect(visitor.getByRole('link', { name: `Otvoriť fotografiu Lavica ${run}` })).toBeVisible();
  await expect(visitor.getByRole('link', { name: `Otvoriť fotografiu ${title}` })).toHaveCount(0);
  await visitor.close();

  // The gallery tab shows it as hidden and lets the administrator show it again.
  await openTab(page, 'Galéria');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText('Skrytá', { exact: true })).toBeVisible();
  expect(await horizontalOverflows(page)).toEqual([]);
  await card.getByRole('button', { name: new RegExp(`^Zobraziť znova\\s*: ${title}$`) }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Zobraziť znova' }).click();
  await expect(page.getByText(`Fotografia „${title}“ sa znova zobrazuje.`)).toBeVisible();
  expect(await statuses(request, files)).toEqual(files.map(() => 200));
  expect(await (await request.get(albumPath)).text()).toContain(stemOf(asked.path));
});
