// Materials and tools share one list and one form shape (ContentListSection, ContentForm);
// each kind still shows its own parts and sends its own body.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InteractiveTool, Material } from 'shared-ui/domain';
import { MaterialsTab } from '../../features/materials/components/materials-tab';
import { ToolsTab } from '../../features/tools/components/tools-tab';

jest.mock('shared-ui/api', () => ({ ...jest.requireActual('shared-ui/api'), api: { createTool: jest.fn(), deleteTool: jest.fn(), deleteMaterial: jest.fn(), updateMaterialTexts: jest.fn() } }));
const { api } = jest.requireMock('shared-ui/api');

const texts = { description: 'Opis', titleEn: null, descriptionEn: null, createdAt: '2026-03-01T10:00:00.000Z' };
const tool = (id: number, title: string, overrides: Partial<InteractiveTool> = {}): InteractiveTool => ({
  id, title, ...texts, type: 'kahoot', workshop: 'Marketing', url: `https://kahoot.it/${id}`, embedUrl: null, ...overrides,
});
const material = (id: number, title: string, overrides: Partial<Material> = {}): Material => ({
  id, title, ...texts, type: 'pdf', category: 'Fotografia', fileUrl: `/uploads/materials/m${id}.pdf`, ...overrides,
});

async function showOnlyMissingEnglish() {
  screen.getByRole('combobox', { name: /^Zobraziť/ }).focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(await screen.findByRole('option', { name: 'Bez angličtiny' }));
}

describe('content lists and forms (materials, tools)', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const mock of Object.values<jest.Mock>(api)) mock.mockReset();
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists each kind with its own parts, marks what lacks English and filters by it', async () => {
    render(<ToolsTab tools={[tool(1, 'Kvíz', { titleEn: 'Quiz', descriptionEn: 'About' }), tool(2, 'Tabuľa', { type: 'miro', workshop: 'Všeobecné' })]} reload={jest.fn()} />);
    const list = screen.getByRole('region', { name: 'Pridané nástroje' });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Kvíz', 'Tabuľa']);
    const board = within(list).getAllByRole('listitem')[1];
    expect(within(board).getByText('Chýba angličtina')).toBeInTheDocument();
    expect(within(board).getByRole('link', { name: /Tabuľa/ })).toHaveAttribute('href', 'https://kahoot.it/2');
    await showOnlyMissingEnglish();
    expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Tabuľa']);
  });

  it('says when a list is empty, and when the filter leaves nothing', async () => {
    const { unmount } = render(<MaterialsTab materials={[]} reload={jest.fn()} />);
    expect(screen.getByText('Zatiaľ nie sú nahrané žiadne materiály.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Zobraziť/ })).not.toBeInTheDocument();
    unmount();
    render(<MaterialsTab materials={[material(1, 'Príručka', { titleEn: 'Handbook', descriptionEn: 'About' })]} reload={jest.fn()} />);
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('link', { name: /Príručka/ })).toHaveAttribute('href', expect.stringContaining('m1.pdf'));
    await showOnlyMissingEnglish();
    expect(screen.getByText('Tomuto filtru nezodpovedá žiadna položka.')).toBeInTheDocument();
  });

  it('shows a failed delete in the list, and reloads after a delete', async () => {
    const reload = jest.fn(async () => undefined);
    api.deleteMaterial.mockRejectedValueOnce(new Error('offline'));
    render(<MaterialsTab materials={[material(7, 'Príručka')]} reload={reload} />);
    await userEvent.click(screen.getByRole('button', { name: /^Vymazať\W+Príručka$/ }));
    expect(screen.getByRole('alertdialog', { name: 'Potvrdiť vymazanie' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vymazať' }));
    expect(await screen.findByText('Chyba pri mazaní')).toBeInTheDocument();
    expect(api.deleteMaterial).toHaveBeenCalledWith(7);
    api.deleteMaterial.mockResolvedValueOnce(undefined);
    await userEvent.click(screen.getByRole('button', { name: /^Vymazať\W+Príručka$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Vymazať' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('edits a row’s texts in both languages in the dialog, with the kind’s labels and limits', async () => {
    const reload = jest.fn(async () => undefined);
    api.updateMaterialTexts.mockResolvedValue(material(4, 'Príručka', { titleEn: 'Handbook' }));
    render(<MaterialsTab materials={[material(4, 'Príručka')]} reload={reload} />);
    await userEvent.click(screen.getByRole('button', { name: /^Upraviť texty\W+Príručka$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Upraviť texty: Príručka' });
    expect(within(dialog).getByRole('textbox', { name: /^Názov \(slovensky\)/ })).toHaveAttribute('maxlength', '200');
    expect(within(dialog).getByRole('textbox', { name: /^Popis \(slovensky\)/ })).toHaveAttribute('maxlength', '5000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Názov \(anglicky/ }), 'Handbook');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    await waitFor(() => expect(api.updateMaterialTexts).toHaveBeenCalledWith(4, expect.objectContaining({ title: 'Príručka', titleEn: 'Handbook' })));
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('checks the shared fields first, focuses the first one missing, then sends the trimmed texts with the kind’s own fields', async () => {
    const reload = jest.fn(async () => undefined);
    api.createTool.mockResolvedValue(tool(3, 'Anketa'));
    render(<ToolsTab tools={[]} reload={reload} />);
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
    await userEvent.click(screen.getByRole('button', { name: 'Pridať nástroj' }));
    expect(api.createTool).toHaveBeenCalledWith({
      title: 'Anketa', titleEn: null, description: 'Hlasovanie', descriptionEn: null, type: 'other', workshop: 'Marketing', url: 'https://www.menti.com/x', embedUrl: null,
    });
    expect(await screen.findByText('Nástroj úspešne pridaný!')).toBeInTheDocument();
    expect(reload).toHaveBeenCalled();
  });
});
