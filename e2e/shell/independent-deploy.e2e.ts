// Independent deployment: a new build of one remote, with a changed text, is served
// in place of the old one; after a reload the site shows the new text, and not one file of the
// shell changed. The "new build" is a copy of mfe-public/dist with one translation edited in its
// built chunk (and the content hashes renewed, as a rebuild does), so the journey never rebuilds
// (or races) the packages other suites use.
import { expect, test } from '../support/test';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { rebuildWithChangedText } from './support/rebuild';
import { defaultMounts, ROOT, startSiteServer, type SiteServer } from './support/site-server';

const port = Number(process.env.SHELL_DEPLOY_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 23);
const workDir = join(ROOT, '.tmp', `shell-deploy-${port}`);
const remoteCopy = join(workDir, 'mfe-public');
const mounts = defaultMounts({ '/remotes/public': remoteCopy });

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function digestOf(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

let server: SiteServer | undefined;

test.beforeAll(() => {
  rmSync(workDir, { recursive: true, force: true });
  cpSync(join(ROOT, 'mfe-public', 'dist'), remoteCopy, { recursive: true });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

test('a redeployed remote shows its new text after a reload, with the shell untouched', async ({ page }) => {
  test.setTimeout(120_000);
  const shellDigest = digestOf(join(ROOT, 'shell', 'dist'));
  server = await startSiteServer(port, mounts, join(workDir, 'data'));
  await page.goto(`${server.url}/`);
  const headings = page.getByRole('main').locator('h2');
  await expect(headings.first()).toBeVisible({ timeout: 20_000 });
  const shellIndexBefore = await (await page.request.get(`${server.url}/`)).text();

  // A heading of the home page whose text lives in exactly one built file of the remote.
  // The browser build only: this site has no renderer, so the server build (server/) is not used.
  const jsFiles = filesUnder(remoteCopy).filter((file) => file.endsWith('.js') && !file.startsWith(join(remoteCopy, 'server')));
  // A label of the remote's own: the page texts the administrator edits come from the API, not the build.
  const original = 'Hodnotenia účastníkov';
  await expect(headings.filter({ hasText: original })).toHaveCount(1);
  const holders = jsFiles.filter((file) => readFileSync(file, 'utf8').includes(original));
  expect(holders.length, 'the heading is defined in the remote').toBeGreaterThan(0);
  const changed = `${original} – nová verzia`;

  // Deploy the "new build": stop, swap the remote's files, start again on the same origin.
  await server.stop();
  // Every file that holds it changes, as a rebuild does.
  for (const chunk of filesUnder(remoteCopy).filter((file) => file.endsWith('.js') && !file.startsWith(join(remoteCopy, 'server')) && readFileSync(file, 'utf8').includes(original))) {
    rebuildWithChangedText(remoteCopy, chunk, original, changed);
  }
  server = await startSiteServer(port, mounts, join(workDir, 'data'));
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { name: changed })).toBeVisible({ timeout: 20_000 });

  // The shell was neither rebuilt nor served differently.
  expect(digestOf(join(ROOT, 'shell', 'dist'))).toBe(shellDigest);
  expect(await (await page.request.get(`${server.url}/`)).text()).toBe(shellIndexBefore);
});
