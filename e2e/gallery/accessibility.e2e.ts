// Quality bar: no serious or critical axe violation in the album list, an album, the
// lightbox and the video modal, in the light, dark and high-contrast themes; English texts too.
import { seriousViolations } from '../support/axe';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { GalleryAdmin, recordedWebmClip, runTag } from './support/gallery-api';

const tag = runTag();
let albumId = 0;

// Preferences as the shell stores them (spec 3, "Browser-stored preferences").
const THEMES = {
  light: { storage: {}, bodyClass: /^(?!.*(dark-mode|high-contrast)).*$/ },
  dark: { storage: { darkMode: 'true' }, bodyClass: /dark-mode/ },
  'high-contrast': {
    storage: { 'accessibility-preferences': JSON.stringify({ fontSize: 100, highContrast: true, voiceReaderMode: false, selectedVoice: 0 }) },
    bodyClass: /high-contrast/,
  },
} as const;

test.beforeAll(async ({ request, browser }) => {
  const admin = await GalleryAdmin.logIn(request);
  const album = await admin.createAlbum(`Prístupnosť ${tag}`, 'Album na kontrolu prístupnosti');
  albumId = album.id;
  const photo = await admin.uploadPhoto('Kontrast', 140);
  const thumbnail = await admin.uploadPhoto('Video', 10);
  const clip = await admin.upload('a11y.webm', 'video/webm', await recordedWebmClip(browser));
  await admin.addPhoto(album.id, 'Kontrastná fotka', photo.path, 'Popis fotky');
  await admin.addVideo(album.id, 'Video s titulkom', clip.path, thumbnail.path, 'Popis videa');
});

// Scoped to what the gallery renders (the page, or the open dialog); the shell has its own checks.
async function expectNoSeriousViolations(page: Page, where: string, scope = '.gal-root') {
  expect(await seriousViolations(page, [scope]), where).toEqual([]);
}

for (const [theme, { storage, bodyClass }] of Object.entries(THEMES)) {
  test(`the gallery has no serious axe violation in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await page.goto('/galeria');
    await expect(page.getByRole('link', { name: `Prístupnosť ${tag}` })).toBeVisible();
    await expect(page.locator('body')).toHaveClass(bodyClass);
    await expectNoSeriousViolations(page, `${theme}: album list`);

    await page.getByRole('link', { name: `Prístupnosť ${tag}` }).click();
    await expect(page.getByAltText('Kontrastná fotka')).toBeVisible();
    await expectNoSeriousViolations(page, `${theme}: album`);

    await page.getByRole('link', { name: 'Otvoriť fotografiu Kontrastná fotka' }).click();
    await expect(page.getByRole('dialog', { name: 'Prehliadač fotografií' })).toBeVisible();
    await expectNoSeriousViolations(page, `${theme}: lightbox`, '.yarl__root');
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Prehrať video Video s titulkom' }).click();
    await expect(page.getByRole('dialog', { name: 'Video s titulkom' })).toBeVisible();
    await expectNoSeriousViolations(page, `${theme}: video`, '[role="dialog"]');
  });
}

test('the gallery speaks English when English is chosen', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto(`/galeria/${albumId}`);
  await expect(page.getByRole('link', { name: 'Back to albums' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Show' }).getByRole('link', { name: 'Videos' })).toBeVisible();
  await page.getByRole('group', { name: 'Show' }).getByRole('link', { name: 'Videos' }).click();
  await expect(page.getByRole('link', { name: 'Play video Video s titulkom' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to albums' }).click();
  await expect(page.getByRole('heading', { name: 'All albums' })).toBeVisible();
  await expect(page.getByPlaceholder('Search albums...')).toBeVisible();
});
