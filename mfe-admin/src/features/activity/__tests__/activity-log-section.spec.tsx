import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, publicReads } from 'shared-ui/api';
import { ActivityLogSection } from '../components/activity-log-section';

jest.mock('shared-ui/api', () => ({ api: { activityLog: jest.fn() }, publicReads: { retention: jest.fn() } }));
const activityLog = jest.mocked(api.activityLog);
const retention = jest.mocked(publicReads.retention);

const ENTRIES = [
  { id: 3, at: '2026-11-12T09:05:00.000Z', actor: 'ucitelka', action: 'update' as const, kind: 'album' as const, itemId: '7', itemLabel: 'Jeseň', changedFields: ['nameEn', 'description'], counts: null, clientAddress: '203.0.113.0' },
  { id: 2, at: '2026-11-12T09:00:00.000Z', actor: null, action: 'login-failed' as const, kind: 'login' as const, itemId: null, itemLabel: null, changedFields: [], counts: null, clientAddress: '203.0.113.0' },
  { id: 1, at: '2026-11-11T22:00:00.000Z', actor: null, action: 'backup' as const, kind: 'backup' as const, itemId: null, itemLabel: 'softskills-backup.tar.gz', changedFields: [], counts: { rows: 40, files: 3 }, clientAddress: null },
];

function renderSection(shown = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (visible: boolean) => (
    <QueryClientProvider client={client}>
      <ActivityLogSection shown={visible} />
    </QueryClientProvider>
  );
  const result = render(view(shown));
  return { ...result, show: () => result.rerender(view(true)) };
}

beforeEach(() => {
  activityLog.mockResolvedValue({ items: ENTRIES, total: 60, page: 1, pageSize: 25 });
  retention.mockResolvedValue({ resolvedContactMonths: 12, unresolvedContactMonths: 24, unapprovedFeedbackDays: 90, approvedFeedbackEmailDays: 30, unconfirmedNewsletterDays: 7, nightlyBackupsKept: 14, activityDays: 200 });
});
afterEach(() => jest.resetAllMocks());

describe('the Activity log section', () => {
  it('asks for nothing while hidden, then lists who did what to which item, the fields by name and the masked address', async () => {
    const { show } = renderSection(false);
    expect(activityLog).not.toHaveBeenCalled();
    show();
    const table = await screen.findByRole('table', { name: 'Záznamy, najnovšie hore' });
    expect(within(table).getByRole('row', { name: /ucitelka Upravené Album „Jeseň“ \(č\. 7\) názov \(anglicky\), popis 203\.0\.113\.0$/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /neznámy \(neúspešné prihlásenie\) Neúspešné prihlásenie Prihlásenie — 203\.0\.113\.0$/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /web sám \(automaticky\) Záloha vytvorená, riadkov: 40, súborov: 3 Záloha „softskills-backup\.tar\.gz“ — bez adresy$/ })).toBeInTheDocument();
    expect(screen.getByText('60 záznamov')).toBeInTheDocument();
    expect(await screen.findByText(/Záznamy sa mažú po 200 dňoch\./)).toBeInTheDocument();
    expect(screen.getByText('Strana 1 z 3')).toBeInTheDocument();
  });

  it('filters by kind and days, says at the field when the range is reversed, and turns pages', async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole('table', { name: 'Záznamy, najnovšie hore' });
    await user.type(screen.getByLabelText('Od dňa'), '2026-11-12');
    await user.type(screen.getByLabelText('Do dňa'), '2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Zobraziť' }));
    expect(await screen.findByText('Dátum „Od dňa“ musí byť skôr ako „Do dňa“ alebo v ten istý deň.')).toBeInTheDocument();
    expect(activityLog).toHaveBeenCalledTimes(1);
    await user.clear(screen.getByLabelText('Do dňa'));
    await user.type(screen.getByLabelText('Do dňa'), '2026-11-12');
    await user.click(screen.getByRole('button', { name: 'Zobraziť' }));
    await waitFor(() => expect(activityLog).toHaveBeenLastCalledWith({ page: 1, from: new Date(2026, 10, 12).toISOString(), to: new Date(2026, 10, 13).toISOString() }));
    await user.click(screen.getByRole('button', { name: 'Staršie' }));
    await waitFor(() => expect(activityLog).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));
  });

  it('says so when the log cannot be loaded', async () => {
    activityLog.mockRejectedValue(new Error('down'));
    renderSection();
    expect(await screen.findByText('Záznam zmien sa nepodarilo načítať. Skús to znova o chvíľu.')).toBeInTheDocument();
  });
});
