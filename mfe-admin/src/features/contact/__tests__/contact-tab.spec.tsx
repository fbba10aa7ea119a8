import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { api } from 'shared-ui/api';
import type { ContactMessage, ContactMessagePage } from 'shared-ui/domain';
import { renderWithQueries } from '../../../lib/__tests__/query-wrapper';
import { ContactTab } from '../components/contact-tab';

jest.mock('shared-ui/api', () => ({ ...jest.requireActual('shared-ui/api'), api: { listContactPage: jest.fn(), deleteContact: jest.fn() } }));
const listContactPage = jest.mocked(api.listContactPage);
const deleteContact = jest.mocked(api.deleteContact);

const message = (id: number, resolved = false): ContactMessage => ({
  id,
  name: `Odosielateľ ${id}`,
  email: `o${id}@example.sk`,
  phone: null,
  subject: 'Iné',
  message: `Správa číslo ${id}`,
  createdAt: '2026-03-01T10:00:00.000Z',
  resolved,
  galleryItemId: null,
});

const pageOf = (page: number, total = 45): ContactMessagePage => ({
  items: [message(page * 100 + 1), message(page * 100 + 2, true)],
  total,
  unresolved: 30,
  page,
  pageSize: 20,
});

/** The tab with the page number the panel keeps for it; each page is answered by the API mock. */
function ContactSection({ first }: { first: number }) {
  const [page, setPage] = useState(first);
  return <ContactTab page={page} onPageChange={setPage} />;
}

async function renderTab(first: number, total = 45) {
  listContactPage.mockImplementation(async (page: number) => pageOf(page, total));
  renderWithQueries(<ContactSection first={first} />);
  await screen.findByText(`Správa číslo ${first * 100 + 1}`);
}

beforeEach(() => {
  listContactPage.mockReset();
  deleteContact.mockReset();
});

describe('contact tab paging', () => {
  it('counts every page, not only the one shown, and says which page this is', async () => {
    await renderTab(1);
    expect(screen.getByText('45 celkom')).toBeInTheDocument();
    expect(screen.getByText('30 nevybavených')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Strany správ' });
    expect(pager).toHaveTextContent('Strana 1 z 3');
    expect(screen.getByRole('button', { name: 'Predchádzajúca strana' })).toBeDisabled();
  });

  it('turns pages from the keyboard and brings focus back to the top of the list', async () => {
    const user = userEvent.setup();
    await renderTab(2);
    screen.getByRole('button', { name: 'Ďalšia strana' }).focus();
    await user.keyboard('{Enter}');
    expect(listContactPage).toHaveBeenLastCalledWith(3);
    expect(await screen.findByText('Správa číslo 301')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Kontaktné správy' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Ďalšia strana' })).toBeDisabled();
    expect(screen.getByText('Strana 3 z 3')).toHaveAttribute('aria-live', 'polite');
    screen.getByRole('button', { name: 'Predchádzajúca strana' }).focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Správa číslo 201')).toBeInTheDocument();
  });

  it('tells the administrator when a page cannot be loaded, and keeps the one shown', async () => {
    const user = userEvent.setup();
    await renderTab(1);
    listContactPage.mockRejectedValue(new Error('offline'));
    await user.click(screen.getByRole('button', { name: 'Ďalšia strana' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Túto stranu správ sa nepodarilo načítať. Skús to znova.');
    expect(screen.getByText('Správa číslo 101')).toBeInTheDocument();
  });

  it('shows the last page that is left when the last message of the page shown is deleted', async () => {
    const user = userEvent.setup();
    await renderTab(3, 42);
    deleteContact.mockResolvedValue(null);
    // The page held two messages; both gone, the messages fit on two pages.
    listContactPage.mockImplementation(async (page: number) => (page === 3 ? { ...pageOf(3, 40), items: [] } : pageOf(page, 40)));
    const row = screen.getByText('Správa číslo 301').closest('li') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /^Vymazať/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Vymazať' }));
    expect(await screen.findByText('Strana 2 z 2')).toBeInTheDocument();
    expect(screen.getByText('Správa číslo 201')).toBeInTheDocument();
  });

  it('shows no pager when every message fits on one page', async () => {
    await renderTab(1, 2);
    expect(screen.queryByRole('navigation', { name: 'Strany správ' })).not.toBeInTheDocument();
  });
});
