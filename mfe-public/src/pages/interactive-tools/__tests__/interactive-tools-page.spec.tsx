import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-ui/i18n/core';
import type { InteractiveTool } from 'shared-ui/domain';
import { publicReadsStub, renderPage } from 'shared-ui/jest/page-harness';
import * as toolsPage from '../interactive-tools-page';


const tool = (id: number, type: InteractiveTool['type'], workshop: InteractiveTool['workshop'], embedUrl: string | null = null): InteractiveTool => ({
  titleEn: null,
  descriptionEn: null,
  id,
  title: `Nástroj ${id}`,
  description: `Popis ${id}`,
  type,
  workshop,
  url: `https://example.com/tool-${id}`,
  embedUrl,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('Interactive tools page', () => {
  // The page goes before the language changes back, so nothing re-renders outside the test.
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('sk');
  });

  it('filters the tools by workshop and by type', async () => {
    const user = userEvent.setup();
    await renderPage(toolsPage, { reads: publicReadsStub({ tools: async () => [tool(1, 'kahoot', 'Marketing'), tool(2, 'miro', 'Marketing'), tool(3, 'kahoot', 'Všeobecné')] }) });
    await screen.findByRole('heading', { name: 'Nástroj 1' });
    expect(screen.getByText('Zobrazené nástroje: 3')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Workshop' }), 'Marketing');
    expect(titles()).toEqual(['Nástroj 1', 'Nástroj 2']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Typ nástroja' }), screen.getByRole('option', { name: 'Miro – online tabuľa' }));
    expect(titles()).toEqual(['Nástroj 2']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Workshop' }), 'Všeobecné');
    expect(titles()).toEqual(['Nič sme nenašli']);
  });

  it('renders the filters the address names (?dielna=&typ=) in a GET form the server answers, keeping ?lang=', async () => {
    const three = async () => [tool(1, 'kahoot', 'Marketing'), tool(2, 'miro', 'Marketing'), tool(3, 'miro', 'Všeobecné')];
    await i18n.changeLanguage('en');
    await renderPage(toolsPage, { path: '/interaktivne-nastroje?lang=en&dielna=Marketing&typ=miro', locale: 'en', reads: publicReadsStub({ tools: three }) });
    await screen.findByRole('heading', { name: 'Nástroj 2' });
    expect(titles()).toEqual(['Nástroj 2']);
    const workshop = screen.getByRole('combobox', { name: 'Workshop' });
    expect(workshop).toHaveValue('Marketing');
    expect(workshop).toHaveAttribute('name', 'dielna');
    expect(screen.getByRole('combobox', { name: 'Tool type' })).toHaveAttribute('name', 'typ');
    const form = workshop.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/interaktivne-nastroje');
    expect(form.querySelector('input[type="hidden"][name="lang"]')).toHaveValue('en');
    expect(within(form).getByRole('button', { name: 'Filter' })).toHaveAttribute('type', 'submit');
    expect(toolsPage.readsQuery).toEqual(['dielna', 'typ']);
  });

  it('shows every tool when the address names an unknown or empty filter', async () => {
    await renderPage(toolsPage, { path: '/interaktivne-nastroje?dielna=Nikde&typ=', reads: publicReadsStub({ tools: async () => [tool(1, 'kahoot', 'Marketing'), tool(3, 'miro', 'Všeobecné')] }) });
    await screen.findByRole('heading', { name: 'Nástroj 1' });
    expect(titles()).toEqual(['Nástroj 1', 'Nástroj 3']);
    expect(screen.getByRole('combobox', { name: 'Workshop' })).toHaveValue('');
  });

  it('opens a tool in a new tab without giving it this window', async () => {
    await renderPage(toolsPage, { reads: publicReadsStub({ tools: async () => [tool(1, 'padlet', 'Fotografia')] }) });
    const link = await screen.findByRole('link', { name: 'Otvoriť nástroj Nástroj 1 (otvorí sa v novom okne)' });
    expect(link).toHaveAttribute('href', 'https://example.com/tool-1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button', { name: /Zobraziť tu: nástroj/ })).not.toBeInTheDocument();
  });

  it('shows an embeddable tool in a dialog with a titled, sandboxed iframe that Esc closes', async () => {
    const user = userEvent.setup();
    await renderPage(toolsPage, { reads: publicReadsStub({ tools: async () => [tool(4, 'mentimeter', 'Všeobecné', 'https://example.com/embed/4')] }) });
    await user.click(await screen.findByRole('button', { name: 'Zobraziť tu: nástroj Nástroj 4 priamo na stránke' }));
    const dialog = screen.getByRole('dialog', { name: 'Nástroj 4' });
    const frame = within(dialog).getByTitle('Vložený nástroj: Nástroj 4');
    expect(frame).toHaveAttribute('src', 'https://example.com/embed/4');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows an English reader the English texts on the card and in the dialog, and Slovak marked lang="sk" where missing', async () => {
    const user = userEvent.setup();
    const english = { ...tool(4, 'mentimeter', 'Všeobecné', 'https://example.com/embed/4'), titleEn: 'Tool four' };
    await i18n.changeLanguage('en');
    await renderPage(toolsPage, { locale: 'en', reads: publicReadsStub({ tools: async () => [english] }) });
    expect(await screen.findByRole('heading', { level: 3, name: 'Tool four' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Popis 4')).toHaveAttribute('lang', 'sk');
    await user.click(screen.getByRole('button', { name: /Tool four/ }));
    const dialog = screen.getByRole('dialog', { name: 'Tool four' });
    expect(within(dialog).getByText('Popis 4')).toHaveAttribute('lang', 'sk');
  });

  it('never embeds an address that is not http(s)', async () => {
    await renderPage(toolsPage, { reads: publicReadsStub({ tools: async () => [tool(5, 'other', 'Všeobecné', 'javascript:alert(1)')] }) });
    await screen.findByRole('heading', { name: 'Nástroj 5' });
    expect(screen.queryByRole('button', { name: /Zobraziť tu: nástroj/ })).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no tools', async () => {
    await renderPage(toolsPage, { reads: publicReadsStub({ tools: async () => [] }) });
    expect(await screen.findByRole('heading', { name: 'Žiadne nástroje' })).toBeInTheDocument();
  });
});
