// Journey: the administrator adds a workshop's series and, from the same form,
// announces its dates to the newsletter subscribers: the Newsletter tab opens the bilingual draft
// with its preview, ready for the usual test and send.
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { E2E_ADMIN } from '../support/admin';
import { choose, logIn, openSection, openTab, sectionLink } from './support/admin-session';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Far enough ahead to stay clear of the dates other journeys show first. */
const FIRST = new Date(Date.now() + 300 * DAY_MS).toISOString().slice(0, 10);
const THIRD = new Date(Date.parse(FIRST) + 28 * DAY_MS).toISOString().slice(0, 10);
const skDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day}. ${month}. ${year}`;
};
/** How English pages write a date: "3 December 2026". */
const enDate = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

test('a series just added is announced in one click: the newsletter tab shows the bilingual draft with its dates in the preview', async ({ page, request }) => {
  test.setTimeout(90_000);
  await logIn(page);
  await openTab(page, 'Termíny');
  await choose(page, /^Workshop/, 'Facilitácia');
  await page.getByLabel(/^Dátum prvého stretnutia/).fill(FIRST);
  await page.getByRole('textbox', { name: /^Poznámka \(slovensky, nepovinné\)/ }).fill('Učebňa 12, vchod z dvora');
  await page.getByRole('textbox', { name: /^Poznámka \(anglicky, nepovinné\)/ }).fill('Room 12, entrance from the yard');
  await page.getByRole('button', { name: 'Pridať sériu stretnutí' }).click();
  await expect(page.getByText('Pridaných 10 stretnutí.')).toBeVisible();

  const announce = page.getByRole('button', { name: 'Oznámiť termíny odberateľom', exact: true });
  await expect(page.getByRole('button', { name: 'Oznámiť termíny odberateľom – Facilitácia' })).toBeVisible();
  // (axe waits forever on the preview's sandboxed frame, so the tab with the new buttons is checked here.)
  expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);
  await announce.focus();
  await page.keyboard.press('Enter');

  await expect(sectionLink(page, /^Newsletter/)).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/[?&]tab=newsletter&mailing=\d+/);
  const panel = openSection(page);
  await expect(panel.getByText('Koncept „Nové termíny workshopov: Facilitácia“ s novými termínmi je pripravený', { exact: false })).toBeVisible();
  const draft = panel.getByRole('listitem').filter({ hasText: 'Nové termíny workshopov: Facilitácia' }).first();
  await expect(draft).toBeFocused();
  await expect(draft.getByText('Koncept', { exact: true })).toBeVisible();
  const slovak = draft.frameLocator('iframe[title="Náhľad e-mailu (Slovensky)"]');
  await expect(slovak.getByText(`${skDate(FIRST)}, 14:00 – 15:30`, { exact: false })).toBeVisible();
  await expect(slovak.getByText(`${skDate(THIRD)}, 14:00 – 15:30`, { exact: false })).toBeVisible();
  await expect(slovak.getByText('Učebňa 12, vchod z dvora', { exact: false }).first()).toBeVisible();
  await expect(slovak.getByText(/\/workshopy$/)).toBeVisible();

  await draft.getByRole('button', { name: /^Náhľad EN/ }).press('Enter');
  const english = draft.frameLocator('iframe[title="Náhľad e-mailu (Anglicky)"]');
  await expect(english.getByText(`${enDate(FIRST)}, 14:00 – 15:30`, { exact: false })).toBeVisible();
  await expect(english.getByText('Room 12, entrance from the yard', { exact: false }).first()).toBeVisible();
  await expect(draft.getByText('New workshop dates: Facilitation')).toBeVisible();
  // The draft goes on like any other: the send button asks before it sends.
  await expect(draft.getByRole('button', { name: /^Odoslať/ })).toBeVisible();

  // Leave the schedule and the mailings as the other journeys expect them.
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const mailingId = new URL(page.url()).searchParams.get('mailing');
  expect((await request.delete(`/api/newsletter/mailings/${mailingId}`, { headers })).ok()).toBeTruthy();
  const meetings: { id: number; workshopId: number; date: string }[] = await (await request.get('/api/meetings?workshopId=4')).json();
  for (const { id } of meetings.filter((meeting) => meeting.date >= FIRST)) expect((await request.delete(`/api/meetings/${id}`, { headers })).ok()).toBeTruthy();
});
