// The administrator changes what the site says, with no developer and no rebuild: an FAQ answer and
// a carousel slide in both languages, seen in a preview on a phone, published, on the public pages
// with JavaScript and without it, and the earlier version restored. A draft never reaches the
// public pages, the sitemap or the page cache; a changed Slovak text marks its English outdated.
import { type Locator, type Page, request as http } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { mainText } from '../support/page-text';
import { expect, test } from '../support/test';
import { logIn, openTab, runId } from './support/admin-session';

const run = runId();
const ANSWER = { sk: `Nič, všetko je **zadarmo** (${run}).`, en: `Nothing, it is all *free* (${run}).` };
const SLIDE = { sk: `Sedem workshopov ${run}`, en: `Seven workshops ${run}` };

/** A text field of the editor (its group), inside the list item `itemId` (its legend changes as its title is typed). */
const textGroup = (scope: Page | Locator, itemId: string, field: string) =>
  scope.locator(`#adm-texts-item-${itemId}`).getByRole('group', { name: field, exact: true }).first();

async function openPageTexts(page: Page, name: string) {
  await openTab(page, 'Texty stránok');
  await page.getByRole('link', { name: `Upraviť texty stránky ${name}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Texty stránky ${name}` })).toBeFocused();
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Zverejniť', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Zverejniť' }).click();
  await expect(page.getByText(/^Stránka .* je zverejnená\.$/)).toBeVisible();
}

/**
 * The words of a public page as the server answers them to a visitor without JavaScript or a search
 * engine: a client of its own, so the language cookie an English address sets stays its own.
 */
const serverText = async (page: Page, path: string) => {
  const visitor = await http.newContext({ baseURL: new URL(page.url()).origin });
  try {
    return mainText(await (await visitor.get(path)).text());
  } finally {
    await visitor.dispose();
  }
};

