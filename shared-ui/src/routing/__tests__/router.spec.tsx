import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BrowserRouter, isPlainPress, Link, matchPath, Navigate, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useNavigationType, useParams, useRoutes, useSearchParams, type RouteObject } from 'shared-ui/router';
import { MemoryRouter, StaticRouter } from 'shared-ui/router/server';
import { resolveTo } from '../paths';

function Where() {
  const { pathname, search, hash, state } = useLocation();
  return (
    <output aria-label="where">
      {`${useNavigationType()} ${pathname}${search}${hash}${state ? ` ${JSON.stringify(state)}` : ''}`}
    </output>
  );
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

describe('matchPath', () => {
  it('matches the site’s patterns: parameters decoded, case and a trailing slash ignored, * taking the rest', () => {
    expect(matchPath({ path: '/galeria/:albumId', end: true }, '/galeria/12')?.params).toEqual({ albumId: '12' });
    expect(matchPath({ path: '/galeria/:albumId', end: true }, '/galeria/caj%20a%20k%C3%A1va')?.params).toEqual({ albumId: 'caj a káva' });
    expect(matchPath({ path: '/materialy', end: true }, '/Materialy/')).not.toBeNull();
    expect(matchPath({ path: '/materialy', end: true, caseSensitive: true }, '/Materialy')).toBeNull();
    expect(matchPath({ path: '/galeria/:albumId', end: true }, '/galeria')).toBeNull();
    expect(matchPath({ path: '/galeria/:albumId', end: true }, '/galeria/1/2')).toBeNull();
    expect(matchPath({ path: '/admin', end: false }, '/admin/login')?.pathnameBase).toBe('/admin');
    expect(matchPath({ path: '/admin', end: false }, '/administrator')).toBeNull();
    expect(matchPath('/docs/*', '/docs/a/b')).toMatchObject({ params: { '*': 'a/b' }, pathnameBase: '/docs' });
    expect(matchPath('/kurz/:id?', '/kurz')?.params).toEqual({ id: undefined });
    expect(matchPath('*', '/cokolvek/dalej')?.params).toEqual({ '*': 'cokolvek/dalej' });
  });
});

describe('resolveTo', () => {
  it('keeps the page for a query or fragment alone, and reads relative paths from the current one', () => {
    expect(resolveTo({ search: '?tema=2' }, '/materialy')).toEqual({ pathname: '/materialy', search: '?tema=2', hash: '' });
    expect(resolveTo('#faq', '/o-projekte')).toEqual({ pathname: '/o-projekte', search: '', hash: '#faq' });
    expect(resolveTo('fotky', '/galeria/3')).toEqual({ pathname: '/galeria/3/fotky', search: '', hash: '' });
    expect(resolveTo('../4?lang=en', '/galeria/3')).toEqual({ pathname: '/galeria/4', search: '?lang=en', hash: '' });
    expect(resolveTo({ pathname: '/', search: 'lang=en' }, '/kontakt')).toEqual({ pathname: '/', search: '?lang=en', hash: '' });
  });
});

describe('useRoutes', () => {
  function Album() {
    return <p>album {useParams().albumId}</p>;
  }
  const routes: RouteObject[] = [
    {
      element: (
        <main>
          <h1>Rám</h1>
          <Outlet />
        </main>
      ),
      children: [
        { path: '*', element: <p>nenájdené</p> },
        { path: '/galeria/:albumId', element: <Album /> },
        { path: '/galeria/novy', element: <p>nový album</p> },
        { path: '/', element: <p>domov</p> },
      ],
    },
  ];
  function Site() {
    return useRoutes(routes);
  }
  const at = (path: string) => render(<MemoryRouter initialEntries={[path]}><Site /></MemoryRouter>);

  it.each([
    ['/', 'domov'],
    ['/galeria/7', 'album 7'],
    ['/galeria/jar%202026', 'album jar 2026'],
    ['/galeria/100%2525', 'album 100%25'],
    ['/galeria/novy', 'nový album'],
    ['/galeria/7/8', 'nenájdené'],
    ['/neexistuje', 'nenájdené'],
  ])('shows %s as “%s” inside its layout: static before a parameter before *', (path, text) => {
    at(path);
    expect(screen.getByRole('heading', { name: 'Rám' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('reads <Route> elements the same way', () => {
    render(
      <MemoryRouter initialEntries={['/admin/login']}>
        <Routes>
          <Route path="/admin" element={<p>panel</p>} />
          <Route path="/admin/login" element={<p>prihlásenie</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('prihlásenie')).toBeInTheDocument();
  });
});

describe('links and moves', () => {
  function Page() {
    const [params, setParams] = useSearchParams();
    const navigate = useNavigate();
    return (
      <>
        <Where />
        <Link to="/kontakt" state={{ from: 'domov' }}>Kontakt</Link>
        <Link to={{ search: '?tema=1' }} replace>Téma</Link>
        <NavLink to="/" end>Domov</NavLink>
        <NavLink to="/galeria">Galéria</NavLink>
        <button type="button" onClick={() => setParams((previous) => ({ ...Object.fromEntries(previous), tema: '2' }))}>
          téma {params.get('tema') ?? '–'}
        </button>
        <button type="button" onClick={() => navigate(-1)}>späť</button>
      </>
    );
  }

  it('moves in place on a plain click, with the state given; leaves a modified click to the browser', () => {
    render(<MemoryRouter><Page /></MemoryRouter>);
    expect(where()).toBe('POP /');
    const contact = screen.getByRole('link', { name: 'Kontakt' });
    expect(contact).toHaveAttribute('href', '/kontakt');
    expect(fireEvent.click(contact, { ctrlKey: true })).toBe(true);
    expect(where()).toBe('POP /');
    fireEvent.click(contact);
    expect(where()).toBe('PUSH /kontakt {"from":"domov"}');
    fireEvent.click(screen.getByRole('button', { name: 'späť' }));
    expect(where()).toBe('POP /');
  });

  it('takes a press as a move in place only when it is plain and opens in this window', () => {
    const plain = { defaultPrevented: false, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };
    expect(isPlainPress(plain)).toBe(true);
    expect(isPlainPress(plain, '_self')).toBe(true);
    expect(isPlainPress(plain, '_blank')).toBe(false);
    expect(isPlainPress({ ...plain, button: 1 })).toBe(false);
    expect(isPlainPress({ ...plain, shiftKey: true })).toBe(false);
    expect(isPlainPress({ ...plain, metaKey: true })).toBe(false);
    expect(isPlainPress({ ...plain, defaultPrevented: true })).toBe(false);
  });

  it('gives a query-only link the current page, and replaces the entry when told to', () => {
    render(<MemoryRouter initialEntries={['/materialy#zoznam']}><Page /></MemoryRouter>);
    expect(screen.getByRole('link', { name: 'Téma' })).toHaveAttribute('href', '/materialy?tema=1');
    fireEvent.click(screen.getByRole('link', { name: 'Téma' }));
    expect(where()).toBe('REPLACE /materialy?tema=1');
    fireEvent.click(screen.getByRole('button', { name: 'téma 1' }));
    expect(where()).toBe('PUSH /materialy?tema=2');
  });

  it('marks the link of the current page (and of the section a page is in, unless `end`)', () => {
    render(<MemoryRouter initialEntries={['/galeria/4']}><Page /></MemoryRouter>);
    expect(screen.getByRole('link', { name: 'Galéria' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Domov' })).not.toHaveAttribute('aria-current');
  });

  it('redirects with <Navigate>', () => {
    render(
      <MemoryRouter initialEntries={['/stare']}>
        <Routes>
          <Route path="/stare" element={<Navigate to="/nove" replace />} />
          <Route path="/nove" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(where()).toBe('REPLACE /nove');
  });
});

describe('BrowserRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('keeps each entry’s state and key in the history, and shows an entry again on Back', () => {
    render(<BrowserRouter><Where /><Link to="/materialy?tema=1" state={{ keepScroll: true }}>Materiály</Link></BrowserRouter>);
    expect(window.history.state).toEqual({ idx: 0 });
    fireEvent.click(screen.getByRole('link', { name: 'Materiály' }));
    expect(window.location.pathname + window.location.search).toBe('/materialy?tema=1');
    expect(window.history.state).toMatchObject({ usr: { keepScroll: true }, idx: 1, key: expect.any(String) });
    expect(where()).toBe('PUSH /materialy?tema=1 {"keepScroll":true}');
    act(() => {
      window.history.replaceState({ idx: 0 }, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(where()).toBe('POP /');
  });
});

describe('StaticRouter', () => {
  it('renders the page at its address, its links with their addresses', () => {
    const html = renderToString(
      <StaticRouter location="/galeria/5?lang=en">
        <Routes>
          <Route path="/galeria/:albumId" element={<><Where /><Link to={{ search: '?lang=sk' }}>SK</Link></>} />
        </Routes>
      </StaticRouter>,
    );
    expect(html).toContain('POP /galeria/5?lang=en');
    expect(html).toContain('href="/galeria/5?lang=sk"');
  });
});
