import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderSiteAt } from '../../test/render-site';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
(loadRemote as jest.Mock).mockImplementation(async (id: string) => ({ default: () => <h1>{id}</h1> }));

const liveRegion = () => screen.getByTestId('live-region');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the frame', () => {
  it('titles and announces the page about 100 ms after a route change, and clears the announcement after 2 s', async () => {
    const router = await renderSiteAt('/kontakt');
    act(() => jest.advanceTimersByTime(100));
    expect(document.title).toBe('Kontakt - Zručnosti do života');
    expect(liveRegion()).toHaveTextContent('Načítaná stránka: Kontakt');

    await act(() => router.navigate('/o-projekte'));
    act(() => jest.advanceTimersByTime(99));
    expect(document.title).toBe('Kontakt - Zručnosti do života');
    act(() => jest.advanceTimersByTime(1));
    expect(document.title).toBe('O projekte - Zručnosti do života');
    expect(liveRegion()).toHaveTextContent('Načítaná stránka: O projekte');
    act(() => jest.advanceTimersByTime(1999));
    expect(liveRegion()).toHaveTextContent('Načítaná stránka: O projekte');
    act(() => jest.advanceTimersByTime(1));
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it('skip link moves focus to the main region and announces it for 1 s', async () => {
    await renderSiteAt('/');
    act(() => jest.advanceTimersByTime(2100));
    fireEvent.click(screen.getByRole('link', { name: 'Preskočiť na hlavný obsah' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(liveRegion()).toHaveTextContent('Preskočené na hlavný obsah stránky');
    act(() => jest.advanceTimersByTime(1000));
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it('shows the public app bar and footer, but not on /admin pages', async () => {
    await renderSiteAt('/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it("leads from the footer to every public page and dates the © line to this year", async () => {
    jest.setSystemTime(new Date('2027-03-01T10:00:00Z'));
    await renderSiteAt('/');
    const quickLinks = screen.getByRole('navigation', { name: 'Rýchle odkazy' });
    const targets = Array.from(quickLinks.querySelectorAll('a'), (link) => link.getAttribute('href'));
    expect(targets).toEqual(['/o-projekte', '/workshopy', '/materialy', '/galeria', '/interaktivne-nastroje', '/kontakt', '/hodnotenie', '/ochrana-osobnych-udajov']);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025–2027');
  });

  it('hides them on /admin/login', async () => {
    await renderSiteAt('/admin/login');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'mfe_admin/AdminLogin' })).toBeInTheDocument();
  });

  it('answers an unknown path with the translated not-found page and title', async () => {
    await renderSiteAt('/neexistuje');
    expect(screen.getByRole('heading', { level: 1, name: 'Stránka nenájdená' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(document.title).toBe('Stránka nenájdená - Zručnosti do života');
  });

  it('never loads mfe_admin outside /admin', async () => {
    (loadRemote as jest.Mock).mockClear();
    const router = await renderSiteAt('/');
    for (const path of ['/o-projekte', '/galeria/3', '/kontakt']) await act(() => router.navigate(path));
    const loaded = (loadRemote as jest.Mock).mock.calls.map(([id]) => id as string);
    // Pages loaded by earlier tests come from the loader's cache; the gallery is new here.
    expect(loaded).toContain('mfe_gallery/Gallery');
    expect(loaded.some((id) => id.startsWith('mfe_admin/'))).toBe(false);
  });
});
