// The router of the browser's address bar, and the links that move it. History entries keep the
// same state react-router kept ({ usr: state, key, idx }), so entries made before a deploy of this
// router still restore their state and scroll position.
import { startTransition, useLayoutEffect, useMemo, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { createPath, resolveTo, type Location, type NavigationType, type To } from './paths';
import { Router, useLocation, useNavigate, type Navigator } from './routing';

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const entryState = (): EntryState => {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? state : {};
};

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const { usr = null, key = 'default' } = entryState();
  return { pathname, search, hash, state: usr, key };
}

const createKey = () => Math.random().toString(36).slice(2, 10);

interface HistoryView {
  location: Location;
  navigationType: NavigationType;
}

/**
 * The address bar's router. A move between pages renders in a transition (React keeps the page
 * on screen until the next one is ready, as react-router did).
 */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [view, setView] = useState<HistoryView>(() => ({ location: currentLocation(), navigationType: 'POP' }));

  useLayoutEffect(() => {
    // The entry the page was loaded into gets its place in the history (Back from a later entry knows it).
    if (entryState().idx === undefined) window.history.replaceState({ ...entryState(), idx: 0 }, '');
    const onPop = () => startTransition(() => setView({ location: currentLocation(), navigationType: 'POP' }));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigator = useMemo<Navigator>(() => {
    const move = (navigationType: 'PUSH' | 'REPLACE', to: string, state: unknown = null) => {
      const key = createKey();
      const idx = (entryState().idx ?? 0) + (navigationType === 'PUSH' ? 1 : 0);
      try {
        if (navigationType === 'PUSH') window.history.pushState({ usr: state, key, idx }, '', to);
        else window.history.replaceState({ usr: state, key, idx }, '', to);
      } catch {
        // Too many entries (Safari's limit) or a state that cannot be stored: an ordinary page load.
        window.location[navigationType === 'PUSH' ? 'assign' : 'replace'](to);
        return;
      }
      startTransition(() => setView({ location: currentLocation(), navigationType }));
    };
    return {
      push: (to, state) => move('PUSH', to, state),
      replace: (to, state) => move('REPLACE', to, state),
      go: (delta) => window.history.go(delta),
    };
  }, []);

  return (
    <Router location={view.location} navigationType={view.navigationType} navigator={navigator}>
      {children}
    </Router>
  );
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Puts the new address in place of the current entry (default: when it is the same address). */
  replace?: boolean;
  state?: unknown;
  /** An ordinary page load instead of a move in place. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** The parts of a press, React's or the DOM's, that say whether it asks for a move in place. */
export interface Press {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

/**
 * A plain press on a link opening in this window: the press a link of the site answers by moving in
 * place (a modified press, another button, another window or one already handled stays the browser's).
 */
export function isPlainPress(event: Press, target?: string | null): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  return !target || target === '_self';
}

/**
 * A link inside the site (its caller decides that: Button sends other sites to a plain <a>): an
 * ordinary <a href>, which moves in place when clicked as a plain click.
 */
export function Link({ to, replace, state, reloadDocument, onClick, target, children, ...rest }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const href = createPath(resolveTo(to, location.pathname));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (reloadDocument || !isPlainPress(event, target)) return;
    event.preventDefault();
    navigate(href, { replace: replace ?? createPath(location) === href, state });
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

export interface NavLinkRenderProps {
  isActive: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** Active only on this very address, not on the addresses below it. */
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: LinkProps['style'] | ((props: NavLinkRenderProps) => LinkProps['style']);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
}

/** A link that knows whether it leads to the current page (aria-current="page", an `active` class). */
export function NavLink({ to, end = false, caseSensitive = false, className, style, children, 'aria-current': ariaCurrent = 'page', ...rest }: NavLinkProps) {
  const location = useLocation();
  const fold = (path: string) => (caseSensitive ? path : path.toLowerCase());
  const here = fold(location.pathname);
  const target = fold(resolveTo(to, location.pathname).pathname);
  const endAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(endAt) === '/');
  const renderProps = { isActive };
  const classes = typeof className === 'function' ? className(renderProps) : [className, isActive ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? ariaCurrent : undefined}
      className={classes}
      style={typeof style === 'function' ? style(renderProps) : style}
    >
      {typeof children === 'function' ? children(renderProps) : children}
    </Link>
  );
}
