import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { use } from 'react';
import { MemoryRouter } from 'shared-ui/router/server';
import type { PublicReads } from 'shared-ui/api';
import { publicReadsStub } from 'shared-ui/jest/page-harness';
import { usePageData, type PageRequest } from 'shared-ui/page-data';
import { createBrowserPageSource } from '../browser-page-source';
import { PageSourceContext, type PageSource } from '../page-source';
import { RemotePage } from '../remote-page';
import { SiteContentProvider } from 'shared-ui/page-data';
import { TEST_SITE_DETAILS } from 'shared-ui/jest/site-content';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const loadRemoteMock = loadRemote as jest.Mock;

// The page suspends on a promise: rendering inside an awaited act lets React retry when it settles.
const renderPage = (moduleId: string, source: PageSource = createBrowserPageSource({ loadReads: async () => publicReadsStub() }), path = '/') =>
  act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <SiteContentProvider content={TEST_SITE_DETAILS}>
          <PageSourceContext value={source}>
            <RemotePage moduleId={moduleId} />
          </PageSourceContext>
        </SiteContentProvider>
      </MemoryRouter>,
    );
  });

/** A page that shows how many materials its data holds. */
const materialsModule = {
  default: function MaterialsCount() {
    const { count } = use(usePageData<{ count: number }>());
    return <p>{count} materiálov</p>;
  },
  loadPageData: async ({ reads }: PageRequest) => ({ count: (await reads.materials()).length }),
};

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  loadRemoteMock.mockReset();
});

describe('RemotePage', () => {
  it('renders the remote page once it has loaded', async () => {
    loadRemoteMock.mockResolvedValue({ default: () => <h1>Workshopy</h1> });
    await renderPage('mfe_public/Workshops');
    expect(await screen.findByRole('heading', { name: 'Workshopy' })).toBeInTheDocument();
  });

  it('shows the translated message when the remote is down, and the retry loads it again', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValueOnce({ default: () => <h1>Fotogaléria</h1> });
    await renderPage('mfe_gallery/Gallery');
    expect(await screen.findByRole('heading', { name: 'Túto časť stránky sa nepodarilo načítať' })).toBeInTheDocument();
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Skúsiť znova' })));
    expect(await screen.findByRole('heading', { name: 'Fotogaléria' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('hands the page the data its module loads through the public reads', async () => {
    loadRemoteMock.mockResolvedValue(materialsModule);
    const reads = publicReadsStub({ materials: async () => [{}, {}] as never });
    await renderPage('mfe_public/Materials', createBrowserPageSource({ loadReads: async () => reads }), '/materialy');
    expect(await screen.findByText('2 materiálov')).toBeInTheDocument();
    expect(reads.materials).toHaveBeenCalledTimes(1);
  });

  it("starts from the server's copy of the data on the page the visitor arrived on, without asking again", async () => {
    loadRemoteMock.mockResolvedValue(materialsModule);
    const reads: PublicReads = publicReadsStub();
    const source = createBrowserPageSource({ loadReads: async () => reads });
    source.seed('mfe_public/Materials', '/materialy', 'sk', { count: 5 });
    await renderPage('mfe_public/Materials', source, '/materialy');
    expect(await screen.findByText('5 materiálov')).toBeInTheDocument();
    expect(reads.materials).not.toHaveBeenCalled();
  });

  it("keeps the server's HTML of the arrival page readable below the message when its module cannot load", async () => {
    loadRemoteMock.mockRejectedValue(new Error('ScriptNetworkError'));
    const source = createBrowserPageSource({ loadReads: async () => publicReadsStub() });
    // A module no other test has loaded (a loaded module is remembered).
    source.seed('mfe_public/Tools', '/interaktivne-nastroje', 'sk', null, '<h1>Vzdelávacie materiály</h1><a href="/kontakt">Kontakt</a>');
    await renderPage('mfe_public/Tools', source, '/interaktivne-nastroje');
    expect(await screen.findByRole('heading', { level: 2, name: 'Túto časť stránky sa nepodarilo načítať' })).toBeInTheDocument();
    expect(screen.getByText(/tlačidlá a formuláre v nej nefungujú/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Vzdelávacie materiály' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt');
  });

  it("shows no server copy on a page the visitor did not arrive on", async () => {
    loadRemoteMock.mockRejectedValue(new Error('ScriptNetworkError'));
    const source = createBrowserPageSource({ loadReads: async () => publicReadsStub() });
    source.seed('mfe_public/Tools', '/interaktivne-nastroje', 'sk', null, '<h1>Vzdelávacie materiály</h1>');
    await renderPage('mfe_public/About', source, '/o-projekte');
    expect(await screen.findByRole('heading', { level: 1, name: 'Túto časť stránky sa nepodarilo načítať' })).toBeInTheDocument();
    expect(screen.queryByText('Vzdelávacie materiály')).not.toBeInTheDocument();
  });

  it('catches a remote page that breaks while rendering', async () => {
    loadRemoteMock.mockResolvedValue({
      default: () => {
        throw new Error('bug in the remote');
      },
    });
    await renderPage('mfe_public/Contact');
    expect(await screen.findByRole('button', { name: 'Skúsiť znova' })).toBeInTheDocument();
  });
});
