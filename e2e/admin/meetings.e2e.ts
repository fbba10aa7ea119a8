// Journey: the administrator adds a workshop's series and cancels one meeting; visitors
// see the next meeting on Home and on Workshops in both languages, with JavaScript off too, the
// cancelled one struck through with the word, and the calendar feed carries it as CANCELLED.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { E2E_ADMIN } from '../support/admin';
import { choose, logIn, openTab } from './support/admin-session';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A week from now, as the date field takes it: the series lies in the future whenever this runs. */
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const FIRST = inDays(7);
const SECOND = inDays(14);
const skDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day}. ${month}. ${year}`;
};
/** How English pages write a date: "3 December 2026". */
const enDate = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** The last two of the ten meetings: deleted at the end, one in each language of the panel. */
const NINTH = inDays(7 + 8 * 7);
const TENTH = inDays(7 + 9 * 7);
const notice = (page: Page) => page.locator('.adm-notice [role="status"]');

test.describe.serial('workshop dates', () => {
  // Other journeys seed dates of their own (on the same days): this one starts from an empty schedule.
  test.beforeAll(async ({ request }) => {
    const login = await request.post('/api/login', { data: E2E_ADMIN });
    const headers = { Authorization: `Bearer ${(await login.json()).token}` };
    const meetings: { id: number }[] = await (await request.get('/api/meetings')).json();
    for (const { id } of meetings) expect((await request.delete(`/api/meetings/${id}`, { headers })).ok()).toBeTruthy();
  });

  test('the administrator adds a series from the workshop’s rhythm and cancels its second meeting', async ({ page }) => {
    await logIn(page);
    await openTab(page, 'Termíny');
    await choose(page, /^Workshop/, 'Fotografia');
    await expect(page.getByRole('spinbutton', { name: /^Počet stretnutí/ })).toHaveValue('10');
    await page.getByLabel(/^Dátum prvého stretnutia/).fill(FIRST);
    await page.getByRole('textbox', { name: /^Poznámka \(slovensky, nepovinné\)/ }).fill('Prineste si fotoaparát, ak máte; stačí aj mobil.');
    await page.getByRole('button', { name: 'Pridať sériu stretnutí' }).click();
    await expect(page.getByText('Pridaných 10 stretnutí.')).toBeVisible();

    const cancel = page.getByRole('button', { name: new RegExp(`^Zrušiť stretnutie \\S+ ${skDate(SECOND).replace(/\./g, '\\.')}, 14:00`) });
    await cancel.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(new RegExp(`^Stretnutie \\S+ ${skDate(SECOND).replace(/\./g, '\\.')}, 14:00 – 15:30 je zrušené\\.$`))).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: skDate(SECOND) }).getByText('Zrušené')).toBeVisible();
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled });

      test('Workshops shows the next meeting and the full list with the cancelled one struck through, in Slovak and English', async ({ page }) => {
        await page.goto('/workshopy');
        const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Fotografia' }) });
        const next = card.getByRole('region', { name: 'Najbližšie stretnutie' });
        await expect(next.locator('.pub-meetings--next')).toContainText(`${skDate(FIRST)}, 14:00 – 15:30`);
        await expect(next.locator('.pub-meetings--next')).toContainText('Prineste si fotoaparát, ak máte; stačí aj mobil.');
        await card.getByText('Všetky termíny (10)').click();
        const cancelled = card.locator('details li').filter({ hasText: skDate(SECOND) });
        await expect(cancelled.locator('s')).toContainText(skDate(SECOND));
        await expect(cancelled).toContainText('Zrušené');
        await expect(card.getByRole('link', { name: 'Odoberať termíny workshopu v kalendári' })).toHaveAttribute('href', /^webcal:\/\/[^/]+\/kalendar\/5\.ics$/);
        // axe runs as a script: only where scripts run.
        if (javaScriptEnabled) expect(await seriousViolations(page, ['.pub-schedule'])).toEqual([]);

        await page.goto('/workshopy?lang=en');
        const english = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Photography' }) });
        await expect(english.getByRole('region', { name: 'Next meeting' }).locator('.pub-meetings--next')).toContainText(`${enDate(FIRST)}, 14:00 – 15:30`);
        await english.getByText('All dates (10)').click();
        await expect(english.locator('details li').filter({ hasText: enDate(SECOND) })).toContainText('Cancelled');
      });

      test('Home shows the next three meetings that take place, the cancelled one beside them, with a link to all dates', async ({ page }) => {
        await page.goto('/');
        const section = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Najbližšie stretnutia' }) });
        const items = section.getByRole('listitem');
        // The cancelled meeting takes none of Home's three places.
        await expect(items).toHaveCount(4);
        await expect(items.filter({ hasText: 'Zrušené' })).toHaveCount(1);
        await expect(items.first()).toContainText('Fotografia');
        await expect(items.first()).toContainText(skDate(FIRST));
        await expect(items.nth(1)).toContainText('Zrušené');
        await expect(section.getByRole('link', { name: 'Všetky termíny workshopov' })).toHaveAttribute('href', '/workshopy');
        const events = JSON.parse((await section.locator('script[type="application/ld+json"]').textContent()) ?? '[]');
        expect(events[1]).toMatchObject({ '@type': 'Event', eventStatus: 'https://schema.org/EventCancelled' });
      });
    });
  }

  test('the feed and the one-meeting link download calendars that carry the cancellation', async ({ page }) => {
    const feed = await page.request.get('/kalendar/5.ics');
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(10);
    expect(text.match(/STATUS:CANCELLED/g)).toHaveLength(1);

    await page.goto('/workshopy');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Fotografia' }) });
    const downloading = page.waitForEvent('download');
    await card.locator('.pub-meetings--next').getByRole('link', { name: /^Stiahnuť termín/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`fotografia-${FIRST}.ics`);
    // The English page's download is named in English.
    await page.goto('/workshopy?lang=en');
    const english = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Photography' }) });
    const downloadingEnglish = page.waitForEvent('download');
    await english.locator('.pub-meetings--next').getByRole('link', { name: /^Download/ }).click();
    expect((await downloadingEnglish).suggestedFilename()).toBe(`photography-${FIRST}.ics`);
  });

  test('the administrator deletes a meeting entered by mistake, after the shared question, in Slovak and English', async ({ page }) => {
    await logIn(page);
    await openTab(page, 'Termíny');
    const tenth = page.getByRole('listitem').filter({ hasText: `${skDate(TENTH)}, 14:00` });
    // The question can be declined: nothing is lost.
    await tenth.getByRole('button', { name: /^Vymazať ?: Fotografia, \S+ / }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText('Naozaj chceš vymazať toto stretnutie? Zrušené stretnutie radšej ponechaj');
    await expect(question).toContainText(`„Fotografia, `);
    expect(await seriousViolations(page, ['[role="alertdialog"]'])).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(tenth).toBeVisible();
    await tenth.getByRole('button', { name: /^Vymazať ?: / }).click();
    await question.getByRole('button', { name: 'Vymazať' }).focus();
    await page.keyboard.press('Enter');
    await expect(notice(page)).toHaveText(new RegExp(`^Stretnutie „Fotografia, \\S+ ${skDate(TENTH).replace(/\./g, '\\.')}, 14:00 – 15:30“ je vymazané\\. Vrátiť to môžeš tlačidlom Späť alebo v Koši\\.$`));
    await expect(tenth).toHaveCount(0);

    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.reload();
    await openTab(page, 'Dates');
    const ninth = page.getByRole('listitem').filter({ hasText: `${enDate(NINTH)}, 14:00` });
    await ninth.getByRole('button', { name: /^Delete ?: Photography, \S+ / }).click();
    await expect(question).toContainText('Do you really want to delete this meeting? Keep a cancelled meeting instead');
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(notice(page)).toHaveText(new RegExp(`^Meeting “Photography, \\S+ ${enDate(NINTH)}, 14:00 – 15:30” deleted\\. You can take it back with Undo or in the Trash\\.$`));
    await expect(ninth).toHaveCount(0);

    const left: { date: string }[] = await (await page.request.get('/api/meetings?workshopId=5')).json();
    expect(left.map((meeting) => meeting.date)).not.toContain(TENTH);
    expect(left.map((meeting) => meeting.date)).not.toContain(NINTH);
    expect(left).toHaveLength(8);
  });
});