test.describe('page texts', () => {
  test.describe.configure({ mode: 'serial' });

  test('an FAQ answer and a carousel slide change in both languages, through a draft, a preview and a publish', async ({ page }) => {
    test.setTimeout(180_000);
    await logIn(page);
    await openPageTexts(page, 'Kontakt a časté otázky');
    await expect(page.getByRole('group', { name: '2. Koľko stoja workshopy?' })).toBeVisible();
    const answer = textGroup(page, 'q2', 'Odpoveď');
    await answer.getByRole('textbox', { name: 'Slovensky' }).fill(ANSWER.sk);
    await answer.getByRole('textbox', { name: 'Anglicky' }).fill(ANSWER.en);
    await expect(page.getByText('Máš neuložené zmeny.')).toBeVisible();
    await page.getByRole('button', { name: 'Uložiť koncept' }).click();
    await expect(page.getByText('Koncept stránky Kontakt a časté otázky je uložený.')).toBeVisible();

    // The draft is nobody's but hers: not on the page (twice, so a kept copy would show), not in the sitemap.
    for (const path of ['/kontakt', '/kontakt?lang=en', '/kontakt']) expect(await serverText(page, path)).not.toContain(run);
    expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(run);

    // The preview: the real page with the draft, at a phone's width, in either language.
    await page.getByRole('button', { name: 'Náhľad', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Náhľad stránky Kontakt a časté otázky' });
    await expect(dialog.getByRole('radio', { name: 'Mobil' })).toBeChecked();
    const frame = dialog.frameLocator('iframe');
    await frame.locator('summary', { hasText: 'Koľko stoja workshopy?' }).click();
    await expect(frame.getByText(`Nič, všetko je zadarmo (${run}).`)).toBeVisible();
    await expect(frame.locator('strong', { hasText: 'zadarmo' })).toBeVisible();
    expect(await dialog.locator('iframe').evaluate((element) => element.getBoundingClientRect().width)).toBe(390);
    await dialog.getByRole('radio', { name: 'anglicky' }).check();
    await frame.locator('summary', { hasText: 'How much do the workshops cost?' }).click();
    await expect(frame.getByText(`Nothing, it is all free (${run}).`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Zavrieť' }).first().click();
    expect(await serverText(page, '/kontakt')).not.toContain(run);
    // Previewing in English chose nothing for her: the panel and the site stay in her language.
    expect(await page.evaluate(() => localStorage.getItem('locale'))).not.toBe('en');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'locale')?.value).not.toBe('en');

    await publish(page);
    expect(await serverText(page, '/kontakt')).toContain(`Nič, všetko je zadarmo (${run}).`);
    expect(await serverText(page, '/kontakt?lang=en')).toContain(`Nothing, it is all free (${run}).`);

    // A carousel slide in both languages, on Home.
    await page.getByRole('button', { name: 'Späť na zoznam stránok' }).click();
    await page.getByRole('link', { name: 'Upraviť texty stránky Domov' }).click();
    await expect(page.getByRole('group', { name: '2. 6 workshopov' })).toBeVisible();
    const title = textGroup(page, 'slide2', 'Nadpis');
    await title.getByRole('textbox', { name: 'Slovensky' }).fill(SLIDE.sk);
    await title.getByRole('textbox', { name: 'Anglicky' }).fill(SLIDE.en);
    await publish(page);
    expect(await serverText(page, '/')).toContain(SLIDE.sk);
    expect(await serverText(page, '/?lang=en')).toContain(SLIDE.en);
  });

  test('the public pages show the change with JavaScript on, in both languages', async ({ page }) => {
    await page.goto('/kontakt');
    await page.locator('summary', { hasText: 'Koľko stoja workshopy?' }).click();
    await expect(page.getByText(`Nič, všetko je zadarmo (${run}).`)).toBeVisible();
    await page.goto('/kontakt?lang=en');
    await page.locator('summary', { hasText: 'How much do the workshops cost?' }).click();
    await expect(page.getByText(`Nothing, it is all free (${run}).`)).toBeVisible();
    await page.goto('/?lang=en');
    await expect(page.getByRole('heading', { name: SLIDE.en })).toBeAttached();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the answer and the slide are in the page, in both languages', async ({ page }) => {
      await page.goto('/kontakt');
      await page.getByText('Koľko stoja workshopy?').click();
      await expect(page.getByText(`Nič, všetko je zadarmo (${run}).`)).toBeVisible();
      await page.goto('/?lang=en');
      // The second slide waits behind the first until a visitor turns to it; its words are in the page.
      await expect(page.locator('h2', { hasText: SLIDE.en })).toBeAttached();
    });
  });

  test('the version before is restored into the draft, and published again', async ({ page }) => {
    await logIn(page);
    await openPageTexts(page, 'Kontakt a časté otázky');
    const history = page.getByRole('region', { name: 'História zmien' });
    await expect(history.getByText(/zmenené 1 pole/)).toBeVisible();
    // Comparing the two versions shows what changed, in both languages.
    await expect(history.getByRole('listitem').filter({ hasText: 'Odpoveď' }).getByText(`Nothing, it is all *free* (${run}).`)).toBeVisible();
    await history.getByRole('button', { name: 'Obnoviť verziu 1 do konceptu' }).click();
    await expect(page.getByText('Verzia 1 je v koncepte. Na webe sa zobrazí, až keď ju zverejníš.')).toBeVisible();
    await expect(page.getByText('Koncept obsahuje texty verzie 1.', { exact: false })).toBeVisible();
    expect(await serverText(page, '/kontakt')).toContain(run);
    await publish(page);
    expect(await serverText(page, '/kontakt')).not.toContain(run);
    expect(await serverText(page, '/kontakt')).toContain('Všetky workshopy sú bezplatné');
  });

  test('a Slovak text changed later marks its English outdated, and the list finds the page', async ({ page }) => {
    await logIn(page);
    await openPageTexts(page, 'Materiály');
    const subtitle = page.getByRole('group', { name: 'Podnadpis', exact: true });
    await subtitle.getByRole('textbox', { name: 'Slovensky' }).fill(`Príručky a metodiky ${run}`);
    await expect(subtitle.getByText('Slovenčina sa zmenila, angličtina je zastaraná')).toBeVisible();
    await page.getByRole('button', { name: 'Uložiť koncept' }).click();
    await expect(page.getByText('Koncept stránky Materiály je uložený.')).toBeVisible();
    await page.getByRole('button', { name: 'Späť na zoznam stránok' }).click();
    await page.getByRole('checkbox', { name: 'Len stránky, ktorým chýba alebo zastarala angličtina' }).check();
    const pages = page.getByRole('list', { name: 'Stránky s textami' });
    await expect(pages.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(1);
    await expect(pages.getByText('Angličtina je zastaraná v 1 poli')).toBeVisible();
    // "Still fits" puts it right without retyping; the draft is thrown away at the end.
    await page.getByRole('link', { name: 'Upraviť texty stránky Materiály' }).click();
    await page.getByRole('button', { name: 'Angličtina stále sedí: Podnadpis' }).click();
    await expect(page.getByRole('group', { name: 'Podnadpis', exact: true }).getByText('Slovenčina sa zmenila', { exact: false })).toHaveCount(0);
    await page.getByRole('button', { name: 'Zahodiť koncept' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Zahodiť koncept' }).click();
    await expect(page.getByText('Koncept stránky Materiály je zahodený.')).toBeVisible();
  });
});

test.describe('the editor on a phone at 150 % text', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const theme of ['light', 'dark', 'high contrast'] as const) {
    test(`works by keyboard and has no axe findings (${theme})`, async ({ page }) => {
      await page.addInitScript((chosen) => {
        localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize: 150, highContrast: chosen === 'high contrast' }));
        localStorage.setItem('darkMode', String(chosen === 'dark'));
      }, theme);
      await logIn(page);
      await openTab(page, 'Texty stránok');
      expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);
      // From the keyboard: the page's link, then its editor.
      await page.getByRole('link', { name: 'Upraviť texty stránky O projekte' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 2, name: 'Texty stránky O projekte' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('switch', { name: 'Ukázať len polia, ktorým chýba alebo zastarala angličtina' })).toBeFocused();
      expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);
      const overflowing = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
      expect(overflowing).toBe(false);
    });
  }
});
