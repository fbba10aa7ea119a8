// Shared helpers of the whole-system journeys (playwright.system.config.ts). They talk to the
// site only through the nginx gateway, like a visitor or an operator's browser would.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test as base } from '../../support/test';
import { topologyState } from './topology';

/** True when this machine runs the topology (the operator journeys can restart and redeploy). */
export const isLocalTopology = !process.env.E2E_BASE_URL;

/**
 * The deployment's uploads folder when this machine can write into it: the local topology's, or
 * E2E_UPLOADS_DIR for another deployment (the compose test passes the uploads volume's folder).
 */
export function writableUploadsDir(): string | undefined {
  return isLocalTopology ? topologyState().uploadsDir : process.env.E2E_UPLOADS_DIR;
}

/** The administrator: the one the local topology created, or E2E_ADMIN_* for a remote site. */
export function adminCredentials() {
  if (!isLocalTopology) {
    return { username: process.env.E2E_ADMIN_USERNAME ?? 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? '' };
  }
  return topologyState().admin;
}

/**
 * The journeys live under e2e/ like every other, so the `npm start` suite (playwright.config.ts)
 * would find them too: they only run under playwright.system.config.ts, which sets SYSTEM_E2E.
 * Every page fails its test on a Content-Security-Policy violation, the first thing a too-strict
 * or too-loose gateway policy shows.
 */
export const test = base.extend<{ systemOnly: void }>({
  systemOnly: [
    async ({}, use, testInfo) => {
      testInfo.skip(!process.env.SYSTEM_E2E, 'whole-system journey: run with playwright.system.config.ts');
      await use();
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
    });
    await use(page);
    expect(violations, 'Content-Security-Policy violations in the browser console').toEqual([]);
  },
});
export { expect };

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', { data: adminCredentials() });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** POST /api/upload through the gateway; answers the API's {path, converted}. */
export async function upload(request: APIRequestContext, token: string, name: string, mimeType: string, buffer: Buffer) {
  const response = await request.post('/api/upload', {
    headers: bearer(token),
    multipart: { file: { name, mimeType, buffer } },
  });
  expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as { path: string; converted: boolean };
}

/** Any answer of the API listed as JSON, created with an admin token. */
export async function create<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const response = await request.post(`/api${path}`, { headers: bearer(token), data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** Waits until the shell rendered a page: the main landmark holds a level-1 heading. */
export async function expectPageHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** A form field's accessible name: its label, with the ` (povinné)` marker of required fields. */
export const fieldLabel = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(povinné\\))?$`);

/** The Slovak one of a field the admin asks for in both languages: `Názov (slovensky)`. */
export const slovakFieldLabel = (label: string) => fieldLabel(`${label} (slovensky)`);

/** Chooses files through the file dialog the button labelled `label` opens, as a person does. */
export async function chooseFiles(page: Page, scope: Page | Locator, label: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), scope.getByRole('button', { name: fieldLabel(label) }).click()]);
  await chooser.setFiles(files);
}

/**
 * Picks `option` in the field labelled `label` inside `scope` (default: the page), whether it is a
 * native select or a Radix one (whose options open in a portal on the page).
 */
export async function chooseOption(page: Page, label: string | RegExp, option: string | RegExp, scope: Page | Locator = page) {
  // A native <select> and a Radix select trigger are both comboboxes named by their label.
  const field = scope.getByRole('combobox', { name: typeof label === 'string' ? fieldLabel(label) : label }).first();
  const tag = await field.evaluate((element) => element.tagName.toLowerCase());
  if (tag === 'select') {
    const options = await field.locator('option').allTextContents();
    const match = options.find((text) => (typeof option === 'string' ? text.includes(option) : option.test(text)));
    await field.selectOption({ label: match ?? String(option) });
    return;
  }
  await field.click();
  await page.getByRole('option', { name: option }).first().click();
}
