// Materials and tools share one list and one form shape (ContentListSection, ContentForm);
// each kind still shows its own parts and sends its own body.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InteractiveTool, Material } from 'shared-ui/domain';
import { MaterialsTab } from '../../features/materials/components/materials-tab';
import { ToolsTab } from '../../features/tools/components/tools-tab';
import { renderWithQueries } from '../../lib/__tests__/query-wrapper';

jest.mock('shared-ui/api', () => ({ ...jest.requireActual('shared-ui/api'), api: { listTools: jest.fn(), listMaterials: jest.fn(), createTool: jest.fn(), deleteTool: jest.fn(), deleteMaterial: jest.fn(), updateMaterialTexts: jest.fn() } }));
const { api } = jest.requireMock('shared-ui/api');

const texts = { description: 'Opis', titleEn: null, descriptionEn: null, createdAt: '2026-03-01T10:00:00.000Z' };
const tool = (id: number, title: string, overrides: Partial<InteractiveTool> = {}): InteractiveTool => ({
  id, title, ...texts, type: 'kahoot', workshop: 'Marketing', url: `https://kahoot.it/${id}`, embedUrl: null, ...overrides,
});
const material = (id: number, title: string, overrides: Partial<Material> = {}): Material => ({
  id, title, ...texts, type: 'pdf', category: 'Fotografia', fileUrl: `/uploads/materials/m${id}.pdf`, ...overrides,
});

/** The tab as the panel shows it, its list answered by the API mock. */
function renderTools(tools: InteractiveTool[]) {
  api.listTools.mockResolvedValue(tools);
  return renderWithQueries(<ToolsTab shown />);
}
function renderMaterials(materials: Material[]) {
  api.listMaterials.mockResolvedValue(materials);
  return renderWithQueries(<MaterialsTab shown />);
}

async function showOnlyMissingEnglish() {
  screen.getByRole('combobox', { name: /^Zobraziť/ }).focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(await screen.findByRole('option', { name: 'Bez angličtiny' }));
}

// Whole forms typed through: on a busy shared machine one test can take more than Jest's 5 s.
jest.setTimeout(20_000);

