// The pages' words as content: a new site says exactly what the pages said when their texts were
// compiled in (captured before the texts moved into the database, fixtures/), in both languages.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { publicPageTexts } from '../support/page-text';
import { expect, test } from '../support/test';
import { defaultMounts, ROOT, startSiteServer, type SiteServer } from '../shell/support/site-server';

const port = Number(process.env.E2E_PORT ?? 8181) + 30;
const workDir = join(ROOT, '.tmp', `page-texts-fresh-${port}`);
let fresh: SiteServer;

test.describe('a new site', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    rmSync(workDir, { recursive: true, force: true });
    fresh = await startSiteServer(port, defaultMounts(), join(workDir, 'data'), { renderer: true });
  });
  test.afterAll(async () => {
    await fresh?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  test('says word for word what every public page said before its texts moved into the database, in both languages', async () => {
    // The privacy page's words are compiled, not page texts: its entry follows the sections added to it since (logs and backups, the activity log, reach).
    const before = JSON.parse(readFileSync(join(__dirname, 'fixtures', 'page-texts-before-content.json'), 'utf8')) as Record<string, string>;
    const request = await playwrightRequest.newContext({ baseURL: fresh.url });
    try {
      const now = await publicPageTexts(request);
      for (const [address, text] of Object.entries(before)) expect.soft(now[address], address).toBe(text);
    } finally {
      await request.dispose();
    }
  });
});
