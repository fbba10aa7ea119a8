// Settings: on a site started with its own details file and retention periods (unlike the
// samples), the administrator replaces the sample contact e-mail, phone and a partner, and
// confirms the privacy details, by keyboard; every page, the footer, the privacy page and the
// server's HTML show them at once, in both languages, and the sample warning is gone. The privacy
// page states the configured periods. The screen itself: axe, a 390 px phone at 150 % text, the
// three themes and both languages, in screenshots.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { operatorFileWithSamples } from '../../api/test/support/configured-site';
import { seriousViolations } from '../support/axe';
import { horizontalOverflows } from '../support/overflow';
import { expect, test } from '../support/test';
import { defaultMounts, ROOT, startSiteServer, type SiteServer } from '../shell/support/site-server';
import { openSection, openTab } from './support/admin-session';
import { solidJpeg } from './support/media';

const port = Number(process.env.SETTINGS_SITE_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 27);
const workDir = join(ROOT, '.tmp', `settings-site-${port}`);
const ADMIN = { username: 'spravca', password: 'settings-Admin-password-1' };
const SCREENS = '/work/screens/settings';

const SAMPLE = { email: 'projekt@gymnazium-example.sk', phone: '+421 900 000 000' };
const NEW = { email: 'kontakt@sos-priklad.sk', phone: '+421 48 555 0123', partner: 'Mesto Banská Bystrica' };

let site: SiteServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(SCREENS, { recursive: true });
  mkdirSync(workDir, { recursive: true });
  const siteFile = join(workDir, 'site.json');
  writeFileSync(siteFile, JSON.stringify(operatorFileWithSamples()));
  site = await startSiteServer(port, defaultMounts(), join(workDir, 'data'), {
    renderer: true,
    env: {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SITE_CONFIG_FILE: siteFile,
      RETENTION_RESOLVED_CONTACT_MONTHS: '6',
      RETENTION_UNRESOLVED_CONTACT_MONTHS: '18',
      RETENTION_UNAPPROVED_FEEDBACK_DAYS: '45',
      RETENTION_APPROVED_FEEDBACK_EMAIL_DAYS: '3',
    },
  });
});
test.afterAll(async () => {
  await site?.stop();
});

