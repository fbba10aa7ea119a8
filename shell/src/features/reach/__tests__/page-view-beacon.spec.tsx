import { loadRemote } from '@module-federation/enhanced/runtime';
import { act } from '@testing-library/react';
import { renderSiteAt } from '../../../test/render-site';
import { PAGE_VIEW_ENDPOINT } from '../use-page-view-beacon';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
(loadRemote as jest.Mock).mockImplementation(async (id: string) => ({ default: () => <h1>{id}</h1> }));

const fetchSpy = jest.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));

/** The views the app sent: [path, language] of each. */
const sentViews = () =>
  fetchSpy.mock.calls
    .filter(([url]) => url === PAGE_VIEW_ENDPOINT)
    .map(([, init]) => {
      expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
      return Object.values(JSON.parse(init?.body as string) as Record<string, string>);
    });

beforeEach(() => {
  fetchSpy.mockClear();
  global.fetch = fetchSpy as typeof fetch;
  localStorage.clear();
});

describe('the page views the app sends for reach', () => {
  it('sends none for the page the document came with, then one per page the app moves to, not for a filter', async () => {
    const router = await renderSiteAt('/materialy');
    expect(sentViews()).toEqual([]);
    await act(() => router.navigate('/kontakt'));
    await act(() => router.navigate('/kontakt?tema=1'));
    await act(() => router.navigate('/galeria/4'));
    expect(sentViews()).toEqual([
      ['/kontakt', 'sk'],
      ['/galeria/4', 'sk'],
    ]);
  });

  it('sends none for an unknown page, the admin pages, or while the administrator is signed in', async () => {
    const router = await renderSiteAt('/');
    await act(() => router.navigate('/neexistuje'));
    await act(() => router.navigate('/admin/login'));
    localStorage.setItem('adminToken', 'token');
    await act(() => router.navigate('/kontakt'));
    expect(sentViews()).toEqual([]);
  });
});
