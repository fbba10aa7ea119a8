// Asking for a photo's removal on a phone: the viewer offers it in words (not a bare flag), and the
// link lands on the contact form itself, prefilled with the photo and its address, the first field
// to fill focused and a line saying the request has started; the request is sent with JavaScript
// and, from the photo's own page, without it. Slovak and English.
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { PublicAdminApi } from '../public/support/public-api';
import { GalleryAdmin, runTag } from './support/gallery-api';

test.use({ viewport: { width: 390, height: 844 } });

async function albumWithAPhoto(request: Parameters<typeof GalleryAdmin.logIn>[0], run: string) {
  const admin = await GalleryAdmin.logIn(request);
  const file = await admin.uploadPhoto(`odstranenie-${run}`, 40, 1200, 800);
  const album = await admin.createAlbum(`Výlet ${run}`);
  const photo = await admin.addPhoto(album.id, `Pri jazere ${run}`, file.path);
  return { album, photo };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('from the viewer on a phone: words to tap, then the form in view, prefilled, focused, and sent (sk)', async ({ page, request }) => {
  const run = runTag();
  const { album, photo } = await albumWithAPhoto(request, run);
  const title = `Pri jazere ${run}`;
  await page.goto(`/galeria/${album.id}`);
  await page.getByRole('link', { name: `Otvoriť fotografiu ${title}` }).click();
  const viewer = page.getByRole('dialog');
  const removal = viewer.getByRole('link', { name: `Požiadať o odstránenie fotografie ${title}` });
  // Visible words on the phone's screen, not an icon alone.
  await expect(removal).toHaveText('Požiadať o odstránenie fotografie');
  await expect(removal).toBeInViewport({ ratio: 1 });
  expect(await seriousViolations(page)).toEqual([]);
  await removal.click();

  await expect(page).toHaveURL(new RegExp(`/kontakt\\?album=${album.id}&foto=${photo.id}$`));
  const note = page.getByRole('note').filter({ hasText: `Žiadosť o odstránenie fotografie „${title}“ z albumu „Výlet ${run}“ sa začala.` });
  await expect(note).toBeInViewport({ ratio: 1 });
  const name = page.getByLabel(/^Meno/);
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport({ ratio: 1 });
  const reference = `Prosím o odstránenie fotografie „${title}“ z albumu „Výlet ${run}“ (fotografia č. ${photo.id}):\n/galeria/${album.id}?foto=${photo.id}\nDôvod: `;
  await expect(page.getByLabel(/^Správa/)).toHaveValue(reference);
  await expect(page.getByRole('combobox', { name: /Predmet správy/ })).toHaveValue('Odstránenie fotografie');
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.type(`Rodič ${run}`);
  await page.getByLabel(/^Email/).fill(`rodic.${run}@example.sk`);
  await page.getByLabel(/^Správa/).press('Control+End');
  await page.keyboard.type('Je na nej moja dcéra.');
  await page.getByRole('button', { name: 'Odoslať správu' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Správa bola úspešne odoslaná!' })).toBeVisible();

  const stored = (await (await PublicAdminApi.logIn(request)).contactMessages()).filter((message) => message.name === `Rodič ${run}`);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ subject: 'Odstránenie fotografie', message: `${reference}Je na nej moja dcéra.` });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("from the photo's own page: the form lands in view, prefilled and focused, and is sent by the browser alone (en)", async ({ page, request }) => {
    const run = runTag();
    const { album, photo } = await albumWithAPhoto(request, run);
    const title = `Pri jazere ${run}`;
    await page.goto(`/galeria/${album.id}?foto=${photo.id}&lang=en`);
    const removal = page.getByRole('region', { name: 'Selected photo' }).getByRole('link', { name: 'Ask to remove this photo' });
    await expect(removal).toBeVisible();
    await removal.click();

    await expect(page).toHaveURL(new RegExp(`/kontakt\\?album=${album.id}&foto=${photo.id}&lang=en$`));
    await expect(page.getByRole('note').filter({ hasText: `Your request to remove the photo “${title}” from the album “Výlet ${run}” has started.` })).toBeInViewport({ ratio: 1 });
    const name = page.getByLabel(/^Name/);
    await expect(name).toBeFocused();
    await expect(page.getByText('This form is sent with JavaScript')).toHaveCount(0);
    const reference = `Please remove the photo “${title}” from the album “Výlet ${run}” (photo no. ${photo.id}):\n/galeria/${album.id}?foto=${photo.id}\nReason: `;
    await expect(page.getByLabel(/^Message/)).toHaveValue(reference);

    // Sent with a field left empty: the answer says which, in English, and shows the message back.
    await page.getByLabel(/^Message/).press('Control+End');
    await page.keyboard.type('My son is in it.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your message was not sent' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Name: write your name.' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Email: enter a valid e-mail address.' })).toBeVisible();
    await expect(page.locator('blockquote')).toHaveText(new RegExp(`${escaped('My son is in it.')}$`));
    await page.goBack();

    await page.getByLabel(/^Name/).fill(`Parent ${run}`);
    await page.getByLabel(/^Email/).fill(`parent.${run}@example.org`);
    await expect(page.getByLabel(/^Message/)).toHaveValue(`${reference}My son is in it.`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your message is sent' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the Contact page' }).click();
    await expect(page).toHaveURL(/\/kontakt\?lang=en$/);

    const stored = (await (await PublicAdminApi.logIn(request)).contactMessages()).filter((message) => message.name === `Parent ${run}`);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: `parent.${run}@example.org`, subject: 'Odstránenie fotografie', message: `${reference}My son is in it.` });
    expect(stored[0]).toMatchObject({ galleryItemId: photo.id });
  });
});
