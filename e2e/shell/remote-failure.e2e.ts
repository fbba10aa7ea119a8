// Failure isolation: a remote that cannot be reached shows a translated message with a
// retry in the main region, while the frame and the other remotes keep working.
import { expect, test } from '../support/test';
import { openPage, resetPreferences } from './support/frame';

test.beforeEach(async ({ page }) => resetPreferences(page));

test('an unreachable gallery leaves the rest working, and the retry recovers it', async ({ page }) => {
  let galleryBlocked = true;
  await page.route('**/remotes/gallery/**', (route) => (galleryBlocked ? route.abort('connectionrefused') : route.continue()));

  await page.goto('/galeria');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Túto časť stránky sa nepodarilo načítať' })).toBeVisible({ timeout: 20_000 });
  const retry = main.getByRole('button', { name: 'Skúsiť znova' });
  await expect(retry).toBeVisible();
  // The page arrived server-rendered: its content stays readable below the message.
  await expect(main.getByRole('heading', { level: 1, name: 'Fotogaléria' })).toBeVisible();
  await expect(main.getByText('Jej obsah si môžeš prečítať nižšie', { exact: false })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.keyboard.press('Alt+A');
  await expect(page.getByRole('dialog', { name: 'Prístupnosť' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Another remote still loads.
  await page.getByRole('banner').getByRole('link', { name: 'O projekte' }).click();
  await expect(main.locator('h1')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Skúsiť znova' })).toHaveCount(0);

  // Back at the gallery: still down, with the server's copy of this address again; then the remote
  // comes back and the retry really reloads it.
  await page.getByRole('banner').getByRole('link', { name: 'Galéria' }).click();
  await expect(retry).toBeVisible();
  await expect(main.getByText('Jej obsah si môžeš prečítať nižšie', { exact: false })).toBeVisible();
  galleryBlocked = false;
  await retry.click();
  await expect(retry).toHaveCount(0, { timeout: 20_000 });
  await expect(main.getByRole('heading', { level: 1, name: 'Fotogaléria' })).toBeVisible();
  await expect(main.getByText('Jej obsah si môžeš prečítať nižšie', { exact: false })).toHaveCount(0);
});

test('on a client-rendered page (renderer down) without a readable /remotes.json, the frame still renders and the page offers a retry', async ({ page }) => {
  // What the gateway answers while the renderer is down: the shell's static index.html.
  await page.route('**/kontakt', async (route) => route.fulfill({ response: await page.request.get('/index.html') }));
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html>' }));
  await page.goto('/kontakt');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Skúsiť znova' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the remote pages load once per route: the admin remote is never fetched outside /admin', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    const match = /\/remotes\/(\w+)\//.exec(new URL(request.url()).pathname);
    if (match) remoteRequests.push(match[1]);
  });
  await openPage(page, '/');
  for (const name of ['O projekte', 'Galéria', 'Kontakt']) {
    await page.getByRole('banner').getByRole('link', { name }).click();
    await expect(page.getByRole('main').locator('h1')).toBeVisible({ timeout: 20_000 });
  }
  // The frame's panels load on first use; loading them must not pull in the other remotes.
  await page.keyboard.press('Alt+A');
  await expect(page.getByRole('dialog', { name: 'Prístupnosť' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: /prepnúť jazyk na English/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(remoteRequests).toContain('public');
  expect(remoteRequests).toContain('gallery');
  expect(remoteRequests).not.toContain('admin');
});
