// Alive from the first paint: journeys that act on a server-rendered page before its
// scripts have run. Every script of the page is held back (the boot script, which applies the
// stored theme before the first paint and keeps early presses and sends, is not) until the hold
// ends: after a time, or when the journey releases it.
import type { Page } from '@playwright/test';
import { BOOT_SCRIPT_PATH, ROOT_MARKS } from 'shared-ui/page-protocol';

export const HOLD_MS = 5000;

/** Resolves when the page's scripts may go on; `release()` lets them go at once. */
export interface ScriptHold {
  release: () => void;
}

/**
 * Holds back every script of the page but the boot script (or only those whose path `held` names)
 * until `ms` have passed or `release()` is called.
 */
export async function holdScripts(page: Page, ms = HOLD_MS, held: (pathname: string) => boolean = () => true): Promise<ScriptHold> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, ms);
  });
  await page.unrouteAll();
  await page.route(
    (url) => url.pathname.endsWith('.js') && url.pathname !== BOOT_SCRIPT_PATH && held(url.pathname),
    async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    },
  );
  return { release };
}

/** Opens a page with its scripts held back, without waiting for hydration (the fixture's goto would wait for it). */
export async function arrive(page: Page, path: string, ms = HOLD_MS, held?: (pathname: string) => boolean): Promise<ScriptHold> {
  await page.request.get(path); // rendered once, so the hold is the only wait
  const hold = await holdScripts(page, ms, held);
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
  return hold;
}

/** Until the frame is hydrated and the route's page is ready. */
export const waitForHydration = (page: Page, ms = HOLD_MS) =>
  page.waitForFunction(
    (marks) => document.documentElement.dataset[marks.hydrated.key] === 'true' && document.documentElement.hasAttribute(marks.pageReady.attribute),
    ROOT_MARKS,
    { timeout: ms + 15_000 },
  );

export const hydrated = (page: Page) => page.evaluate((marks) => document.documentElement.dataset[marks.hydrated.key] === 'true', ROOT_MARKS);
