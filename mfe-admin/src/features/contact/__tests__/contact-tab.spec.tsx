import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactMessage, ContactMessagePage } from 'shared-ui/domain';
import { ContactTab } from '../components/contact-tab';

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

describe('contact tab paging', () => {
  it('counts every page, not only the one shown, and says which page this is', () => {
    render(<ContactTab page={pageOf(1)} reload={jest.fn()} showPage={jest.fn()} />);
    expect(screen.getByText('45 celkom')).toBeInTheDocument();
    expect(screen.getByText('30 nevybavených')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Strany správ' });
    expect(pager).toHaveTextContent('Strana 1 z 3');
    expect(screen.getByRole('button', { name: 'Predchádzajúca strana' })).toBeDisabled();
  });

  it('turns pages from the keyboard and brings focus back to the top of the list', async () => {
    const user = userEvent.setup();
    const showPage = jest.fn(async () => undefined);
    const { rerender } = render(<ContactTab page={pageOf(2)} reload={jest.fn()} showPage={showPage} />);
    screen.getByRole('button', { name: 'Ďalšia strana' }).focus();
    await user.keyboard('{Enter}');
    expect(showPage).toHaveBeenCalledWith(3);
    rerender(<ContactTab page={pageOf(3)} reload={jest.fn()} showPage={showPage} />);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Kontaktné správy' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Ďalšia strana' })).toBeDisabled();
    expect(screen.getByText('Strana 3 z 3')).toHaveAttribute('aria-live', 'polite');
    screen.getByRole('button', { name: 'Predchádzajúca strana' }).focus();
    await user.keyboard(' ');
    expect(showPage).toHaveBeenLastCalledWith(2);
  });

  it('tells the administrator when a page cannot be loaded, and keeps the one shown', async () => {
    const user = userEvent.setup();
    render(<ContactTab page={pageOf(1)} reload={jest.fn()} showPage={jest.fn(async () => Promise.reject(new Error('offline')))} />);
    await user.click(screen.getByRole('button', { name: 'Ďalšia strana' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Túto stranu správ sa nepodarilo načítať. Skús to znova.');
    expect(screen.getByText('Správa číslo 101')).toBeInTheDocument();
  });

  it('shows no pager when every message fits on one page', () => {
    render(<ContactTab page={pageOf(1, 2)} reload={jest.fn()} showPage={jest.fn()} />);
    expect(screen.queryByRole('navigation', { name: 'Strany správ' })).not.toBeInTheDocument();
  });
});
