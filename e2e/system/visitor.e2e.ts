// A visitor through nginx, on MariaDB and the API in production mode: every public route, a
// material download, an album with its lightbox, and the feedback and contact forms.
import type { Page } from '@playwright/test';
import { jpegImage, pdfDocument } from './support/media';
import { adminToken, bearer, chooseOption, create, expect, fieldLabel, test, upload } from './support/system';

const run = Date.now().toString(36);
const ALBUM = `Výlet do hôr ${run}`;
const MATERIAL = `Príručka pre návštevníka ${run}`;
const PHOTOS = ['Vrchol', 'Chata'];

/**
 * The alt text of the lightbox photo under the centre of the viewport: lightbox libraries keep
 * neighbours (and, with few photos, copies) in the DOM beside the current one.
 */
const photoInView = (page: Page) =>
  page.evaluate(() => {
    const element = document.elementsFromPoint(window.innerWidth / 2, window.innerHeight / 2).find((node) => node instanceof HTMLImageElement);
    return element?.alt ?? null;
  });

test.describe('visitor', () => {
  test.beforeAll(async ({ request }) => {
    if (!process.env.SYSTEM_E2E) return;
    const token = await adminToken(request);
    const album = await create<{ id: number }>(request, token, '/albums', { name: ALBUM, description: 'Dva dni v horách', coverImage: null, published: true });
    for (const [index, title] of PHOTOS.entries()) {
      const file = await upload(request, token, `${title}.jpg`, 'image/jpeg', await jpegImage(120, 80, 30 + index * 60));
      await create(request, token, '/gallery', { title, description: `Popis: ${title}`, albumId: album.id, type: 'photo', url: file.path, thumbnail: null });
    }
    const pdf = await upload(request, token, 'prirucka.pdf', 'application/pdf', pdfDocument('Prirucka'));
    await create(request, token, '/materials', { title: MATERIAL, description: 'Na stiahnutie', type: 'pdf', category: 'Fotografia', fileUrl: pdf.path });
  });

  test('every public route renders through the gateway with its title', async ({ page }) => {
    const routes: [string, string][] = [
      ['/', 'Domov'],
      ['/o-projekte', 'O projekte'],
      ['/workshopy', 'Workshopy'],
      ['/materialy', 'Materiály'],
      ['/galeria', 'Galéria'],
      ['/hodnotenie', 'Hodnotenie'],
      ['/kontakt', 'Kontakt'],
      ['/interaktivne-nastroje', 'Interaktívne nástroje'],
    ];
    for (const [path, label] of routes) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(new RegExp(`^${label} - `));
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    }
  });

  test('a material downloads under its title', async ({ page }) => {
    await page.goto('/materialy');
    const link = page.getByRole('link', { name: `Stiahnuť: ${MATERIAL}` });
    await expect(link).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`${MATERIAL}.pdf`);
  });

  test('an album opens by its card and its photos in the lightbox', async ({ page }) => {
    await page.goto('/galeria');
    await expect(page.getByRole('heading', { level: 1, name: 'Fotogaléria' })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(ALBUM) }).click();
    await expect(page).toHaveURL(/\/galeria\/\d+$/);
    await expect(page.getByRole('heading', { name: ALBUM })).toBeVisible();
    await page.getByRole('link', { name: `Otvoriť fotografiu ${PHOTOS[0]}` }).click();
    const lightbox = page.getByRole('dialog', { name: 'Prehliadač fotografií' });
    await expect(lightbox).toBeVisible();
    await expect.poll(() => photoInView(page)).toBe(PHOTOS[0]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => photoInView(page)).toBe(PHOTOS[1]);
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
  });

  test('feedback is sent and waits for the administrator’s approval', async ({ page, request }) => {
    const comment = `Výborný workshop, veľa som sa naučil ${run}.`;
    await page.goto('/hodnotenie');
    await page.getByRole('textbox', { name: fieldLabel('Tvoje meno') }).fill('Návštevník');
    await chooseOption(page, 'Workshop', /Fotografia/);
    await page.getByRole('radio', { name: '5 z 5 – výborné' }).check();
    await page.getByRole('textbox', { name: fieldLabel('Tvoj komentár') }).fill(comment);
    await page.getByRole('button', { name: 'Odoslať hodnotenie' }).click();
    await expect(page.getByText('✅ Ďakujeme za tvoje hodnotenie! Po schválení administrátorom sa zobrazí na hlavnej stránke.')).toBeVisible();

    const token = await adminToken(request);
    const feedback = (await (await request.get('/api/feedback', { headers: bearer(token) })).json()) as { comment: string; approved: boolean }[];
    expect(feedback.find((item) => item.comment === comment)?.approved).toBe(false);
  });

  test('a contact message is sent and reaches the administrator', async ({ page, request }) => {
    const message = `Dobrý deň, mám otázku k projektu ${run}.`;
    await page.goto('/kontakt');
    await page.getByRole('textbox', { name: fieldLabel('Meno') }).fill('Návštevník');
    await page.getByRole('textbox', { name: fieldLabel('Email') }).fill('navstevnik@example.com');
    await chooseOption(page, 'Predmet správy', 'Spolupráca');
    await page.getByRole('textbox', { name: fieldLabel('Správa') }).fill(message);
    await page.getByRole('button', { name: 'Odoslať správu' }).click();
    await expect(page.getByText('Správa bola úspešne odoslaná! Ozveme sa ti čo najskôr.')).toBeVisible();

    const token = await adminToken(request);
    const messages = (await (await request.get('/api/contact', { headers: bearer(token) })).json()) as { message: string; subject: string }[];
    expect(messages.find((item) => item.message === message)?.subject).toBe('Spolupráca');
  });
});