async function logIn(page: Page) {
  await page.goto(`${site.url}/admin/login`);
  await page.getByLabel(/^(Používateľské meno|Username)/).fill(ADMIN.username);
  await page.getByLabel(/^(Heslo|Password)/).fill(ADMIN.password);
  await page.getByRole('button', { name: /^(Prihlásiť sa|Log in)$/ }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

async function openSettings(page: Page, name = 'Nastavenia') {
  await openTab(page, name);
  await expect(openSection(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
}

/** Replaces a field's value from the keyboard: focus, select all, type. */
async function typeInto(page: Page, label: RegExp, value: string) {
  const field = openSection(page).getByRole('textbox', { name: label });
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(value);
}

test('the privacy page states the periods this site erases by, in both languages, and awaits the school’s confirmation', async ({ page }) => {
  await page.goto(`${site.url}/ochrana-osobnych-udajov`);
  const main = page.getByRole('main');
  await expect(main).toContainText('Vybavenú správu vymažeme 6 mesiacov po jej vybavení, nevybavenú najneskôr 18 mesiacov po doručení.');
  await expect(main).toContainText('Neschválené hodnotenie vymažeme 45 dní po odoslaní. Pri schválenom vymažeme e-mail 3 dni po schválení');
  await expect(main).toContainText('Tieto údaje ešte musí potvrdiť škola.');
  await expect(main).not.toContainText(/12 mesiacov|24 mesiacov|90 dní|30 dní/);
  await page.goto(`${site.url}/ochrana-osobnych-udajov?lang=en`);
  await expect(page.getByRole('main')).toContainText('A resolved message is erased 6 months after it was resolved, an unresolved one at the latest 18 months after it arrived.');
  await expect(page.getByRole('main')).toContainText('the e-mail is erased 3 days after approval');
  // The server's HTML states them too (pages read without JavaScript, and search engines).
  expect((await (await page.request.get(`${site.url}/ochrana-osobnych-udajov?lang=sk`)).text()).includes('6 mesiacov po jej vybavení')).toBe(true);
});

test('the administrator replaces the sample e-mail, phone and partner by keyboard; every page shows them at once and the warning goes', async ({ page }) => {
  test.setTimeout(180_000);
  // The public pages before: the sample contact in the footer, kept in the renderer's page cache.
  await page.goto(`${site.url}/kontakt`);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: SAMPLE.phone })).toBeVisible();

  await logIn(page);
  await openSettings(page);
  const panel = openSection(page);
  const warning = panel.getByRole('alert').filter({ hasText: 'Niektoré verejné údaje sú ešte ukážkové' });
  await expect(warning.getByRole('listitem')).toHaveText(['E-mail', 'Telefón', 'Partner 2 (Mestský úrad)']);
  await expect(panel.getByText(/ešte musí potvrdiť škola/)).toBeVisible();
  await expect(panel.getByRole('textbox', { name: /^Telefón/ })).toHaveValue(SAMPLE.phone);
  await page.screenshot({ path: join(SCREENS, 'settings-sk-light-desktop-samples.png'), fullPage: true });

  // A wrong phone is caught before anything is sent, and the focus goes to it.
  await typeInto(page, /^Telefón/, 'zavolaj nám');
  await panel.getByRole('button', { name: 'Uložiť a zverejniť' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Skontroluj 1 zvýraznené pole.')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: /^Telefón/ })).toBeFocused();
  await expect(panel.getByText('Zadaj telefónne číslo, napríklad +421 900 123 456')).toBeVisible();
  expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);

  await typeInto(page, /^E-mail \(/, NEW.email);
  await typeInto(page, /^Telefón/, NEW.phone);
  const partner = panel.getByRole('listitem', { name: 'Partner 2' });
  await partner.getByRole('textbox', { name: /^Názov partnera \(slovensky/ }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(NEW.partner);
  await partner.getByRole('textbox', { name: /^Názov partnera \(anglicky/ }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Town of Banská Bystrica');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), partner.getByText('vyber ho z počítača').click()]);
  await chooser.setFiles({ name: 'mesto.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(320, 160, '#1d6f5f') });
  await expect(partner.getByRole('img', { name: `Logo partnera ${NEW.partner}` })).toHaveAttribute('src', /^\/uploads\/images\/.+\.jpg$/);
  const confirmed = panel.getByRole('checkbox', { name: 'Škola tieto údaje potvrdila' });
  await confirmed.focus();
  await page.keyboard.press('Space');
  await expect(confirmed).toBeChecked();
  await panel.getByRole('button', { name: 'Uložiť a zverejniť' }).focus();
  await page.keyboard.press('Enter');

  await expect(panel.getByText('Uložené. Stránka už ukazuje nové údaje.')).toBeVisible();
  await expect(warning).toHaveCount(0);
  await expect(panel.getByText(/ešte musí potvrdiť škola/)).toHaveCount(0);
  await expect(panel.getByText(/^Naposledy uložené/)).toBeVisible();
  expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);

  // Every page at once, in both languages: the footer, the contact page, About's partners, the privacy page.
  for (const lang of ['', '?lang=en']) {
    await page.goto(`${site.url}/kontakt${lang}`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: NEW.phone })).toHaveAttribute('href', 'tel:+421485550123');
    await expect(footer.getByRole('link', { name: NEW.email })).toHaveAttribute('href', `mailto:${NEW.email}`);
    await expect(page.getByRole('main')).toContainText(NEW.phone);
    await expect(page.getByText(SAMPLE.phone)).toHaveCount(0);
    await page.goto(`${site.url}/o-projekte${lang}`);
    await expect(page.getByRole('img', { name: new RegExp(lang ? 'Town of Banská Bystrica' : NEW.partner) })).toBeVisible();
    await expect(page.getByText(/Mestský úrad|Town Office/)).toHaveCount(0);
    await page.goto(`${site.url}/ochrana-osobnych-udajov${lang}`);
    await expect(page.getByRole('main')).not.toContainText(/Tieto údaje ešte musí potvrdiť škola|The school still has to confirm/);
    await page.goto(`${site.url}/${lang}`);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: NEW.phone })).toBeVisible();
  }
  // The server's HTML, past the renderer's page cache.
  const html = await (await page.request.get(`${site.url}/kontakt?lang=sk`)).text();
  expect([html.includes(NEW.phone), html.includes(SAMPLE.phone)]).toEqual([true, false]);
});

const THEMES = {
  light: { darkMode: false, highContrast: false },
  dark: { darkMode: true, highContrast: false },
  'high-contrast': { darkMode: false, highContrast: true },
};

test('the Settings screen reads well on a 390 px phone at 150 % text and on a desktop, in three themes and both languages', async ({ page }) => {
  test.setTimeout(300_000);
  await logIn(page);
  for (const locale of ['sk', 'en'] as const) {
    for (const [theme, { darkMode, highContrast }] of Object.entries(THEMES)) {
      for (const viewport of [{ name: 'phone', width: 390, height: 844, fontSize: 150 }, { name: 'desktop', width: 1280, height: 900, fontSize: 100 }]) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.evaluate(({ locale, darkMode, highContrast, fontSize }) => {
          localStorage.setItem('locale', locale);
          localStorage.setItem('darkMode', String(darkMode));
          localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize, highContrast, voiceReaderMode: false, selectedVoice: 0 }));
        }, { locale, darkMode, highContrast, fontSize: viewport.fontSize });
        await page.goto(`${site.url}/admin?tab=settings`);
        await expect(openSection(page).getByRole('button', { name: locale === 'sk' ? 'Uložiť a zverejniť' : 'Save and publish' })).toBeVisible();
        expect(await horizontalOverflows(page, '.adm-page__main')).toEqual([]);
        expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);
        await page.screenshot({ path: join(SCREENS, `settings-${locale}-${theme}-${viewport.name}.png`), fullPage: true });
      }
    }
  }
});

