// Journey: interactive tools filter by workshop and type; an embeddable tool opens in a
// dialog with a sandboxed iframe, and Esc closes it and returns focus.
import { expect, test } from '../support/test';
import { PublicAdminApi, runTag } from './support/public-api';

test('a tool opens in its embed dialog and Esc closes it', async ({ page, request }) => {
  const tag = runTag();
  const admin = await PublicAdminApi.logIn(request);
  const embedded = `Anketa ${tag}`;
  await admin.createTool({ title: embedded, description: 'Hlasovanie o téme ďalšieho stretnutia.', type: 'mentimeter', workshop: 'Marketing', url: 'https://www.menti.com/', embedUrl: 'https://www.menti.com/embed/example' });
  await admin.createTool({ title: `Kvíz ${tag}`, description: 'Kvíz o farbách.', type: 'kahoot', workshop: 'Grafický dizajn', url: 'https://kahoot.it/', embedUrl: null });
  // Nothing may leave this machine: the embedded page is answered locally.
  await page.route('https://www.menti.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Anketa</title><p>Hlasovanie</p>' }));

  await page.goto('/interaktivne-nastroje');
  await expect(page.getByRole('heading', { name: embedded })).toBeVisible();

  await page.getByRole('combobox', { name: 'Typ nástroja' }).selectOption({ label: 'Kahoot! – kvíz' });
  await expect(page.getByRole('heading', { name: embedded })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Kvíz ${tag}` })).toBeVisible();
  const newTab = page.getByRole('link', { name: `Otvoriť nástroj Kvíz ${tag} (otvorí sa v novom okne)` });
  await expect(newTab).toHaveAttribute('target', '_blank');
  await expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');

  await page.getByRole('combobox', { name: 'Typ nástroja' }).selectOption({ label: 'Všetky typy' });
  await page.getByRole('combobox', { name: 'Workshop' }).selectOption({ label: 'Marketing' });
  await expect(page.getByRole('heading', { name: `Kvíz ${tag}` })).toHaveCount(0);

  const opener = page.getByRole('button', { name: `Zobraziť tu: nástroj ${embedded} priamo na stránke` });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: embedded });
  await expect(dialog).toBeVisible();
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('title', `Vložený nástroj: ${embedded}`);
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
