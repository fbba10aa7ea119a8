// Content journeys: a material and a tool added in the panel appear on the public pages, an
// approved feedback appears on Home, and contact messages are resolved both ways with the badge.
import { expect, test } from '../support/test';
import { choose, logIn, openSection, openTab, runId, sectionLink, sendContactMessage, sendPublicFeedback } from './support/admin-session';
import { tinyPdf } from './support/media';

const run = runId();

test.describe('admin content', () => {
  test.beforeEach(async ({ page }) => logIn(page));

  test('a material uploaded in the panel is listed on the materials page, then deleted', async ({ page }) => {
    const title = `Príručka argumentácie ${run}`;
    await openTab(page, 'Materiály');
    const panel = openSection(page);
    await panel.getByRole('button', { name: 'Nahrať materiál' }).click();
    await expect(page.getByText('Prosím vyber súbor')).toBeVisible();
    await panel.getByLabel(/^Názov \(slovensky\)/).fill(title);
    await choose(page, /^Kategória/, 'Argumentácia');
    await choose(page, /^Typ/, 'PDF príručka');
    await panel.getByLabel(/^Popis \(slovensky\)/).fill('Ako stavať presvedčivý argument');
    await panel.getByLabel(/^Súbor/).setInputFiles({ name: 'prirucka.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Prirucka') });
    await panel.getByRole('button', { name: 'Nahrať materiál' }).click();
    await expect(page.getByText('Materiál úspešne nahraný!')).toBeVisible();
    await expect(panel.getByLabel(/^Názov \(slovensky\)/)).toHaveValue('');
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('Argumentácia');

    await page.goto('/materialy');
    await expect(page.getByText(title)).toBeVisible();

    await page.goto('/admin?tab=materials');
    await row.getByRole('button', { name: /^Vymazať/ }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Naozaj chceš vymazať tento materiál?');
    await confirm.getByRole('button', { name: 'Vymazať' }).click();
    await expect(row).toBeHidden();
  });

  test('an interactive tool added in the panel is on the tools page, its link opens a new tab', async ({ page }) => {
    const title = `Kvíz o farbách ${run}`;
    await openTab(page, 'Interaktívne nástroje');
    const panel = openSection(page);
    await panel.getByLabel(/^Názov aktivity \(slovensky\)/).fill(title);
    await choose(page, /^Typ nástroja/, 'Kahoot! (kvíz)');
    await choose(page, /^Workshop/, 'Grafický dizajn');
    await panel.getByLabel(/^Popis \(slovensky\)/).fill('Opakovanie teórie farieb');
    await panel.getByLabel(/^URL adresa/).fill('kahoot.it');
    await panel.getByRole('button', { name: 'Pridať nástroj' }).click();
    await expect(page.getByText('Zadaj platnú adresu začínajúcu na https://')).toBeVisible();
    await panel.getByLabel(/^URL adresa/).fill('https://kahoot.it/');
    await panel.getByRole('button', { name: 'Pridať nástroj' }).click();
    await expect(page.getByText('Nástroj úspešne pridaný!')).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: title });
    const link = row.getByRole('link', { name: new RegExp(`Otvoriť ${title}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', 'https://kahoot.it/');

    await page.goto('/interaktivne-nastroje');
    await expect(page.getByText(title).first()).toBeVisible();
  });

  test('an approved feedback appears on Home, a withdrawn one disappears', async ({ page, request }) => {
    const comment = `Najlepší workshop fotografie ${run}`;
    await sendPublicFeedback(request, 'Katka', comment);
    await page.reload();
    await openTab(page, 'Hodnotenia');
    await page.getByRole('radio', { name: /^Čakajúce na schválenie/ }).click();
    const item = page.getByRole('listitem').filter({ hasText: comment });
    await expect(item).toContainText('Čaká na schválenie');
    // Waiting items are counted in the list and on the tab itself.
    await expect(openSection(page).getByText(/^\d+ čak(á|ajú) na schválenie$/)).toBeVisible();
    // The number is drawn for the eye and named for the ear (a name that counts hidden text holds both).
    await expect(sectionLink(page, /^Hodnotenia (\d+ )?\d+ čak(á|ajú) na schválenie$/)).toBeVisible();

    await page.goto('/');
    await expect(page.getByText(comment)).toBeHidden();

    await page.goto('/admin?tab=feedback');
    const approve = page.getByRole('listitem').filter({ hasText: comment }).getByRole('switch');
    await approve.click();
    await expect(approve).toBeChecked();
    await page.goto('/');
    await expect(page.getByText(comment)).toBeVisible();

    await page.goto('/admin?tab=feedback');
    await page.getByRole('listitem').filter({ hasText: comment }).getByRole('switch').click();
    await expect(page.getByRole('listitem').filter({ hasText: comment }).getByRole('switch')).not.toBeChecked();
    await page.goto('/');
    await expect(page.getByText(comment)).toBeHidden();
  });

  test('feedback entered by the administrator needs a workshop and a rating like a visitor’s, and is listed with them', async ({ page }) => {
    await openTab(page, 'Hodnotenia');
    await page.getByRole('button', { name: 'Pridať hodnotenie' }).click();
    await expect(page.getByText('Toto pole je povinné').first()).toBeVisible();
    await page.getByLabel(/^Meno účastníka/).fill(`Učiteľka ${run}`);
    await page.getByLabel(/^Text hodnotenia/).fill('Študenti boli nadšení z workshopu.');
    await page.getByRole('button', { name: 'Pridať hodnotenie' }).click();
    // Name and text alone are not enough.
    await expect(page.getByText('Toto pole je povinné')).toHaveCount(2);
    await expect(page.getByRole('combobox', { name: /^Workshop/ })).toBeFocused();
    await expect(page.getByRole('listitem').filter({ hasText: `Učiteľka ${run}` })).toHaveCount(0);
    await choose(page, /^Workshop/, 'Fotografia');
    await choose(page, /^Celkové hodnotenie/, '4 z 5 – dobré');
    await page.getByRole('button', { name: 'Pridať hodnotenie' }).click();
    await expect(page.getByText('Hodnotenie úspešne pridané!')).toBeVisible();
    const entry = page.getByRole('listitem').filter({ hasText: `Učiteľka ${run}` });
    await expect(entry.getByRole('switch')).toBeChecked();
    await expect(entry).toContainText('Fotografia');
    await expect(entry).toContainText('Hodnotenie: 4 z 5');
  });

  test('a contact message is resolved and un-resolved, the tab badge follows', async ({ page, request }) => {
    const text = `Chcem sa prihlásiť ${run}`;
    await sendContactMessage(request, 'Marek', text);
    await page.reload();
    const tab = sectionLink(page, /^Kontaktné správy/);
    const badge = tab.locator('.adm-badge [aria-hidden="true"]');
    const badgeCount = async () => ((await badge.count()) ? Number(await badge.textContent()) : 0);
    await expect(tab.locator('.adm-badge')).toBeVisible();
    const before = await badgeCount();
    expect(before).toBeGreaterThan(0);
    await openTab(page, /^Kontaktné správy/);
    const item = page.getByRole('listitem').filter({ hasText: text });
    await expect(item.getByRole('link', { name: 'navstevnik@example.sk' })).toHaveAttribute('href', 'mailto:navstevnik@example.sk');
    const resolved = item.getByRole('checkbox', { name: /Vybavené/ });
    await resolved.click();
    await expect(resolved).toBeChecked();
    await expect(item.getByRole('img', { name: 'Vybavená správa' })).toBeVisible();
    await expect.poll(badgeCount).toBe(before - 1);
    await resolved.click();
    await expect(resolved).not.toBeChecked();
    await expect.poll(badgeCount).toBe(before);

    await item.getByRole('button', { name: /^Vymazať/ }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Naozaj chceš vymazať túto správu?');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Vymazať' }).click();
    await expect(item).toBeHidden();
  });
});
