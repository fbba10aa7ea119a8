// The panel follows the site language: the same journey start in English.
import { expect, test } from '../support/test';
import { E2E_ADMIN } from '../support/admin';
import { openTab, sectionLink } from './support/admin-session';

test('the login and the panel speak English when English is chosen', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  for (const label of ['Albums', 'Gallery', 'Materials', 'Interactive tools', 'Feedback', /^Contact messages/]) {
    await expect(sectionLink(page, label)).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Album management' })).toBeVisible();
  await openTab(page, 'Gallery');
  await expect(page.getByRole('heading', { name: 'Upload a new photo/video' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeVisible();
});
