// Albums in preparation: the administrator creates an album (the dialog says it starts in
// preparation) and adds a photo while visitors see nothing of it, neither on /galeria nor at its
// own address (404 as an unknown album, with and without JavaScript) nor in the sitemap. One press
// of "Zverejniť" on its card shows it everywhere; "Vrátiť do prípravy" takes it away again. The card
// reads on a 320 px phone at 150 % text, in English, and in the dark and high-contrast themes.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { horizontalOverflows } from '../support/overflow';
import { expect, test } from '../support/test';
import { logIn, openSection, openTab, runId } from './support/admin-session';
import { solidJpeg } from './support/media';

const run = runId();
const ALBUM = `Príprava ${run}`;
const ALBUM_EN = `Preparation ${run}`;
const PHOTO = `Stan pri jazere ${run}`;

const albumCard = (page: Page, name = ALBUM) => openSection(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The album's id, as the administrator's list names it. */
async function albumIdOf(page: Page, request: APIRequestContext): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const albums = (await (await request.get('/api/albums', { headers: { Authorization: `Bearer ${token}` } })).json()) as Array<{ id: number; name: string }>;
  return albums.find((album) => album.name === ALBUM)!.id;
}

/** What a visitor gets of the album: the gallery and the album's page with and without scripts, the sitemap and the public photo list. */
async function visitorSees(browser: Browser, request: APIRequestContext, albumId: number) {
  const address = `/galeria/${albumId}`;
  const galleryHtml = await (await request.get('/galeria')).text();
  const albumAnswer = await request.get(address);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const photos = await (await request.get('/api/gallery')).text();
  const visitor = await browser.newPage();
  try {
    await visitor.goto('/galeria');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    const listed = await visitor.getByRole('link', { name: new RegExp(ALBUM) }).count();
    await visitor.goto(address);
    await expect(visitor.getByRole('heading', { name: /^(Album sa nenašiel|Príprava )/ }).first()).toBeVisible();
    return {
      inGalleryHtml: galleryHtml.includes(ALBUM),
      albumStatus: albumAnswer.status(),
      albumHtmlNamesIt: (await albumAnswer.text()).includes(ALBUM),
      inSitemap: sitemap.includes(`${address}<`) || sitemap.includes(`${address}?`),
      photoListed: photos.includes(PHOTO),
      linkedOnGallery: listed > 0,
      notFoundShown: await visitor.getByRole('heading', { name: 'Album sa nenašiel' }).isVisible(),
      albumNamedOnPage: (await visitor.getByRole('heading', { name: ALBUM, exact: true }).count()) > 0,
    };
  } finally {
    await visitor.close();
  }
}

test.describe.serial('an album prepared out of sight', () => {
  test('is created and filled in preparation, published from its card, and returned to preparation', async ({ page, request, browser }) => {
    test.slow();
    await logIn(page);
    await page.getByRole('button', { name: 'Vytvoriť album' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vytvoriť nový album' });
    await expect(dialog.getByText('Nový album bude najprv v príprave: návštevníci ho neuvidia, kým ho nezverejníš tlačidlom „Zverejniť“ na jeho karte.', { exact: false })).toBeVisible();
    await dialog.getByLabel(/^Názov albumu \(slovensky\)/).fill(ALBUM);
    await dialog.getByLabel('Názov albumu (anglicky, nepovinné)').fill(ALBUM_EN);
    await dialog.getByRole('button', { name: 'Vytvoriť album' }).click();
    await expect(dialog).toBeHidden();
    const card = albumCard(page);
    await expect(card.getByText('V príprave', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Vrátiť do prípravy/ })).toHaveCount(0);

    // A photo, added from the album's card.
    await card.getByRole('button', { name: /^Pridať fotky/ }).click();
    await page.getByLabel('Fotografie', { exact: true }).setInputFiles({ name: 'stan.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(600, 400, '#0e7490') });
    await page.getByRole('listitem', { name: 'stan.jpg' }).getByLabel(/^Názov \(slovensky\)/).fill(PHOTO);
    await page.getByRole('button', { name: 'Nahrať' }).click();
    await expect(page.getByText('Obrázok úspešne nahraný!')).toBeVisible();
    await openTab(page, 'Albumy');
    await expect(albumCard(page)).toContainText('1 fotografia');

    const albumId = await albumIdOf(page, request);
    expect(await visitorSees(browser, request, albumId)).toEqual({
      inGalleryHtml: false,
      albumStatus: 404,
      albumHtmlNamesIt: false,
      inSitemap: false,
      photoListed: false,
      linkedOnGallery: false,
      notFoundShown: true,
      albumNamedOnPage: false,
    });
    expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);

    // Published by the keyboard: the button turns into "Vrátiť do prípravy" and keeps the focus.
    const publish = albumCard(page).getByRole('button', { name: /^Zverejniť/ });
    await publish.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Album „${ALBUM}“ je zverejnený. Návštevníci ho vidia v galérii.`)).toBeVisible();
    const unpublish = albumCard(page).getByRole('button', { name: /^Vrátiť do prípravy/ });
    await expect(unpublish).toBeFocused();
    await expect(albumCard(page).getByText('V príprave', { exact: true })).toHaveCount(0);
    expect(await visitorSees(browser, request, albumId)).toEqual({
      inGalleryHtml: true,
      albumStatus: 200,
      albumHtmlNamesIt: true,
      inSitemap: true,
      photoListed: true,
      linkedOnGallery: true,
      notFoundShown: false,
      albumNamedOnPage: true,
    });
    const albumHtml = await (await request.get(`/galeria/${albumId}`)).text();
    expect(albumHtml).toContain(PHOTO);

    await unpublish.click();
    await expect(page.getByText(`Album „${ALBUM}“ je vrátený do prípravy. Návštevníci ho už nevidia.`)).toBeVisible();
    await expect(albumCard(page).getByText('V príprave', { exact: true })).toBeVisible();
    await expect(albumCard(page).getByRole('button', { name: /^Zverejniť/ })).toBeFocused();
    expect(await visitorSees(browser, request, albumId)).toMatchObject({ inGalleryHtml: false, albumStatus: 404, inSitemap: false, photoListed: false, linkedOnGallery: false, notFoundShown: true });
  });

  test('the card in preparation reads on a 320 px phone at 150 % text and in English', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.addInitScript(() => localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize: 150, highContrast: false, voiceReaderMode: false, selectedVoice: 0 })));
    await logIn(page);
    const card = albumCard(page);
    await expect(card.getByRole('button', { name: /^Zverejniť/ })).toBeVisible();
    expect(await horizontalOverflows(page)).toEqual([]);
    expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);

    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.reload();
    const english = albumCard(page);
    await expect(english.getByText('In preparation', { exact: true })).toBeVisible();
    await expect(english.getByRole('button', { name: /^Publish/ })).toBeVisible();
    expect(await horizontalOverflows(page)).toEqual([]);
  });

  for (const [theme, apply] of Object.entries({
    dark: () => localStorage.setItem('darkMode', 'true'),
    'high contrast': () => localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize: 100, highContrast: true, voiceReaderMode: false, selectedVoice: 0 })),
  })) {
    test(`the card in preparation passes axe in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript(apply);
      await logIn(page);
      await expect(albumCard(page).getByText('V príprave', { exact: true })).toBeVisible();
      expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);
    });
  }
});
