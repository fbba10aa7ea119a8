import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared-ui/api';
import type { ReachReport } from 'shared-ui/domain';
import { ReachTab } from '../components/reach-tab';

jest.mock('shared-ui/api', () => ({ api: { reachReport: jest.fn(), exportReach: jest.fn() } }));
// The chart draws into a measured box jsdom does not have; its numbers are the table's.
jest.mock('../components/reach-chart', () => ({ __esModule: true, default: () => null }));
const reach = jest.mocked(api);

const REPORT: ReachReport = {
  from: '2026-11-09',
  to: '2026-11-10',
  period: 'day',
  totals: { views: 1234, visitors: 20, downloads: 3, newSubscribers: 1, subscribers: 5 },
  series: [
    { start: '2026-11-09', end: '2026-11-09', views: 1000, visitors: 10, downloads: 1, newSubscribers: 1, subscribers: 5 },
    { start: '2026-11-10', end: '2026-11-10', views: 234, visitors: 10, downloads: 2, newSubscribers: 0, subscribers: 5 },
  ],
  pages: [
    { address: '/workshopy', title: null, titleEn: null, sk: 30, en: 10, total: 40 },
    { address: '/galeria/7', title: 'Jeseň', titleEn: 'Autumn', sk: 2, en: 1, total: 3 },
  ],
  downloads: [{ address: '/uploads/materials/m1.pdf', title: 'Príručka', titleEn: 'Handbook', sk: 2, en: 1, total: 3 }],
  referrers: [{ host: 'www.facebook.com', views: 8 }],
  workshops: { views: 40, referrers: [] },
};

afterEach(() => Object.values(reach).forEach((mock) => mock.mockReset()));

describe('the Reach section', () => {
  it('asks for nothing while hidden, then shows the totals, the series table and the rankings by name', async () => {
    reach.reachReport.mockResolvedValue(REPORT);
    const { rerender } = render(<ReachTab shown={false} />);
    expect(reach.reachReport).not.toHaveBeenCalled();
    rerender(<ReachTab shown />);
    expect(await screen.findByRole('heading', { name: 'Dosah stránky: 9. 11. 2026 – 10. 11. 2026' })).toBeInTheDocument();
    expect(reach.reachReport).toHaveBeenCalledWith(expect.objectContaining({ period: 'day' }));
    const totals = screen.getByLabelText('Súhrn za obdobie');
    expect(within(totals).getByText('Zobrazenia stránok').nextSibling).toHaveTextContent(/^1\s234$/);
    const series = screen.getByRole('table', { name: 'Návštevnosť, stiahnutia a odberatelia po dňoch' });
    expect(within(series).getByRole('row', { name: /^9\. 11\. 2026 1\s000 10 1 1 5$/ })).toBeInTheDocument();
    expect(within(series).getByRole('row', { name: /^Spolu 1\s234 20 3 1 5$/ })).toBeInTheDocument();
    const pages = screen.getByRole('table', { name: 'Najčítanejšie stránky' });
    expect(within(pages).getByRole('row', { name: 'Workshopy 30 10 40' })).toBeInTheDocument();
    expect(within(pages).getByRole('row', { name: 'Album: Jeseň 2 1 3' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Najsťahovanejšie materiály' })).getByRole('row', { name: 'Príručka 2 1 3' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'www.facebook.com 8' })).toBeInTheDocument();
    expect(screen.getByText('40 zobrazení v tomto období.')).toBeInTheDocument();
  });

  it('says what is wrong with a range at its field and asks for a right one by the keyboard', async () => {
    reach.reachReport.mockResolvedValue(REPORT);
    const user = userEvent.setup();
    render(<ReachTab shown />);
    await screen.findByRole('table', { name: 'Najčítanejšie stránky' });
    const from = screen.getByLabelText('Od');
    const to = screen.getByLabelText('Do');
    await user.clear(from);
    await user.type(from, '2026-11-20');
    await user.clear(to);
    await user.type(to, '2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Zobraziť' }));
    expect(await screen.findByText('Dátum „Od“ musí byť skôr ako dátum „Do“ alebo v ten istý deň.')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(reach.reachReport).toHaveBeenCalledTimes(1);
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.keyboard('{Enter}');
    expect(reach.reachReport).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-10', period: 'day' });
  });

  it('downloads the CSV of the range shown, headed in the panel’s language', async () => {
    reach.reachReport.mockResolvedValue(REPORT);
    reach.exportReach.mockResolvedValue({ blob: new Blob(['x']), filename: 'reach.csv' });
    URL.createObjectURL = jest.fn(() => 'blob:reach');
    URL.revokeObjectURL = jest.fn();
    // The link's click would navigate jsdom to the file.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<ReachTab shown />);
    await user.click(await screen.findByRole('button', { name: 'Stiahnuť CSV' }));
    expect(reach.exportReach).toHaveBeenCalledWith(expect.objectContaining({ lang: 'sk', period: 'day' }));
    expect(URL.createObjectURL).toHaveBeenCalled();
  });
});
