// A part of a server-rendered page whose script arrives when a visitor can reach it, not before.
// The server renders it whole (the renderer waits for every Suspense boundary), so the HTML is
// complete without JavaScript. In the browser the part stays React's server HTML, dehydrated behind
// its own Suspense boundary, until it comes within a quarter of a screen of the viewport, or the
// visitor focuses or presses something in it; then its module is fetched and React hydrates it in
// place. A part with no control of its own (`{ static: true }`: text, pictures, links) is not woken
// by being seen, only by a touch. A control outside the part that opens it (the drawer's menu
// button) calls the part's `wake` as a visitor reaches for it. Until a part has woken, a press on
// one of its links moves in place as any link of the site does, and its forms are kept by the boot
// script (the page protocol: a send waits for the form's "ready" mark): nothing pressed there is lost.
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
import { isPlainPress, useLocation, useNavigate } from 'shared-ui/router';
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
  // A link to the page in another language is a page load, as it is without JavaScript (the part,
  // once alive, switches the language in place itself).
  if (!link || !isPlainPress(event, link.target) || link.hasAttribute('download') || link.hasAttribute('hreflang')) return null;
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
/** A deferred part; `wake` fetches its script now (a control outside it is about to open or use it). */
export type DeferredComponent<P> = ComponentType<P> & { wake: () => void };

export function deferred<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, options: DeferredOptions = {}): DeferredComponent<P> {
  let release: () => void = () => undefined;
  const woken = new Promise<void>((resolve) => {
    release = resolve;
  });
  let fetching: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchPart = () => (fetching ??= load());
  const Part = lazy(() => woken.then(fetchPart));
  // On the server the part renders at once (the renderer waits for it); in the browser its script
  // is fetched the moment it is needed, whether or not React is rendering it then (`wake` from a
  // control outside the part: the drawer's menu button).
  const server = typeof document === 'undefined';
  const wake = () => {
    release();
    if (!server) fetchPart().catch(() => undefined);
  };
  if (server) release();

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
        // A link chosen in a popover (the drawer) closes it, as the part does once alive.
        const popover = event.target.closest<HTMLElement>('[popover]');
        if (popover?.matches(':popover-open')) popover.hidePopover();
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
  return Object.assign(memo(Deferred), { wake });
}
