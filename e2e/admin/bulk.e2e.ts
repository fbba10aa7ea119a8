// Several photos at once in "Nahrané fotografie": three chosen with a click and a Shift+click (by
// the keyboard too) move to another album in one action, and the public album pages show them
// moved; two are hidden at once; three deleted at once come back with one "Späť"; the texts of two
// are written one after another in the texts dialog; the activity log lists the move. The toast
// never covers the list's album filter: it takes a real click while the toast shows. The tools and
// their questions pass axe in the dark and high-contrast themes; on a 390 px phone at 150 % text
// they fit the screen and pass axe.
import type { Page } from '@playwright/test';
import { GalleryAdmin } from '../gallery/support/gallery-api';
import { seriousViolations } from '../support/axe';
import { horizontalOverflows } from '../support/overflow';
import { expect, test } from '../support/test';
import { choose, logIn, openSection, openTab, runId } from './support/admin-session';

const run = runId();
const FROM = `Hromadne jar ${run}`;
const TO = `Hromadne leto ${run}`;
const TITLES = [1, 2, 3, 4, 5].map((number) => `Lúka ${number} ${run}`);

let fromId = 0;
let toId = 0;
const paths = new Map<string, string>();

const notice = (page: Page) => page.locator('.adm-notice');
const photoCard = (page: Page, title: string) => openSection(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
/** A photo's checkbox: "Vybrať" and, for screen readers, the photo's title. */
const checkbox = (page: Page, title: string) => openSection(page).getByRole('checkbox', { name: new RegExp(`^Vybrať ?: ${title}$`) });
const tools = (page: Page) => openSection(page).getByRole('group', { name: 'Výber fotiek a čo s nimi urobiť' });
const filter = (page: Page) => openSection(page).getByRole('combobox', { name: 'Filtrovať podľa albumu' });

async function publicTitles(page: Page, albumId: number): Promise<string[]> {
  const response = await page.request.get(`/api/gallery?albumId=${albumId}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as Array<{ title: string }>).map((item) => item.title);
}

/** Neither box overlaps the other. */
function apart(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
}

/** The toast that shows does not cover the list's album filter: apart from it, and the filter opens at a real click (a tap on a phone). */
async function expectFilterFreeOfToast(page: Page, how: 'click' | 'tap'): Promise<void> {
  const toastBox = (await notice(page).boundingBox())!;
  const filterBox = (await filter(page).boundingBox())!;
  expect(apart(toastBox, filterBox), `toast ${JSON.stringify(toastBox)} and filter ${JSON.stringify(filterBox)}`).toBe(true);
  await filter(page)[how]();
  await expect(page.getByRole('option', { name: FROM, exact: true })).toBeVisible();
  await expect(notice(page).getByRole('status')).not.toBeEmpty();
  await page.keyboard.press('Escape');
}

async function openGalleryAt(page: Page, album: string): Promise<void> {
  await logIn(page);
  await openTab(page, 'Galéria');
  await choose(page, 'Filtrovať podľa albumu', album);
}

test.describe.serial('bulk actions on photos', () => {
  test.beforeAll(async ({ request }) => {
    const admin = await GalleryAdmin.logIn(request);
    fromId = (await admin.createAlbum(FROM)).id;
    toId = (await admin.createAlbum(TO)).id;
    for (const [index, title] of TITLES.entries()) {
      const uploaded = await admin.uploadPhoto(title, index * 60, 640, 420);
      paths.set(title, uploaded.path);
      await admin.addPhoto(fromId, title, uploaded.path);
    }
  });

  test('three photos chosen by click and Shift+click move to another album in one action', async ({ page }) => {
    await openGalleryAt(page, FROM);
    await expect(tools(page).getByRole('checkbox', { name: 'Vybrať všetky (5)' })).not.toBeChecked();
    await expect(tools(page).getByRole('status')).toHaveText('Vybrané: 0');
    await checkbox(page, TITLES[0]).click();
    await checkbox(page, TITLES[2]).click({ modifiers: ['Shift'] });
    await expect(tools(page).getByRole('status')).toHaveText('Vybrané: 3');
    for (const title of TITLES.slice(0, 3)) await expect(checkbox(page, title)).toBeChecked();
    await expect(checkbox(page, TITLES[3])).not.toBeChecked();
    // Clearing, then the same range by the keyboard: Space, then Shift+Space.
    await tools(page).getByRole('button', { name: 'Zrušiť výber' }).click();
    await expect(tools(page).getByRole('status')).toHaveText('Vybrané: 0');
    await checkbox(page, TITLES[0]).focus();
    await page.keyboard.press('Space');
    await checkbox(page, TITLES[2]).focus();
    await page.keyboard.press('Shift+Space');
    await expect(tools(page).getByRole('status')).toHaveText('Vybrané: 3');
    await expect(checkbox(page, TITLES[1])).toBeChecked();

    await tools(page).getByRole('button', { name: 'Presunúť do albumu…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Presunúť do albumu' });
    await expect(dialog).toContainText('Kam presunúť 3 vybrané fotky?');
    await expect(dialog).toContainText(`„${TITLES[0]}“`);
    await dialog.getByRole('combobox', { name: 'Album' }).click();
    await page.getByRole('option', { name: TO, exact: true }).click();
    await dialog.getByRole('button', { name: 'Presunúť', exact: true }).click();
    await expect(notice(page).getByRole('status')).toHaveText(`3 fotky sú presunuté do albumu „${TO}“.`);
    // The list shows the album filter's album: the moved ones left it.
    for (const title of TITLES.slice(0, 3)) await expect(photoCard(page, title)).toBeHidden();
    await expect(tools(page).getByRole('checkbox', { name: 'Vybrať všetky (2)' })).toBeVisible();

    await expectFilterFreeOfToast(page, 'click');

    // The public album pages show them moved.
    expect((await publicTitles(page, toId)).sort()).toEqual(TITLES.slice(0, 3).sort());
    expect(await publicTitles(page, fromId)).toEqual(TITLES.slice(3));
    await page.goto(`/galeria/${toId}`);
    for (const title of TITLES.slice(0, 3)) await expect(page.getByRole('link', { name: new RegExp(`Otvoriť fotografiu.*${title}`) })).toBeVisible();
    await page.goto(`/galeria/${fromId}`);
    await expect(page.getByRole('link', { name: /Otvoriť fotografiu/ })).toHaveCount(2);
  });

  test('two photos are hidden at once: gone from the public album, their files answer 404', async ({ page }) => {
    await openGalleryAt(page, FROM);
    await tools(page).getByRole('checkbox', { name: 'Vybrať všetky (2)' }).click();
    await expect(tools(page).getByRole('status')).toHaveText('Vybrané: 2');
    await tools(page).getByRole('button', { name: 'Skryť', exact: true }).click();
    const question = page.getByRole('alertdialog', { name: 'Skryť 2 fotky?' });
    await question.getByRole('button', { name: 'Skryť' }).click();
    await expect(notice(page).getByRole('status')).toHaveText('2 fotky sú skryté.');
    for (const title of TITLES.slice(3)) await expect(photoCard(page, title).getByText('Skrytá', { exact: true })).toBeVisible();
    expect(await publicTitles(page, fromId)).toEqual([]);
    for (const title of TITLES.slice(3)) expect((await page.request.get(paths.get(title)!)).status()).toBe(404);
    // Still chosen: "Zobraziť" takes them back.
    await expect(tools(page).getByRole('button', { name: 'Zobraziť', exact: true })).toBeVisible();
  });

  test('three photos deleted at once come back with one "Späť"', async ({ page }) => {
    await openGalleryAt(page, TO);
    await tools(page).getByRole('checkbox', { name: 'Vybrať všetky (3)' }).click();
    await tools(page).getByRole('button', { name: 'Vymazať', exact: true }).click();
    const question = page.getByRole('alertdialog', { name: 'Potvrdiť vymazanie' });
    await expect(question).toContainText('Naozaj chceš vymazať 3 vybrané fotky?');
    await question.getByRole('button', { name: 'Vymazať' }).click();
    await expect(notice(page).getByRole('status')).toHaveText('3 fotky sú vymazané. Vrátiť to môžeš tlačidlom Späť alebo v Koši.');
    for (const title of TITLES.slice(0, 3)) await expect(photoCard(page, title)).toBeHidden();
    expect(await publicTitles(page, toId)).toEqual([]);
    for (const title of TITLES.slice(0, 3)) expect((await page.request.get(paths.get(title)!)).status()).toBe(404);
    // The album's list is empty now: focus did not fall to the page, it waits on the list's heading.
    await expect(openSection(page).getByRole('heading', { name: 'Nahrané fotografie', level: 2 })).toBeFocused();

    await notice(page).getByRole('button', { name: 'Späť' }).click();
    await expect(notice(page).getByRole('status')).toHaveText('3 fotky sú späť.');
    for (const title of TITLES.slice(0, 3)) await expect(photoCard(page, title)).toBeVisible();
    expect((await publicTitles(page, toId)).sort()).toEqual(TITLES.slice(0, 3).sort());
    for (const title of TITLES.slice(0, 3)) expect((await page.request.get(paths.get(title)!)).status()).toBe(200);
    // Brought back, they are not chosen again.
    await expect(tools(page).getByRole('status')).toHaveText('Vybrané: 0');
  });

  test('the texts of two photos are written one after another', async ({ page }) => {
    await openGalleryAt(page, TO);
    await checkbox(page, TITLES[0]).click();
    await checkbox(page, TITLES[1]).click();
    await tools(page).getByRole('button', { name: 'Doplniť texty postupne' }).click();
    for (const [index, title] of TITLES.slice(0, 2).entries()) {
      const dialog = page.getByRole('dialog', { name: `Upraviť texty: ${title}` });
      await expect(dialog).toContainText(`Položka ${index + 1} z 2`);
      await dialog.getByRole('textbox', { name: /^Alternatívny text \(čo je na obrázku\) \(slovensky/ }).fill(`Deti na lúke ${index + 1}`);
      await dialog.getByRole('textbox', { name: /^Názov \(anglicky/ }).fill(`Meadow ${index + 1}`);
      await dialog.getByRole('button', { name: index === 0 ? 'Uložiť a ďalej' : 'Uložiť a skončiť' }).click();
    }
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(notice(page).getByRole('status')).toHaveText('Texty sú uložené pri 2 z 2 položiek.');
    // Focus is back on the button that started the walk.
    await expect(tools(page).getByRole('button', { name: 'Doplniť texty postupne' })).toBeFocused();
    const items = (await (await page.request.get(`/api/gallery?albumId=${toId}`)).json()) as Array<{ title: string; alt: string | null; titleEn: string | null }>;
    for (const [index, title] of TITLES.slice(0, 2).entries()) expect(items.find((item) => item.title === title)).toMatchObject({ alt: `Deti na lúke ${index + 1}`, titleEn: `Meadow ${index + 1}` });
    expect(items.find((item) => item.title === TITLES[2])?.alt ?? null).toBeNull();

    // "Preskočiť" leaves a photo as it was and goes on; "Ukončiť" ends the walk.
    await tools(page).getByRole('button', { name: 'Doplniť texty postupne' }).click();
    await page.getByRole('dialog', { name: `Upraviť texty: ${TITLES[0]}` }).getByRole('button', { name: 'Preskočiť' }).click();
    const second = page.getByRole('dialog', { name: `Upraviť texty: ${TITLES[1]}` });
    await expect(second).toContainText('Položka 2 z 2');
    await second.getByRole('button', { name: 'Ukončiť' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the activity log lists the move once, with the count and the album', async ({ page }) => {
    await logIn(page);
    await openTab(page, 'Záznam zmien');
    const rows = openSection(page).getByRole('table', { name: 'Záznamy, najnovšie hore' }).getByRole('row');
    const moved = rows.filter({ hasText: `položiek: 3, do albumu č. ${toId}` });
    await expect(moved).toHaveCount(1);
    await expect(moved).toContainText('Upravené');
    await expect(moved).toContainText('album');
    await expect(rows.filter({ hasText: 'Vymazané, položiek: 3' }).filter({ hasText: TITLES[0] })).toHaveCount(1);
  });

  for (const [theme, preferences] of Object.entries({ dark: null, 'high contrast': { fontSize: 100, highContrast: true, voiceReaderMode: false, selectedVoice: 0 } })) {
    test(`the tools, the move question and the delete question pass axe in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((chosen) => {
        if (chosen) localStorage.setItem('accessibility-preferences', JSON.stringify(chosen));
        else localStorage.setItem('darkMode', 'true');
      }, preferences);
      await openGalleryAt(page, TO);
      await checkbox(page, TITLES[0]).click();
      await checkbox(page, TITLES[2]).click({ modifiers: ['Shift'] });
      expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);
      await tools(page).getByRole('button', { name: 'Presunúť do albumu…' }).click();
      await expect(page.getByRole('dialog', { name: 'Presunúť do albumu' })).toBeVisible();
      expect(await seriousViolations(page, ['[role="dialog"]'])).toEqual([]);
      await page.keyboard.press('Escape');
      await tools(page).getByRole('button', { name: 'Vymazať', exact: true }).click();
      await expect(page.getByRole('alertdialog', { name: 'Potvrdiť vymazanie' })).toBeVisible();
      expect(await seriousViolations(page, ['[role="alertdialog"]'])).toEqual([]);
      await page.keyboard.press('Escape');
    });
  }

  test.describe('on a phone at 150 % text', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the tools fit the screen, pass axe, and the toast leaves the filter free', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize: 150, highContrast: false, voiceReaderMode: false, selectedVoice: 0 })));
      await openGalleryAt(page, TO);
      await tools(page).getByRole('checkbox', { name: /^Vybrať všetky/ }).tap();
      await expect(tools(page).getByRole('button', { name: 'Doplniť texty postupne' })).toBeVisible();
      expect(await horizontalOverflows(page)).toEqual([]);
      expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);

      await tools(page).getByRole('button', { name: 'Presunúť do albumu…' }).tap();
      const dialog = page.getByRole('dialog', { name: 'Presunúť do albumu' });
      await dialog.getByRole('combobox', { name: 'Album' }).tap();
      await page.getByRole('option', { name: TO, exact: true }).tap();
      await dialog.getByRole('button', { name: 'Presunúť', exact: true }).tap();
      await expect(notice(page).getByRole('status')).toHaveText(`Vybrané fotky už sú v albume „${TO}“, nič sa nezmenilo.`);
      await expectFilterFreeOfToast(page, 'tap');
    });
  });
});
