// The site's router: which page an address shows, and moving between addresses without reloading.
// The same names and behaviour as the part of react-router's declarative mode the site used
// (a route table with a layout and its outlet, `:name` parameters, `*` for the rest, Link, NavLink,
// useNavigate, useSearchParams …), at a fifth of its bytes: every page carried 14 KB of gzip
// for it. The browser's router (BrowserRouter, Link) is in ./browser.tsx, the routers without an
// address bar (the renderer's, the tests') in ./memory.tsx.
//
// Route paths are absolute or relative to the route above them; a <Routes> inside a page matches
// the whole pathname (the site has no routes below a page's own).
import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPath, joinPaths, matchPath, resolveTo, routeScore, type Location, type NavigationType, type Params, type To } from './paths';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Moves to another address, or `delta` entries back or forward in the history. */
export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}

/** What a router does with a navigation: the browser's history, a list in memory, or nothing (the server). */
export interface Navigator {
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  go(delta: number): void;
}

interface RouterState {
  location: Location;
  navigationType: NavigationType;
  navigator: Navigator;
}

const RouterContext = createContext<RouterState | null>(null);

interface RouteState {
  params: Params;
  /** The element of the matched route below this one, for <Outlet>. */
  outlet: ReactNode;
}

const RouteContext = createContext<RouteState>({ params: {}, outlet: null });

export interface RouterProps {
  location: Location;
  navigationType: NavigationType;
  navigator: Navigator;
  children?: ReactNode;
}

/** Provides an address and a way to change it to everything below; the routers build on it. */
export function Router({ location, navigationType, navigator, children }: RouterProps) {
  const value = useMemo(() => ({ location, navigationType, navigator }), [location, navigationType, navigator]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

function useRouter(hook: string): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook}() may be used only inside a router (<BrowserRouter>, <StaticRouter> or <MemoryRouter>)`);
  return router;
}

export function useLocation(): Location {
  return useRouter('useLocation').location;
}

export function useNavigationType(): NavigationType {
  return useRouter('useNavigationType').navigationType;
}

export function useParams<T extends Params = Params>(): T {
  return useContext(RouteContext).params as T;
}

/** A stable function that moves to `to`, read from the address at the moment it is called. */
export function useNavigate(): NavigateFunction {
  const { navigator, location } = useRouter('useNavigate');
  const current = useRef(location);
  current.current = location;
  return useMemo(
    () =>
      ((to: To | number, options: NavigateOptions = {}) => {
        if (typeof to === 'number') {
          navigator.go(to);
          return;
        }
        const path = createPath(resolveTo(to, current.current.pathname));
        if (options.replace) navigator.replace(path, options.state);
        else navigator.push(path, options.state);
      }),
    [navigator],
  );
}

export type SearchParamsInit = string | URLSearchParams | Record<string, string | string[]> | [string, string][];

export function createSearchParams(init: SearchParamsInit = ''): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams || Array.isArray(init)) return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(init)) {
    for (const each of Array.isArray(value) ? value : [value]) params.append(name, each);
  }
  return params;
}

export type SetSearchParams = (next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void;

/** The address's query, and a way to move to the same page with another (its fragment dropped). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const current = useRef(params);
  current.current = params;
  const setSearchParams = useMemo<SetSearchParams>(
    () => (next, options) => {
      const query = createSearchParams(typeof next === 'function' ? next(new URLSearchParams(current.current)) : next).toString();
      navigate(`?${query}`, options);
    },
    [navigate],
  );
  return [params, setSearchParams];
}

/** Moves to `to` once it has rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
    // Once, as the element is placed: a redirect re-rendered does not move again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export interface RouteObject {
  /** Absolute, or relative to the route above; none for a layout route. */
  path?: string;
  /** The route shown at its parent's own address. */
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

/** The matched route's element below this route's. */
export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}

interface Branch {
  path: string;
  score: number;
  /** The routes from the top to the leaf. */
  routes: RouteObject[];
  caseSensitive: boolean;
}

function flatten(routes: RouteObject[], parentPath = '', parents: RouteObject[] = [], branches: Branch[] = []): Branch[] {
  for (const route of routes) {
    const path = route.path === undefined ? parentPath : joinPaths(parentPath || '/', route.path);
    const chain = [...parents, route];
    if (route.children?.length) flatten(route.children, path, chain, branches);
    // A layout route without a path matches only through its children.
    if (route.path !== undefined || route.index) {
      branches.push({ path: path || '/', score: routeScore(path || '/', route.index === true), routes: chain, caseSensitive: route.caseSensitive === true });
    }
  }
  return branches;
}

/** Children first in the table win a tie (the order they were listed in). */
function rank(branches: Branch[]): Branch[] {
  return branches.map((branch, order) => ({ branch, order })).sort((a, b) => b.branch.score - a.branch.score || a.order - b.order).map(({ branch }) => branch);
}

/** The element of the route `routes` give the current address, with its layouts around it; null when none matches. */
export function useRoutes(routes: RouteObject[]): ReactElement | null {
  const { pathname } = useLocation();
  const parent = useContext(RouteContext);
  const branches = useMemo(() => rank(flatten(routes)), [routes]);
  for (const branch of branches) {
    // matchPath decodes the parameters (once: '%2520' stays '%20').
    const match = matchPath({ path: branch.path, caseSensitive: branch.caseSensitive, end: true }, pathname);
    if (!match) continue;
    const params = { ...parent.params, ...match.params };
    return branch.routes.reduceRight<ReactElement | null>(
      (outlet, route) => <RouteContext value={{ params, outlet }}>{route.element === undefined ? outlet : route.element}</RouteContext>,
      null,
    );
  }
  return null;
}

export interface RouteProps extends Omit<RouteObject, 'children' | 'element'> {
  element?: ReactNode;
  children?: ReactNode;
}

/** One route of a <Routes>: read by it, never rendered itself. */
export function Route(_props: RouteProps): ReactElement {
  throw new Error('<Route> may be used only as a child of <Routes>');
}

function routesOf(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps & { children?: ReactNode }>(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesOf(child.props.children));
      return;
    }
    const { path, index, caseSensitive, element, children: nested } = child.props;
    routes.push({ path, index, caseSensitive, element, children: nested ? routesOf(nested) : undefined });
  });
  return routes;
}

/** The routes written as <Route> elements. */
export function Routes({ children }: { children?: ReactNode }) {
  return useRoutes(routesOf(children));
}
