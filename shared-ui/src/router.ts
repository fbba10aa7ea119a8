// The one door to the site's router for the shell and every remote (the router itself is in
// ./routing: react-router's declarative names and behaviour for the part the site uses, 3 KB of
// gzip where react-router was 14 KB on every page). Module Federation shares this module as a
// singleton: the shell's router and every remote's links and hooks read the same contexts.
//
// Source files import routing from 'shared-ui/router', never from './routing/…' directly: a
// direct import would bundle a second, unshared router whose contexts the shell's router never
// fills (federation-contract.spec.ts checks this). The routers without an address bar (the
// renderer's StaticRouter, the tests' MemoryRouter) are behind 'shared-ui/router/server'.
export { BrowserRouter, isPlainPress, Link, NavLink } from './routing/browser';
export type { LinkProps, NavLinkProps } from './routing/browser';
export { matchPath } from './routing/paths';
export type { Location, NavigationType, Params, To } from './routing/paths';
export { Navigate, Outlet, Route, Routes, useLocation, useNavigate, useNavigationType, useParams, useRoutes, useSearchParams } from './routing/routing';
export type { NavigateFunction, NavigateOptions, RouteObject } from './routing/routing';

/**
 * Navigation state of a link that changes the page in place (a filter): the shell's
 * scroll restoration leaves the visitor where they are instead of going to the top.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export const keepsScroll = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
