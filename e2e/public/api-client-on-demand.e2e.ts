// A server-rendered public page downloads only the scripts it needs to become
// interactive. The API client (the generated calls and openapi-fetch) is needed only when a form
// is sent or a page reads its data in the browser, so it loads then; a send whose client cannot
// load ends as any failed send, and the next one loads it.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { PublicAdminApi, runTag } from './support/public-api';

/** A path only the API client names (the administrator's export of subscribers): a script holding it holds the client. */
const API_CLIENT_MARK = '/api/newsletter/subscribers/export';

/** The scripts the page asks for from now on (by any means: script, preload, fetch), each once. */
function recordScripts(page: Page): { paths: string[]; stop: () => void } {
  const paths: string[] = [];
  const listener = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js') && !paths.includes(pathname)) paths.push(pathname);
  };
  page.on('request', listener);
  return { paths, stop: () => page.off('request', listener) };
}

/** Which of these scripts hold the API client, as the server serves them. */
async function clientScripts(page: Page, paths: readonly string[]): Promise<string[]> {
  const holders: string[] = [];
  for (const path of paths) if ((await (await page.request.get(path)).text()).includes(API_CLIENT_MARK)) holders.push(path);
  return holders;
}

test('Home, Contact and Materials become interactive without downloading the API client', async ({ page }) => {
  for (const path of ['/', '/kontakt', '/materialy']) {
    const scripts = recordScripts(page);
    // The wrapped goto waits until the frame and the page answer input (data-hydrated, data-page-ready).
    await page.goto(path);
    scripts.stop();
    // The recorder saw what made the page work: the shell's entry and the remote's page module.
    expect(scripts.paths.some((script) => /^\/static\/js\/index\.[0-9a-f]+\.js$/.test(script)), `${path}: the shell's entry`).toBe(true);
    expect(scripts.paths.some((script) => /^\/remotes\/public\/static\/js\/async\/__federation_expose_\w+\.[0-9a-f]+\.js$/.test(script)), `${path}: the page's module`).toBe(true);
    expect(await clientScripts(page, scripts.paths), `${path}: scripts holding the API client, asked for before the page was interactive`).toEqual([]);
  }
});

test('the contact form loads the API client when it is sent; without it the send fails as any send, and the next one succeeds', async ({ page, request }) => {
  const tag = runTag();
  const message = `Správa, ktorá najprv nemala klienta API ${tag}.`;
  await page.goto('/kontakt');
  await page.getByLabel(/^Meno/).fill('Neskorá Odosielateľka');
  await page.getByLabel(/^Email/).fill(`neskoro.${tag}@example.sk`);
  await page.getByRole('combobox', { name: /Predmet správy/ }).selectOption('Iné');
  await page.getByLabel(/^Správa/).fill(message);

  // The line drops for the client's scripts only: the first send cannot load it.
  let offline = true;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      const response = await route.fetch();
      if (offline && (await response.text()).includes(API_CLIENT_MARK)) return route.abort('internetdisconnected');
      return route.fulfill({ response });
    },
  );
  const scripts = recordScripts(page);
  const send = page.getByRole('button', { name: 'Odoslať správu' });
  await send.click();
  await expect(page.getByText('Nastala chyba pri odosielaní správy.')).toBeVisible();
  await expect(send).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByLabel(/^Správa/)).toHaveValue(message);

  offline = false;
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'Správa bola úspešne odoslaná!' })).toBeVisible();
  await expect(page.getByLabel(/^Správa/)).toHaveValue('');
  scripts.stop();
  expect(await clientScripts(page, scripts.paths), 'the scripts asked for by the sends').not.toEqual([]);

  const admin = await PublicAdminApi.logIn(request);
  expect((await admin.contactMessages()).filter((item) => item.message === message)).toHaveLength(1);
});
