// A part of a server-rendered page whose script arrives when a visitor can reach it, not before.
// The server renders it whole (the renderer waits for every Suspense boundary), so the HTML is
// complete without JavaScript. In the browser the part stays React's server HTML, dehydrated behind
// its own Suspense boundary, until it comes within a quarter of a screen of the viewport, or the
// visitor focuses or presses something in it; then its module is fetched and React hydrates it in
// place. A part with no control of its own (`{ static: true }`: text, pictures, links) is not woken
// by being seen, only by a touch. Until a part has woken, a press on one of its links moves in place
// as any link of the site does, and its forms are kept by the boot script (the page protocol: a send
// waits for the form's "ready" mark): nothing pressed there is lost.
//
// A part's chunk is named `deferred-…` (`import(/* webpackChunkName: "deferred-home-meetings" */ …)`):
// the page renderer then links its stylesheets from the start (shared-ui/script-graph.mjs), so the
// server's HTML of it is styled before its script arrives.
//
// Rendered any other way (an in-place move to the page, a page the browser renders itself, any
// render after the page came alive, such as a change of language), the part's module is fetched at
// once: the move waits for it as it waits for the page's own module.
import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { useLocation, useNavigate } from 'shared-ui/router';
import { isPageAlive, isServerRendered } from '../page-protocol';

/** How far below the viewport a part starts to wake: a quarter of a screen, so it is alive when it is seen. */
export const DEFERRED_WAKE_MARGIN = '0px 0px 25% 0px';

/** The events that wake a part at once: a visitor about to use something in it. */
const WAKING_EVENTS = ['focusin', 'pointerdown', 'keydown', 'click'] as const;

export interface DeferredOptions {
  /** Nothing in the part needs a script to be used (text, pictures, links): it is not woken by being seen. */
  static?: boolean;
}

/** Whether React is hydrating the HTML the server sent, before the route's page came alive. */
function hydratingServerHtml(): boolean {
  return typeof document !== 'undefined' && isServerRendered() && !isPageAlive();
}

/** The site's own address a plain press on this link goes to, or null (another site, a new tab, a download, a modified press). */
function inPlaceAddress(event: MouseEvent, link: HTMLAnchorElement | null): string | null {
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, location.href);
  return url.origin === location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** Mounted with the part, inside its boundary: it says when the part has hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * The component `load` resolves to, hydrated when a visitor can reach it (see the header).
 * Its props must be what the server rendered it with (they are, from the page's data).
 */
export function deferred<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, options: DeferredOptions = {}): ComponentType<P> {
  let wake: () => void = () => undefined;
  const woken = new Promise<void>((resolve) => {
    wake = resolve;
  });
  const Part = lazy(() => woken.then(load));
  if (typeof document === 'undefined') wake();

  /** Rendered only when React shows the fallback, that is once the server's HTML of the part is gone: the part is needed now. */
  function Needed() {
    wake();
    return null;
  }

  function Deferred(props: P) {
    const frame = useRef<HTMLDivElement>(null);
    const committed = useRef(false);
    const alive = useRef(false);
    const serverCopy = useRef<string | null>(null);
    const anew = useRef(false);
    const navigate = useNavigate();
    const { pathname, search } = useLocation();
    const { i18n } = useTranslation();
    const shows = `${i18n.language} ${pathname}${search}`;
    const [first] = useState(() => ({ hydrating: hydratingServerHtml(), shows }));
    // The visitor moved on (another page, the other language) before the part woke: the server's
    // HTML no longer says what the part would, so it is rendered anew instead of hydrated (a new
    // boundary), the server's copy standing in until its script is there.
    if (first.hydrating && shows !== first.shows && !alive.current) anew.current = true;
    const onHydrated = useCallback(() => {
      alive.current = true;
    }, []);
    // Rendered again (memo: its props changed, or the page or language did), the part renders anew: its code is needed.
    if (committed.current || !first.hydrating) wake();
    useEffect(() => {
      committed.current = true;
    });
    useEffect(() => {
      const element = frame.current;
      if (!element) return undefined;
      serverCopy.current ??= element.innerHTML;
      // Heard on the window, before React's root: React stops a focus inside a part it cannot
      // hydrate yet from reaching the part (it replays it once the part has hydrated).
      const onEvent = (event: Event) => {
        if (!(event.target instanceof Element) || !element.contains(event.target)) return;
        wake();
        if (event.type !== 'click' || alive.current) return;
        const address = inPlaceAddress(event as MouseEvent, event.target.closest('a[href]'));
        if (address === null) return;
        event.preventDefault();
        navigate(address);
      };
      for (const type of WAKING_EVENTS) window.addEventListener(type, onEvent, { capture: true });
      const observer =
        options.static || typeof IntersectionObserver !== 'function'
          ? null
          : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: DEFERRED_WAKE_MARGIN });
      // The frame lays out no box of its own (display: contents): its children are what is seen.
      for (const child of element.children) observer?.observe(child);
      if (!observer && !options.static) wake();
      return () => {
        observer?.disconnect();
        for (const type of WAKING_EVENTS) window.removeEventListener(type, onEvent, { capture: true });
      };
    }, [navigate]);
    return (
      <div ref={frame} className="ui-deferred">
        <Suspense
          key={anew.current ? 'anew' : 'server'}
          fallback={
            <>
              <Needed />
              {anew.current && serverCopy.current !== null ? <div className="ui-deferred" dangerouslySetInnerHTML={{ __html: serverCopy.current }} /> : null}
            </>
          }
        >
          <Part {...props} />
          <Hydrated onHydrated={onHydrated} />
        </Suspense>
      </div>
    );
  }
  // A parent's render with the same props leaves the part alone: an update reaching a part still
  // dehydrated would make React drop its server HTML.
  return memo(Deferred);
}
