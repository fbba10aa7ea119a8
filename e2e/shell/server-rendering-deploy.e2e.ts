// The remotes stay independent on the server too: a remote redeployed alone changes
// the server-rendered HTML within seconds, with nothing rebuilt or restarted; a remote whose
// server build is gone costs only its own routes, which the browser then renders, while the other
// routes stay server-rendered. A site of its own (API + renderer) serves a copy of mfe-public.
import { expect, test } from '../support/test';
import { cpSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { rebuildWithChangedText } from './support/rebuild';
import { defaultMounts, ROOT, startSiteServer, type SiteServer } from './support/site-server';

const port = Number(process.env.SHELL_SSR_DEPLOY_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 25);
const workDir = join(ROOT, '.tmp', `shell-ssr-deploy-${port}`);
const remoteCopy = join(workDir, 'mfe-public');
let server: SiteServer;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));

async function html(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { text: await response.text(), render: response.headers.get('x-page-render'), status: response.status };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(workDir, { recursive: true, force: true });
  cpSync(join(ROOT, 'mfe-public', 'dist'), remoteCopy, { recursive: true });
  server = await startSiteServer(port, defaultMounts({ '/remotes/public': remoteCopy }), join(workDir, 'data'), { renderer: true });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

test.describe.configure({ mode: 'serial' });

test('a remote redeployed alone changes the server-rendered HTML within seconds, nothing restarted', async ({ page }) => {
  test.setTimeout(120_000);
  // A label of the remote's own: the page texts the administrator edits come from the API, not the build.
  const original = 'Hodnotenia účastníkov';
  const before = await html('/');
  expect(before.render).toBe('rendered');
  expect(before.text).toContain(original);
  const changed = `Hodnotenia účastníkov – nová verzia ${Date.now().toString(36)}`;
  // Both builds of the remote change (the browser's and the server's), as a rebuild does.
  for (const chunk of filesUnder(remoteCopy).filter((file) => readFileSync(file, 'utf8').includes(original))) {
    rebuildWithChangedText(remoteCopy, chunk, original, changed);
  }
  const pids = { ...server.pids };
  await expect.poll(async () => (await html('/')).text, { timeout: 15_000, intervals: [500] }).toContain(changed);
  expect(server.pids).toEqual(pids);
  // The browser hydrates the new HTML with the new code: the text stays.
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { name: changed })).toBeVisible({ timeout: 20_000 });
});

test("a remote whose server build is gone costs only its routes: the browser renders them, the others stay server-rendered", async ({ page }) => {
  test.setTimeout(120_000);
  const serverBuild = join(remoteCopy, 'server');
  const hidden = join(workDir, 'server-away');
  renameSync(serverBuild, hidden);
  try {
    await expect.poll(async () => (await html('/kontakt')).render, { timeout: 15_000, intervals: [500] }).toBe('partial');
    const contact = await html('/kontakt');
    expect(contact.status).toBe(200);
    // The frame is still server-rendered; the page itself is left to the browser.
    expect(contact.text).toContain('Preskočiť na hlavný obsah');
    expect(contact.text).not.toContain('Často kladené otázky');
    expect((await html('/galeria')).render).toBe('rendered');
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(`${server.url}/kontakt`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible({ timeout: 20_000 });
    expect(problems).toEqual([]);
  } finally {
    renameSync(hidden, serverBuild);
  }
  await expect.poll(async () => (await html('/kontakt')).render, { timeout: 15_000, intervals: [500] }).toMatch(/rendered|cache/);
});

test('the site still answers every page when the renderer is down: the browser renders them', async ({ page }) => {
  process.kill(server.pids.renderer as number, 'SIGSTOP');
  try {
    const start = Date.now();
    const response = await fetch(`${server.url}/workshopy`);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('server-page-state');
    expect(Date.now() - start).toBeLessThan(15_000);
  } finally {
    process.kill(server.pids.renderer as number, 'SIGCONT');
  }
  await page.goto(`${server.url}/workshopy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Workshopy' })).toBeVisible({ timeout: 20_000 });
});