describe('content lists and forms (materials, tools)', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const mock of Object.values<jest.Mock>(api)) mock.mockReset();
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists each kind with its own parts, marks what lacks English and filters by it', async () => {
    renderTools([tool(1, 'Kvíz', { titleEn: 'Quiz', descriptionEn: 'About' }), tool(2, 'Tabuľa', { type: 'miro', workshop: 'Všeobecné' })]);
    const list = screen.getByRole('region', { name: 'Pridané nástroje' });
    await within(list).findByText('Kvíz');
    expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Kvíz', 'Tabuľa']);
    const board = within(list).getAllByRole('listitem')[1];
    expect(within(board).getByText('Chýba angličtina')).toBeInTheDocument();
    expect(within(board).getByRole('link', { name: /Tabuľa/ })).toHaveAttribute('href', 'https://kahoot.it/2');
    await showOnlyMissingEnglish();
    expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Tabuľa']);
  });

  it('says when a list is empty, and when the filter leaves nothing', async () => {
    const { unmount } = renderMaterials([]);
    expect(await screen.findByText('Zatiaľ nie sú nahrané žiadne materiály.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Zobraziť/ })).not.toBeInTheDocument();
    unmount();
    renderMaterials([material(1, 'Príručka', { titleEn: 'Handbook', descriptionEn: 'About' })]);
    const item = await screen.findByRole('listitem');
    expect(within(item).getByRole('link', { name: /Príručka/ })).toHaveAttribute('href', expect.stringContaining('m1.pdf'));
    await showOnlyMissingEnglish();
    expect(screen.getByText('Tomuto filtru nezodpovedá žiadna položka.')).toBeInTheDocument();
  });

  it('shows a failed delete in the list, and refreshes the list and the trash after a delete', async () => {
    api.deleteMaterial.mockRejectedValueOnce(new Error('offline'));
    const { client } = renderMaterials([material(7, 'Príručka')]);
    client.setQueryData(['trash'], { trashDays: 30, batches: [] });
    await userEvent.click(await screen.findByRole('button', { name: /^Vymazať\W+Príručka$/ }));
    expect(screen.getByRole('alertdialog', { name: 'Potvrdiť vymazanie' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vymazať' }));
    expect(await screen.findByText('Chyba pri mazaní')).toBeInTheDocument();
    expect(api.deleteMaterial).toHaveBeenCalledWith(7);
    // Spec 4: a failed change refreshes the list too.
    expect(api.listMaterials).toHaveBeenCalledTimes(2);
    api.deleteMaterial.mockResolvedValueOnce(null);
    api.listMaterials.mockResolvedValue([]);
    await userEvent.click(screen.getByRole('button', { name: /^Vymazať\W+Príručka$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Vymazať' }));
    expect(await screen.findByText('Zatiaľ nie sú nahrané žiadne materiály.')).toBeInTheDocument();
    expect(client.getQueryState(['trash'])?.isInvalidated).toBe(true);
  });

  it('edits a row’s texts in both languages in the dialog, with the kind’s labels and limits', async () => {
    api.updateMaterialTexts.mockResolvedValue(material(4, 'Príručka', { titleEn: 'Handbook' }));
    renderMaterials([material(4, 'Príručka')]);
    await userEvent.click(await screen.findByRole('button', { name: /^Upraviť texty\W+Príručka$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Upraviť texty: Príručka' });
    expect(within(dialog).getByRole('textbox', { name: /^Názov \(slovensky\)/ })).toHaveAttribute('maxlength', '200');
    expect(within(dialog).getByRole('textbox', { name: /^Popis \(slovensky\)/ })).toHaveAttribute('maxlength', '5000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Názov \(anglicky/ }), 'Handbook');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    await waitFor(() => expect(api.updateMaterialTexts).toHaveBeenCalledWith(4, expect.objectContaining({ title: 'Príručka', titleEn: 'Handbook' })));
    await waitFor(() => expect(api.listMaterials).toHaveBeenCalledTimes(2));
  });

  it('checks the shared fields first, focuses the first one missing, then sends the trimmed texts with the kind’s own fields', async () => {
    api.createTool.mockResolvedValue(tool(3, 'Anketa'));
    renderTools([]);
    await screen.findByText('Zatiaľ nie sú pridané žiadne interaktívne nástroje.');
    await userEvent.click(screen.getByRole('button', { name: 'Pridať nástroj' }));
    expect(api.createTool).not.toHaveBeenCalled();
    expect(screen.getAllByText('Toto pole je povinné').length).toBeGreaterThanOrEqual(4);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Názov aktivity.*\(slovensky\)/ })).toHaveFocus());
    await userEvent.type(screen.getByRole('textbox', { name: /^Názov aktivity.*\(slovensky\)/ }), '  Anketa ');
    await userEvent.type(screen.getByRole('textbox', { name: /^Popis.*\(slovensky\)/ }), 'Hlasovanie');
    screen.getByRole('combobox', { name: /^Workshop/ }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Marketing' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^URL adresa/ }), 'https://www.menti.com/x');
    api.listTools.mockResolvedValue([tool(3, 'Anketa')]);
    await userEvent.click(screen.getByRole('button', { name: 'Pridať nástroj' }));
    expect(api.createTool).toHaveBeenCalledWith({
      title: 'Anketa', titleEn: null, description: 'Hlasovanie', descriptionEn: null, type: 'other', workshop: 'Marketing', url: 'https://www.menti.com/x', embedUrl: null,
    });
    expect(await screen.findByText('Nástroj úspešne pridaný!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Anketa', level: 3 })).toBeInTheDocument();
  });
});
