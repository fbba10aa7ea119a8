// The Backups tab after "back up now": the new archive is the last backup, is listed and
// downloads as the same .tar.gz; no axe violations; the same on a phone.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { logIn, openSection, openTab } from './support/admin-session';

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`"Zálohovať teraz" makes a backup the tab shows and downloads (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await logIn(page);
    await openTab(page, 'Zálohy');
    const panel = openSection(page);
    await expect(panel.getByText(/Automaticky každú noc o \d\d:\d\d/)).toBeVisible();

    const now = panel.getByRole('button', { name: 'Zálohovať teraz' });
    await now.focus();
    await page.keyboard.press('Enter');
    const done = panel.getByRole('status').filter({ hasText: /Záloha softskills-backup-.+\.tar\.gz je hotová\./ });
    await expect(done).toBeVisible();
    const name = /(softskills-backup-\S+\.tar\.gz)/.exec((await done.textContent()) ?? '')![1];
    await expect(panel.getByText(/Úspešná .*: \d+ KB, záznamy: \d+, súbory: \d+\./)).toBeVisible();
    // A backup was just made: no warning about an old one.
    await expect(panel.getByText(/staršia ako 48 hodín|Ešte nebola urobená/)).toHaveCount(0);
    expect(await seriousViolations(page, ['.adm-page__main'])).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: /^Stiahnuť zálohu z / }).first().click()]);
    expect(download.suggestedFilename()).toBe(name);
    const tar = gunzipSync(readFileSync(await download.path())).toString('latin1');
    expect(tar).toContain('manifest.json');
    expect(tar).toContain('database/albums.jsonl');
    await page.screenshot({ path: test.info().outputPath(`backups-${viewport.name}.png`), fullPage: true });
  });
}
