// The privacy information is a server-rendered page in both languages, reachable from the
// footer and from beside the send button of every form that collects personal data.
import { expect, test } from '../support/test';

const PRIVACY = '/ochrana-osobnych-udajov';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page tells, in Slovak and in English, what is kept, why, how long and who is responsible', async ({ page }) => {
    await page.goto(PRIVACY);
    await expect(page.getByRole('heading', { level: 1, name: 'Ochrana osobných údajov' })).toBeVisible();
    for (const purpose of ['Kontaktný formulár', 'Hodnotenie workshopu', 'Novinky e-mailom', 'Fotografie v galérii']) {
      await expect(page.getByRole('heading', { level: 2, name: purpose })).toBeVisible();
    }
    // The retention defaults the API's sweep applies.
    await expect(page.getByText('Vybavenú správu vymažeme 12 mesiacov po jej vybavení, nevybavenú najneskôr 24 mesiacov po doručení.')).toBeVisible();
    await expect(page.getByText('Neschválené hodnotenie vymažeme 90 dní po odoslaní. Pri schválenom vymažeme e-mail 30 dní po schválení', { exact: false })).toBeVisible();
    await expect(page.getByText('Nepotvrdenú adresu vymažeme 7 dní po prihlásení', { exact: false })).toBeVisible();
    await expect(page.getByText('nepoužíva žiadne sledovacie ani reklamné cookies', { exact: false })).toBeVisible();
    await expect(page.getByText('Tieto údaje ešte musí potvrdiť škola.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'osobneudaje@gymnazium-example.sk' }).first()).toHaveAttribute('href', 'mailto:osobneudaje@gymnazium-example.sk');

    await page.goto(`${PRIVACY}?lang=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your rights and how to use them' })).toBeVisible();
    await expect(page.getByText('A resolved message is erased 12 months after it was resolved', { exact: false })).toBeVisible();
    await expect(page.getByText('The school still has to confirm these details.')).toBeVisible();
    await expect(page).toHaveTitle(/Privacy/);
  });

  test('the footer and each form lead to the page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ochrana osobných údajov' }).click();
    await expect(page).toHaveURL(new RegExp(`${PRIVACY}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ochrana osobných údajov' })).toBeVisible();

    for (const [path, send] of [['/kontakt', 'Odoslať správu'], ['/hodnotenie', 'Odoslať hodnotenie']] as const) {
      await page.goto(path);
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: send }) });
      const link = form.getByRole('link', { name: 'Ochrana osobných údajov' });
      await expect(link).toHaveAttribute('href', PRIVACY);
      // Beside the send button: in the same row of the form's actions.
      await expect(form.locator('[class$="__actions"]').getByRole('link', { name: 'Ochrana osobných údajov' })).toBeVisible();
    }
  });
});

test('in English the form note and the footer name the page in English, and the link keeps the language', async ({ page }) => {
  await page.goto('/kontakt?lang=en');
  const link = page.getByRole('main').getByRole('link', { name: 'Privacy' });
  await expect(link).toBeVisible();
  await expect(page.getByRole('main').getByText('How we handle your data:')).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toBeVisible();
});
