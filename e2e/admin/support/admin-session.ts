// Shared steps of the admin journeys: logging in through the form, opening a tab, and seeding
// public submissions through the API the way visitors send them.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../support/admin';

export async function logIn(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Používateľské meno').fill(E2E_ADMIN.username);
  await page.getByLabel('Heslo', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
}

const sectionsNavigation = (page: Page) => page.getByRole('navigation', { name: /Sekcie správy webu|Website management sections/ });

/** The navigation's link of a section (its name, and after it any count it shows), also while a phone's menu is closed. */
export const sectionLink = (page: Page, name: string | RegExp) => sectionsNavigation(page).getByRole('link', { name, includeHidden: true });

/** The open section of the panel. */
export const openSection = (page: Page) => page.locator('.adm-page__main');

/** Opens a section of the panel from its navigation (through the menu button on a narrow screen). */
export async function openTab(page: Page, name: string | RegExp): Promise<void> {
  await expect(sectionsNavigation(page)).toBeVisible();
  const menu = sectionsNavigation(page).getByRole('button', { name: /^(Sekcia|Section):/ });
  if (await menu.isVisible()) await menu.click();
  const link = sectionLink(page, name);
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
}

/** Picks an option of a shared-ui SelectField (Radix Select) by the field label. */
export async function choose(page: Page, label: string | RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function sendContactMessage(request: APIRequestContext, name: string, message: string): Promise<void> {
  const response = await request.post('/api/contact', {
    data: { name, email: 'navstevnik@example.sk', phone: null, subject: 'Spolupráca', message, resolved: false },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

export async function sendPublicFeedback(request: APIRequestContext, name: string, comment: string): Promise<void> {
  const response = await request.post('/api/feedback', {
    data: { name, email: null, workshop: 'Fotografia', rating: 5, comment, approved: false },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** A unique suffix per run, so journeys never depend on each other's data. */
export const runId = () => Date.now().toString(36).slice(-5);

/** Creates an album through the API with the token of the logged-in page (faster than the dialog). */
export async function createAlbum(page: Page, name: string): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const response = await page.request.post('/api/albums', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, description: null, coverImage: null },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  // The panel loaded its lists before the album existed.
  await page.reload();
}

/** A workshop with three dates (a long note, the second cancelled), through the API. */
export async function addMeetingsWithACancellation(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const firstDate = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const note = 'Prineste si notebook a nabíjačku; stretneme sa v učebni informatiky na druhom poschodí, vchod od parkoviska.';
  const series = await request.post('/api/meetings/series', { headers, data: { workshopId: 6, firstDate, startTime: '14:00', endTime: '15:30', count: 3, intervalWeeks: 1, note, noteEn: null } });
  expect(series.ok(), await series.text()).toBeTruthy();
  const [, second] = await series.json();
  expect((await request.patch(`/api/meetings/${second.id}`, { headers, data: { state: 'cancelled' } })).ok()).toBeTruthy();
}
