// Admin session journeys: login (wrong and right password), logout, and a refused token that
// sends the user back to the login without silently losing typed input.
import { expect, test } from '../support/test';
import { E2E_ADMIN } from '../support/admin';
import { choose, logIn, openTab, sectionLink } from './support/admin-session';

test.describe('admin session', () => {
  test('a wrong password shows the closable error; the right one opens the panel on the albums tab', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin prihlásenie' })).toBeVisible();
    await page.getByLabel('Používateľské meno').fill(E2E_ADMIN.username);
    const password = page.getByLabel('Heslo', { exact: true });
    await password.fill('not-the-password');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Zobraziť heslo' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    // One wrong attempt only: the login allows 5 failures a minute.
    await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'Nesprávne prihlasovacie údaje' });
    await expect(error).toBeVisible();
    await error.getByRole('button', { name: 'Zavrieť' }).click();
    await expect(error).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

    await password.fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();
    await expect(sectionLink(page, 'Albumy')).toHaveAttribute('aria-current', 'page');
    for (const label of ['Galéria', 'Materiály', 'Interaktívne nástroje', 'Hodnotenia', /^Kontaktné správy/]) {
      await expect(sectionLink(page, label)).toBeVisible();
    }
  });

  test('the panel without a token goes to the login page', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('logout deletes the token and goes to the login page', async ({ page }) => {
    await logIn(page);
    await page.getByRole('button', { name: 'Odhlásiť sa' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('Odhlásenie prebehlo úspešne.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('an expired token sends the user back to login with a short message', async ({ page }) => {
    await page.goto('/admin/login');
    // Signed with another secret: the API refuses it like an expired one.
    await page.evaluate(() => localStorage.setItem('adminToken', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjEsImV4cCI6MX0.c2lnbmF0dXJl'));
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('Prihlásenie vypršalo alebo bolo odmietnuté. Prihlás sa znova.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  test('typed input is not lost when the login expires: a warning lets the user stay and copy it', async ({ page }) => {
    await logIn(page);
    await openTab(page, 'Hodnotenia');
    await page.getByLabel('Meno účastníka').fill('Zuzana');
    await choose(page, /^Workshop/, 'Marketing');
    await choose(page, /^Celkové hodnotenie/, '5 z 5 – výborné');
    await page.getByLabel('Text hodnotenia').fill('Rozpísaný text, ktorý sa nesmie stratiť.');
    await page.evaluate(() => localStorage.setItem('adminToken', 'expired.token.value'));
    await page.getByRole('button', { name: 'Pridať hodnotenie' }).click();

    const warning = page.getByRole('alertdialog', { name: 'Prihlásenie vypršalo' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Zostať a skopírovať údaje' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=feedback$/);
    await expect(page.getByLabel('Text hodnotenia')).toHaveValue('Rozpísaný text, ktorý sa nesmie stratiť.');
    await page.getByRole('button', { name: 'Prihlásiť sa znova' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
