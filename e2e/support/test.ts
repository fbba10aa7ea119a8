// The `test` of every journey: Playwright's, with pages that wait, after a navigation, until the
// page answers input — as a person waits for a page to respond. A server-rendered page
// is visible before its scripts have run; the shell marks <html data-hydrated> when the frame is
// interactive and <html data-page-ready> when the route's page is (the page protocol,
// shared-ui/page-protocol). A client-rendered page (the admin) and a page without JavaScript need no wait.
import { test as base, expect, type Page } from '@playwright/test';
import { PAGE_STATE_ELEMENT_ID, RENDERED_BY_SERVER, ROOT_MARKS } from 'shared-ui/page-protocol';

export async function waitForInteractive(page: Page): Promise<void> {
  await page.waitForFunction(
    ({ marks, stateId, server }) => {
      const html = document.documentElement.dataset;
      if (html[marks.rendered.key] !== server) return true;
      const state = JSON.parse(document.getElementById(stateId)?.textContent ?? 'null') as { page?: { moduleId: string } } | null;
      return html[marks.hydrated.key] === 'true' && (!state?.page || html[marks.pageReady.key] === state.page.moduleId);
    },
    { marks: ROOT_MARKS, stateId: PAGE_STATE_ELEMENT_ID, server: RENDERED_BY_SERVER },
    { timeout: 30_000 },
  );
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        const response = await goto(...args);
        await waitForInteractive(page);
        return response;
      };
      page.reload = async (...args: Parameters<Page['reload']>) => {
        const response = await reload(...args);
        await waitForInteractive(page);
        return response;
      };
    }
    await use(page);
  },
});

export { expect };
