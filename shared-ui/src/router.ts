// The one door to react-router for the shell and every remote. Module Federation shares this
// module (a `shared-ui/` subpath, singleton) instead of the whole react-router package: a shared
// package cannot be tree-shaken, because the host cannot know what a remote will use, but the
// exports listed here can. This keeps about 40 KB of gzip JS off every page.
//
// Source files import routing from 'shared-ui/router', never from 'react-router' directly: a
// direct import would bundle a second, unshared router whose context the shell's router never
// fills (federation-contract.spec.ts checks this). Add an export here when a page needs one.
//
// Declarative mode only: the data router (createBrowserRouter, RouterProvider, loaders, fetchers,
// ScrollRestoration) would add another 18 KB of gzip JS, and the site needs none of it.
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, RouteObject } from 'react-router';

/**
 * Navigation state of a link that changes the page in place (a filter): the shell's
 * scroll restoration leaves the visitor where they are instead of going to the top. (react-router's
 * `preventScrollReset` only speaks to the data router's ScrollRestoration, which the site does not use.)
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export const keepsScroll = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