test('the Dates tab leaves out holidays and warns when a series runs past the project’s end, on a phone at 150 % text too', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  for (const viewport of [{ name: 'phone', width: 390, height: 844, fontSize: 150 }, { name: 'desktop', width: 1280, height: 900, fontSize: 100 }]) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.evaluate((fontSize) => {
      localStorage.setItem('locale', 'sk');
      localStorage.setItem('darkMode', 'false');
      localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize, highContrast: false, voiceReaderMode: false, selectedVoice: 0 }));
    }, viewport.fontSize);
    await page.goto(`${site.url}/admin?tab=meetings`);
    const panel = openSection(page);
    await panel.getByRole('combobox', { name: /^Workshop/ }).click();
    // By the keyboard: on a phone at 150 % the open list reaches past the screen's edge.
    await page.getByRole('option', { name: 'Fotografia', exact: true }).press('Enter');
    await panel.getByLabel(/^Dátum prvého stretnutia/).fill('2026-08-04');
    const skip = panel.getByLabel(/^Dátum, ktorý séria vynechá/);
    await skip.fill('2026-08-11');
    await skip.press('Enter');
    await expect(panel.getByRole('list', { name: 'Vynechané dátumy' }).getByRole('listitem')).toHaveText(['utorok 11. 8. 2026']);
    await expect(panel.getByText('Séria: 10 stretnutí, od utorok 4. 8. 2026 do utorok 13. 10. 2026.')).toBeVisible();
    // The operator's file gives no project end: the sample's last day, 31 August 2026.
    await expect(panel.getByRole('alert')).toContainText('Séria pokračuje po konci projektu (pondelok 31. 8. 2026)');
    expect(await horizontalOverflows(page, '.adm-page__main')).toEqual([]);
    expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);
    await page.screenshot({ path: join(SCREENS, `meetings-series-sk-light-${viewport.name}.png`), fullPage: true });
  }
});
