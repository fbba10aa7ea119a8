import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from 'shared-ui/api';
import type { Mailing } from 'shared-ui/domain';
import { renderWithQueries } from '../../../lib/__tests__/query-wrapper';
import { NewsletterTab } from '../components/newsletter-tab';
import { SENDING_POLL_MS } from '../newsletter-queries';

jest.mock('shared-ui/api', () => ({
  api: {
    newsletterStatus: jest.fn(),
    listSubscribers: jest.fn(),
    listMailings: jest.fn(),
    updateMailing: jest.fn(),
    eraseSubscriber: jest.fn(),
  },
}));
const newsletter = jest.mocked(api);

const mailing = (id: number, state: Mailing['state'], sent = 0): Mailing => ({
  id,
  subjectSk: `Pozvánka ${id}`,
  bodySk: 'Ahoj',
  subjectEn: null,
  bodyEn: null,
  state,
  createdAt: '2026-11-01T10:00:00.000Z',
  startedAt: state === 'draft' ? null : '2026-11-02T10:00:00.000Z',
  finishedAt: null,
  progress: { total: 3, sent, failed: 0, skipped: 0, stopped: 0, left: 3 - sent },
});

const status = (confirmed: number) => ({ mailConfigured: true, mailFrom: 'skola@example.sk', counts: { confirmed, pending: 0, unsubscribed: 0 } });
const subscriber = { id: 5, email: 'katka@example.sk', state: 'confirmed', language: 'sk', createdAt: '2026-10-01T10:00:00.000Z', confirmedAt: null, unsubscribedAt: null, consentAt: null, consentVersion: null };

// Forms clicked through: on a busy shared machine one test can take more than Jest's 5 s.
jest.setTimeout(20_000);

beforeEach(() => {
  for (const mock of Object.values(newsletter)) mock.mockReset();
  newsletter.newsletterStatus.mockResolvedValue(status(3));
  newsletter.listSubscribers.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 } as never);
});
afterEach(() => jest.useRealTimers());

describe('the Newsletter tab', () => {
  it('asks for the mailings every few seconds while one is being sent, and stops once it is sent', async () => {
    jest.useFakeTimers();
    newsletter.listMailings.mockResolvedValueOnce([mailing(1, 'sending', 1)]).mockResolvedValue([mailing(1, 'sent', 3)]);
    renderWithQueries(<NewsletterTab shown />);
    expect(await screen.findByText('Odosiela sa')).toBeInTheDocument();
    expect(newsletter.listMailings).toHaveBeenCalledTimes(1);

    await act(() => jest.advanceTimersByTimeAsync(SENDING_POLL_MS));
    expect(newsletter.listMailings).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Odoslané')).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(SENDING_POLL_MS * 10));
    expect(newsletter.listMailings).toHaveBeenCalledTimes(2);
  });

  it('does not poll while the tab is hidden, and takes it up again when it is shown', async () => {
    jest.useFakeTimers();
    newsletter.listMailings.mockResolvedValue([mailing(1, 'sending', 1)]);
    const { rerender } = renderWithQueries(<NewsletterTab shown />);
    expect(await screen.findByText('Odosiela sa')).toBeInTheDocument();
    rerender(<NewsletterTab shown={false} />);
    await act(() => jest.advanceTimersByTimeAsync(SENDING_POLL_MS * 5));
    expect(newsletter.listMailings).toHaveBeenCalledTimes(1);

    rerender(<NewsletterTab shown />);
    await act(() => jest.advanceTimersByTimeAsync(SENDING_POLL_MS));
    expect(newsletter.listMailings.mock.calls.length).toBeGreaterThan(1);
  });

  it('fills the form with a draft chosen for editing and saves the change over it, then offers a new draft', async () => {
    newsletter.listMailings.mockResolvedValue([mailing(4, 'draft')]);
    newsletter.updateMailing.mockResolvedValue(mailing(4, 'draft'));
    renderWithQueries(<NewsletterTab shown />);
    const card = (await screen.findByRole('heading', { name: 'Pozvánka 4' })).closest('li') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: /^Upraviť/ }));
    const subject = document.getElementById('adm-mailing-subject-sk') as HTMLInputElement;
    expect(subject).toHaveValue('Pozvánka 4');
    await waitFor(() => expect(subject).toHaveFocus());
    fireEvent.change(subject, { target: { value: 'Pozvánka na jar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložiť zmeny' }));
    expect(await screen.findByText('Koncept je uložený.')).toBeInTheDocument();
    expect(newsletter.updateMailing).toHaveBeenCalledWith(4, { subjectSk: 'Pozvánka na jar', bodySk: 'Ahoj', subjectEn: null, bodyEn: null });
    expect(newsletter.listMailings).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Uložiť koncept' })).toBeInTheDocument();
    expect(document.getElementById('adm-mailing-subject-sk')).toHaveValue('');
  });

  it('erases a subscriber and refreshes the list and the counts', async () => {
    newsletter.listMailings.mockResolvedValue([]);
    newsletter.listSubscribers.mockResolvedValueOnce({ items: [subscriber], total: 1, page: 1, pageSize: 20 } as never);
    newsletter.eraseSubscriber.mockImplementation(async () => {
      newsletter.newsletterStatus.mockResolvedValue(status(2));
    });
    renderWithQueries(<NewsletterTab shown />);
    expect(await screen.findByText('3 potvrdení')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Vymazať\W+katka@example\.sk$/ }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Vymazať' }));
    expect(await screen.findByText('Žiadni odberatelia.')).toBeInTheDocument();
    expect(newsletter.eraseSubscriber).toHaveBeenCalledWith(5);
    expect(await screen.findByText('2 potvrdení')).toBeInTheDocument();
  });
});
