// Journey: the administrator writes Slovak and English side by side, gives each photo an
// alt text at upload or later in one list per album, sees what lacks English or alt text and
// filters by it, and edits the texts of a saved item; the English reader gets what was written.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { choose, logIn, openTab, runId } from './support/admin-session';
import { solidJpeg } from './support/media';

const run = runId();
const ALBUM = `Konferencia ${run}`;
const ALBUM_EN = `Conference ${run}`;
const SLOVAK_ONLY = `Len slovensky ${run}`;

async function expectNoAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), where).toEqual([]);
}

test.describe.serial('bilingual content and alt text in the admin', () => {
  test.beforeEach(async ({ page }) => logIn(page));

  test('albums take English beside Slovak, and the list shows and filters those without English', async ({ page }) => {
    for (const [name, english] of [[ALBUM, ALBUM_EN], [SLOVAK_ONLY, '']]) {
      await page.getByRole('button', { name: 'Vytvoriť album' }).click();
      const dialog = page.getByRole('dialog', { name: 'Vytvoriť nový album' });
      await dialog.getByLabel(/^Názov albumu \(slovensky\)/).fill(name);
      if (english) await dialog.getByLabel('Názov albumu (anglicky, nepovinné)').fill(english);
      await dialog.getByRole('button', { name: 'Vytvoriť album' }).click();
      await expect(dialog).toBeHidden();
    }
    const bilingualCard = page.getByRole('listitem').filter({ hasText: ALBUM });
    const slovakCard = page.getByRole('listitem').filter({ hasText: SLOVAK_ONLY });
    // A new album is in preparation; the English reader looks at this one later.
    await bilingualCard.getByRole('button', { name: /^Zverejniť/ }).click();
    await expect(bilingualCard.getByRole('button', { name: /^Vrátiť do prípravy/ })).toBeVisible();
    await expect(slovakCard.getByText('Chýba angličtina')).toBeVisible();
    await expect(bilingualCard.getByText('Chýba angličtina')).toHaveCount(0);
    await choose(page, 'Zobraziť', 'Bez angličtiny');
    await expect(slovakCard).toBeVisible();
    await expect(bilingualCard).toBeHidden();
  });

  test('the upload asks for an alt text per file, and the album counts and lists the photos still lacking one', async ({ page }) => {
    await openTab(page, 'Galéria');
    await choose(page, /^Album\b/, ALBUM);
    await page.getByLabel('Fotografie', { exact: true }).setInputFiles([
      { name: 'recnik.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(300, 200, '#10b981') },
      { name: 'sala.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(300, 200, '#f59e0b') },
    ]);
    const speaker = page.getByRole('listitem', { name: 'recnik.jpg' });
    await speaker.getByLabel(/^Názov \(slovensky\)/).fill('recnik');
    await page.getByRole('listitem', { name: 'sala.jpg' }).getByLabel(/^Názov \(slovensky\)/).fill('sala');
    await speaker.getByLabel('Názov (anglicky, nepovinné)').fill('The speaker');
    await speaker.getByLabel(/^Alternatívny text \(čo je na obrázku\) \(slovensky\)/).fill('Lektorka hovorí do mikrofónu');
    await speaker.getByLabel('Alternatívny text (čo je na obrázku) (anglicky, nepovinné)').fill('A lecturer speaks into a microphone');
    await page.getByRole('button', { name: 'Nahrať' }).click();
    await expect(page.getByText('Obrázky úspešne nahrané (2)!')).toBeVisible();
    const hallTile = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'sala' }) });
    await expect(hallTile.getByText('Chýba alternatívny text')).toBeVisible();
    await choose(page, 'Zobraziť', 'Bez alternatívneho textu');
    await expect(page.getByRole('heading', { name: 'sala' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'recnik' })).toBeHidden();

    await openTab(page, 'Albumy');
    const card = page.getByRole('listitem').filter({ hasText: ALBUM });
    await expect(card).toContainText('1 fotka bez alternatívneho textu');
    await card.getByRole('button', { name: /^Doplniť alternatívne texty/ }).click();
    const dialog = page.getByRole('dialog', { name: `Alternatívne texty: ${ALBUM}` });
    await expect(dialog.getByText('sala', { exact: true })).toBeVisible();
    await expect(dialog.getByText('recnik', { exact: true })).toHaveCount(0);
    await expect(dialog.getByLabel(/^Alternatívny text \(čo je na obrázku\) \(slovensky\)/)).toBeFocused();
    await expectNoAxeViolations(page, 'alt texts dialog');
    await dialog.getByLabel(/^Alternatívny text \(čo je na obrázku\) \(slovensky\)/).fill('Plná sála študentov');
    await dialog.getByLabel('Alternatívny text (čo je na obrázku) (anglicky, nepovinné)').fill('A hall full of students');
    await dialog.getByRole('button', { name: 'Uložiť' }).click();
    await expect(dialog.getByText('Uložený 1 alternatívny text.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Zavrieť' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(card).not.toContainText('bez alternatívneho textu');
  });

  test('a saved photo\'s texts are edited in both languages, and the English reader sees them', async ({ page, context }) => {
    await openTab(page, 'Galéria');
    const tile = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'sala' }) });
    await expect(tile.getByText('Chýba angličtina')).toBeVisible();
    await tile.getByRole('button', { name: /^Upraviť texty/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Upraviť texty: sala' });
    await expect(dialog.getByLabel('Alternatívny text (čo je na obrázku) (anglicky, nepovinné)')).toHaveValue('A hall full of students');
    await expectNoAxeViolations(page, 'texts dialog');
    await dialog.getByLabel(/^Názov \(slovensky\)/).fill('Sála');
    await dialog.getByLabel('Názov (anglicky, nepovinné)').fill('The hall');
    await dialog.getByRole('button', { name: 'Uložiť' }).click();
    await expect(dialog).toBeHidden();
    const edited = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Sála' }) });
    await expect(edited.getByText('Chýba angličtina')).toHaveCount(0);

    await context.addCookies([{ name: 'locale', value: 'en', url: test.info().project.use.baseURL! }]);
    await page.goto('/galeria');
    await page.getByRole('link', { name: ALBUM_EN }).click();
    await expect(page.getByRole('heading', { level: 1, name: ALBUM_EN })).toBeVisible();
    await expect(page.getByAltText('A hall full of students')).toBeVisible();
    await expect(page.getByAltText('A lecturer speaks into a microphone')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open photo The hall' })).toBeVisible();
  });
});
