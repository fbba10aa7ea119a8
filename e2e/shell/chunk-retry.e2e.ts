// A script chunk that fails to load on a slow phone ("Loading chunk g failed", once in ~90 slow
// loads) is requested again before the page gives up: the shell's chunks and the remote's (its
// entry and its page's chunks) alike. A failure that passes leaves a working page with the early
// tap applied and no notice; a chunk that fails every time still ends in words, never a tap waiting
// without end.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { hydrated, waitForHydration } from '../support/held-scripts';

test.use({ viewport: { width: 390, height: 844 } });

/** A phone four times slower than this machine on a slow mobile line (150 ms, 180 KB/s). */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 180 * 1024, uploadThroughput: 90 * 1024 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const SHELL_CHUNK = /^\/static\/js\/async\//;
const REMOTE_SCRIPT = /^\/remotes\/public\/.*\.js$/;

/**
 * Script requests (not the renderer's low-priority preloads, which are fetches) whose path matches:
 * `failFirst` fails each one's first request only, `failAlways` every request. Answers the counts.
 */
async function dropScripts(page: Page, matches: (path: string) => boolean, failAlways = false) {
  const attempts = new Map<string, number>();
  await page.route(
    (url) => matches(url.pathname),
    async (route) => {
      const request: Request = route.request();
      if (request.resourceType() !== 'script') return route.continue();
      const path = new URL(request.url()).pathname;
      const attempt = (attempts.get(path) ?? 0) + 1;
      attempts.set(path, attempt);
      if (failAlways || attempt === 1) return route.abort('connectionreset');
      return route.continue();
    },
  );
  return attempts;
}

test("the shell's and the remote's chunks that fail once are requested again: the page wakes and the early tap opens the panel", async ({ page }) => {
  test.setTimeout(120_000);
  await page.request.get('/o-projekte'); // rendered once, so the server's answer is at once
  await slowPhone(page);
  const attempts = await dropScripts(page, (path) => SHELL_CHUNK.test(path) || REMOTE_SCRIPT.test(path));
  await page.mainFrame().goto('/o-projekte', { waitUntil: 'commit' });
  const toolbar = page.getByRole('button', { name: 'Otvoriť panel prístupnosti (Alt+A)' });
  await toolbar.click();
  expect(await hydrated(page)).toBe(false);

  await waitForHydration(page, 60_000);
  await expect(page.getByRole('dialog', { name: 'Prístupnosť' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Stránka sa nenačítala celá' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Túto časť stránky sa nepodarilo načítať' })).toHaveCount(0);
  // Both kinds failed once and were asked for again.
  const failedOnce = [...attempts].filter(([, count]) => count >= 2).map(([path]) => path);
  expect(failedOnce.some((path) => SHELL_CHUNK.test(path)), `a shell chunk was retried: ${failedOnce.join(', ')}`).toBe(true);
  expect(failedOnce.some((path) => REMOTE_SCRIPT.test(path)), `a remote script was retried: ${failedOnce.join(', ')}`).toBe(true);
  expect([...attempts.values()].every((count) => count <= 2), 'one retry was enough for each').toBe(true);
});

test("a shell chunk that fails every time is tried three times, then the page says so; the tap's wait ends in words", async ({ page }) => {
  test.setTimeout(120_000);
  await page.request.get('/o-projekte');
  await slowPhone(page);
  const attempts = await dropScripts(page, (path) => SHELL_CHUNK.test(path), true);
  await page.mainFrame().goto('/o-projekte', { waitUntil: 'commit' });
  const toolbar = page.getByRole('button', { name: 'Otvoriť panel prístupnosti (Alt+A)' });
  await toolbar.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Stránka sa nenačítala celá' })).toBeVisible({ timeout: 30_000 });
  expect(await hydrated(page)).toBe(false);
  expect(Math.max(...attempts.values())).toBe(3);
});

test("a remote's chunk that fails every time is tried three times, then its part of the page says so and the frame works", async ({ page }) => {
  test.setTimeout(120_000);
  await page.request.get('/o-projekte');
  await slowPhone(page);
  const remoteChunk = (path: string) => /^\/remotes\/public\/static\/js\/async\//.test(path);
  const attempts = await dropScripts(page, remoteChunk, true);
  await page.mainFrame().goto('/o-projekte', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Túto časť stránky sa nepodarilo načítať' })).toBeVisible({ timeout: 60_000 });
  // Three times by the chunk loader (the runtime's own preload may have asked once before it).
  expect(Math.max(...attempts.values())).toBeGreaterThanOrEqual(3);
  // The frame is alive: the accessibility panel opens.
  await page.getByRole('button', { name: 'Otvoriť panel prístupnosti (Alt+A)' }).click();
  await expect(page.getByRole('dialog', { name: 'Prístupnosť' })).toBeVisible();
});
