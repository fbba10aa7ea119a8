// Every change the administrator makes is confirmed in words, read out politely
// (a live region) in the panel's language, and a delete names and shows what it will remove.
// Item 12: a photo's texts dialog shows the photo.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { E2E_ADMIN } from '../support/admin';
import { choose, logIn, openTab, runId, sendContactMessage, sendPublicFeedback } from './support/admin-session';
import { solidJpeg } from './support/media';

const run = runId();
const ALBUM = `Potvrdenia ${run}`;
const PHOTO = `Tabuľa s nápadmi ${run}`;

/** The toast's live region: present (and empty) before anything is confirmed, so screen readers read what comes. */
const notice = (page: Page) => page.locator('.adm-notice [role="status"]');

test.describe.serial('confirmations of the administrator’s changes', () => {
  test('creating an album, saving a photo’s texts and deleting it are confirmed; the delete shows the photo', async ({ page }) => {
    await logIn(page);
    await expect(notice(page)).toHaveAttribute('aria-live', 'polite');
    await expect(notice(page)).toBeEmpty();
    await page.getByRole('button', { name: 'Vytvoriť album' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vytvoriť nový album' });
    await dialog.getByLabel(/^Názov albumu \(slovensky\)/).fill(ALBUM);
    await dialog.getByRole('button', { name: 'Vytvoriť album' }).click();
    await expect(notice(page)).toHaveText(`Album „${ALBUM}“ je vytvorený.`);

    await openTab(page, 'Galéria');
    await choose(page, /^Album\b/, ALBUM);
    await page.getByLabel('Fotografie', { exact: true }).setInputFiles({ name: 'tabula.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(300, 200, '#0891b2') });
    await page.getByRole('listitem', { name: 'tabula.jpg' }).getByLabel(/^Názov \(slovensky\)/).fill(PHOTO);
    await page.getByRole('button', { name: 'Nahrať' }).click();
    await expect(page.getByText('Obrázok úspešne nahraný!')).toBeVisible();

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: PHOTO }) });
    await card.getByRole('button', { name: /^Upraviť texty/ }).click();
    const texts = page.getByRole('dialog', { name: `Upraviť texty: ${PHOTO}` });
    // Item 12: the alt text is written looking at the photo.
    const photo = texts.getByRole('img', { name: `Obrázok: ${PHOTO}` });
    await expect(photo).toHaveAttribute('src', /^\/uploads\/images\/.+\.jpg$/);
    expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await texts.getByLabel(/^Alternatívny text .*\(slovensky\)/).fill('Tabuľa popísaná nápadmi študentov');
    await texts.getByRole('button', { name: 'Uložiť' }).click();
    await expect(texts).toBeHidden();
    await expect(notice(page)).toHaveText(`Texty „${PHOTO}“ sú uložené.`);

    await card.getByRole('button', { name: /^Vymazať/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Potvrdiť vymazanie' });
    await expect(confirm).toContainText(`Naozaj chceš vymazať túto fotografiu?„${PHOTO}“`);
    const picture = confirm.locator('img');
    await expect(picture).toHaveAttribute('src', /^\/uploads\/images\/.+\.jpg$/);
    expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await confirm.getByRole('button', { name: 'Vymazať' }).click();
    await expect(notice(page)).toHaveText(`Fotografia „${PHOTO}“ je vymazaná. Vrátiť to môžeš tlačidlom Späť alebo v Koši.`);
    await expect(card).toBeHidden();
  });

  test('approving feedback and resolving a message are confirmed, and so is the way back', async ({ page, request }) => {
    const author = `Hodnotiteľ ${run}`;
    const sender = `Pisateľ ${run}`;
    await sendPublicFeedback(request, author, 'Workshop bol výborný a veľa sme sa naučili.');
    await sendContactMessage(request, sender, 'Dobrý deň, chceli by sme spolupracovať na ďalšom projekte.');
    await logIn(page);
    await openTab(page, /^Hodnotenia/);
    const approved = page.getByRole('listitem').filter({ hasText: author }).getByRole('switch', { name: /^Schválené/ });
    await approved.click();
    await expect(notice(page)).toHaveText(`Hodnotenie od ${author} je schválené a zobrazuje sa na webe.`);
    await approved.click();
    await expect(notice(page)).toHaveText(`Hodnotenie od ${author} je stiahnuté z webu.`);

    await openTab(page, /^Kontaktné správy/);
    await page.getByRole('listitem').filter({ hasText: sender }).getByRole('checkbox', { name: /^Vybavené/ }).click();
    await expect(notice(page)).toHaveText(`Správa od ${sender} je vybavená.`);
    await page.getByRole('listitem').filter({ hasText: sender }).getByRole('checkbox', { name: /^Vybavené/ }).click();
    await expect(notice(page)).toHaveText(`Správa od ${sender} je znova nevybavená.`);
  });

  test('the confirmations speak English in the English panel', async ({ page }) => {
    const album = `Confirmations ${run}`;
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Create album' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a new album' });
    await dialog.getByLabel(/^Album name \(Slovak\)/).fill(album);
    await dialog.getByRole('button', { name: 'Create album' }).click();
    await expect(notice(page)).toHaveText(`Album “${album}” created.`);
    const card = page.getByRole('listitem').filter({ hasText: album });
    await card.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Do you really want to delete this album?“${album}”`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(notice(page)).toHaveText(`Album “${album}” deleted. You can take it back with Undo or in the Trash.`);
    // The toast closes at once with its button, and the live region stays for the next one.
    await page.locator('.adm-notice').getByRole('button', { name: 'Close' }).click();
    await expect(notice(page)).toBeEmpty();
  });
});
