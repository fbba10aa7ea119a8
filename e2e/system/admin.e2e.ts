// The administrator through nginx, on MariaDB and the API in production mode: log in, create an
// album, upload a photo and a video with its thumbnail, add a material and a tool, approve a
// visitor's feedback, resolve a message, log out; what was done is then public.
import type { Page } from '@playwright/test';
import { openSection, openTab } from '../admin/support/admin-session';
import { jpegImage, mp4Video, pdfDocument, pngImage } from './support/media';
import { adminCredentials, adminToken, bearer, chooseFiles, chooseOption, expect, fieldLabel, slovakFieldLabel, test } from './support/system';

const run = Date.now().toString(36);
const ALBUM = `Letný tábor ${run}`;
const MATERIAL = `Metodika tábora ${run}`;
const TOOL = `Kvíz z tábora ${run}`;
const FEEDBACK = `Tábor bol skvelý, ďakujeme organizátorom ${run}.`;
const MESSAGE = `Prosím o informácie o ďalšom termíne ${run}.`;

/** The list item (card) of the active tab that shows `text`. */
const cardWith = (page: Page, text: string) => openSection(page).getByRole('listitem').filter({ hasText: text });

test('the administrator runs the site through the gateway', async ({ page, request }) => {
  test.setTimeout(120_000);
  // What visitors left: a feedback waiting for approval and an unresolved message.
  expect((await request.post('/api/feedback', { data: { name: 'Eva', workshop: 'Facilitácia', rating: 5, comment: FEEDBACK } })).ok()).toBe(true);
  expect(
    (await request.post('/api/contact', { data: { name: 'Peter', email: 'peter@example.com', subject: 'Iné', message: MESSAGE } })).ok(),
  ).toBe(true);

  const { username, password } = adminCredentials();
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: fieldLabel('Používateľské meno') }).fill(username);
  await page.getByRole('textbox', { name: fieldLabel('Heslo') }).fill(password);
  await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  // Albums (the default tab).
  await openSection(page).getByRole('button', { name: 'Vytvoriť album' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: slovakFieldLabel('Názov albumu') }).fill(ALBUM);
  await dialog.getByRole('button', { name: 'Vytvoriť album' }).click();
  await expect(dialog).toBeHidden();
  await expect(openSection(page).getByRole('heading', { name: ALBUM })).toBeVisible();
  // A new album is in preparation until published; the public lists are read at the end.
  const albumCard = openSection(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: ALBUM }) });
  await albumCard.getByRole('button', { name: /^Zverejniť/ }).click();
  await expect(page.getByText(`Album „${ALBUM}“ je zverejnený. Návštevníci ho vidia v galérii.`)).toBeVisible();

  // Gallery: a PNG (converted to JPG) and a video with its thumbnail, through nginx's upload route.
  await openTab(page, 'Galéria');
  let panel = openSection(page);
  await chooseOption(page, 'Album', ALBUM, panel);
  await chooseFiles(page, panel, 'Fotografie', [{ name: 'Oheň.png', mimeType: 'image/png', buffer: await pngImage(160, 120, 10) }]);
  // A photo's title is written, not taken from its file name.
  await panel.getByRole('listitem', { name: 'Oheň.png' }).getByLabel(/^Názov \(slovensky\)/).fill('Oheň');
  await panel.getByRole('button', { name: 'Nahrať', exact: true }).click();
  await expect(page.getByText('Obrázok úspešne nahraný a konvertovaný na JPG!')).toBeVisible();

  await panel.getByRole('radio', { name: 'Video' }).check();
  await chooseFiles(page, panel, 'Video súbor', [{ name: 'Video z tábora.mp4', mimeType: 'video/mp4', buffer: mp4Video() }]);
  await chooseFiles(page, panel, 'Náhľadový obrázok', [{ name: 'nahlad.jpg', mimeType: 'image/jpeg', buffer: await jpegImage(160, 90) }]);
  await panel.getByRole('listitem', { name: 'Video z tábora.mp4' }).getByLabel(/^Názov \(slovensky\)/).fill('Video z tábora');
  await panel.getByRole('button', { name: 'Nahrať', exact: true }).click();
  await expect(page.getByText('Video úspešne nahrané!')).toBeVisible();

  // Materials.
  await openTab(page, 'Materiály');
  panel = openSection(page);
  await panel.getByRole('textbox', { name: slovakFieldLabel('Názov') }).fill(MATERIAL);
  await chooseOption(page, 'Kategória', 'Facilitácia', panel);
  await panel.getByRole('textbox', { name: slovakFieldLabel('Popis') }).fill('Program a hry na celý týždeň.');
  await chooseOption(page, 'Typ', 'Metodický materiál', panel);
  await chooseFiles(page, panel, 'Súbor', [{ name: 'metodika.pdf', mimeType: 'application/pdf', buffer: pdfDocument('Metodika') }]);
  await panel.getByRole('button', { name: 'Nahrať materiál' }).click();
  await expect(page.getByText('Materiál úspešne nahraný!')).toBeVisible();

  // Interactive tools.
  await openTab(page, 'Interaktívne nástroje');
  panel = openSection(page);
  await panel.getByRole('textbox', { name: slovakFieldLabel('Názov aktivity') }).fill(TOOL);
  await chooseOption(page, 'Typ nástroja', /Kahoot/, panel);
  await panel.getByRole('textbox', { name: slovakFieldLabel('Popis') }).fill('Desať otázok o tom, čo sme zažili.');
  await chooseOption(page, 'Workshop', 'Všeobecné', panel);
  await panel.getByRole('textbox', { name: fieldLabel('URL adresa') }).fill('https://kahoot.it/');
  await panel.getByRole('button', { name: 'Pridať nástroj' }).click();
  await expect(page.getByText('Nástroj úspešne pridaný!')).toBeVisible();

  // Feedback approval and a resolved message.
  await openTab(page, 'Hodnotenia');
  const feedbackSwitch = cardWith(page, FEEDBACK).getByRole('switch', { name: /^Schválené \(zobrazuje sa na webe\)/ });
  await expect(feedbackSwitch).not.toBeChecked();
  await feedbackSwitch.click();
  await expect(feedbackSwitch).toBeChecked();
  await openTab(page, /Kontaktné správy/);
  const resolved = cardWith(page, MESSAGE).getByRole('checkbox', { name: /^Vybavené/ });
  // The panel saves first and shows the stored state, so the box ticks once the API answered.
  await resolved.click();
  await expect(resolved).toBeChecked();

  await page.getByRole('button', { name: 'Odhlásiť sa' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

  // Everything done in the panel is stored and public where it should be.
  const token = await adminToken(request);
  await expect
    .poll(async () => ((await (await request.get('/api/feedback')).json()) as { comment: string }[]).some((item) => item.comment === FEEDBACK))
    .toBe(true);
  const messages = (await (await request.get('/api/contact', { headers: bearer(token) })).json()) as { message: string; resolved: boolean }[];
  expect(messages.find((item) => item.message === MESSAGE)?.resolved).toBe(true);
  const materials = (await (await request.get('/api/materials')).json()) as { title: string }[];
  expect(materials.map((item) => item.title)).toContain(MATERIAL);
  const tools = (await (await request.get('/api/interactive-tools')).json()) as { title: string }[];
  expect(tools.map((item) => item.title)).toContain(TOOL);
  const items = (await (await request.get('/api/gallery')).json()) as { title: string; type: string; url: string; thumbnail: string | null }[];
  const video = items.find((item) => item.type === 'video' && item.title.startsWith('Video z tábora'));
  expect(video?.type).toBe('video');
  expect((await request.get(video!.thumbnail!)).headers()['content-type']).toBe('image/jpeg');
  expect((await request.get(video!.url)).headers()['content-type']).toBe('video/mp4');
});
