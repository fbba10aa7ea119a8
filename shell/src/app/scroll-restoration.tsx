// A new page starts at the top; Back and Forward return to where the visitor was on that entry,
// also after a reload. The frame does it itself (the router keeps a key per history entry).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { keepsScroll, useLocation, useNavigationType } from 'shared-ui/router';

const STORAGE_KEY = 'shell-scroll-positions';
/** A page that renders late (its remote, its data) gets this long to grow tall enough. */
const RESTORE_WINDOW_MS = 1500;
const REMEMBERED_ENTRIES = 50;

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(stored) ? (stored as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

function savePosition(key: string, y: number): void {
  const positions = readPositions();
  positions.delete(key);
  positions.set(key, y);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-REMEMBERED_ENTRIES)));
  } catch {
    // storage full or blocked: Back then starts at the top
  }
}

/** Where this entry's own key is kept in the history entry's state, beside the router's. */
const ENTRY_KEY_FIELD = 'shellScrollKey';

/**
 * The key the position of the current history entry is stored under. The router gives every entry
 * it creates a key of its own, but the entry a page was loaded into has none: its key is 'default'
 * on every load of every page, so one page's position was restored on another. That entry gets a
 * key of its own in its history state, which survives a reload and is there again on Back.
 */
function entryKeyOf(routerKey: string): string {
  if (routerKey !== 'default') return routerKey;
  const state: unknown = window.history.state;
  const current = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const kept = current[ENTRY_KEY_FIELD];
  if (typeof kept === 'string') return kept;
  const created = `load-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  try {
    window.history.replaceState({ ...current, [ENTRY_KEY_FIELD]: created }, '');
  } catch {
    // history state unavailable: this entry is remembered until the page is left
  }
  return created;
}

/** Scrolls to y, again on each frame while the page is still too short, until the visitor scrolls. */
function restoreTo(y: number): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) <= 1 || performance.now() - started > RESTORE_WINDOW_MS) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

export function ScrollRestoration() {
  const location = useLocation();
  const { key: routerKey, hash } = location;
  const state: unknown = location.state;
  const navigationType = useNavigationType();
  // Read on scroll, not when leaving: by then the next page may have shortened the document and
  // the browser clamped the position.
  const lastY = useRef(0);

  useEffect(() => {
    const track = () => {
      lastY.current = window.scrollY;
    };
    track();
    window.addEventListener('scroll', track, { passive: true });
    return () => window.removeEventListener('scroll', track);
  }, []);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  // Leaving an entry (or the page) remembers how far down it was.
  useLayoutEffect(() => {
    // Read while this entry is the current one (on leaving it, the history state is the next one's).
    const key = entryKeyOf(routerKey);
    const remember = () => savePosition(key, lastY.current);
    window.addEventListener('pagehide', remember);
    return () => {
      window.removeEventListener('pagehide', remember);
      remember();
    };
  }, [routerKey]);

  // The document the server sent is already where the visitor put it: a page scrolled (or a FAQ
  // answer opened) before hydration must not jump to the top when the app starts.
  const firstEntry = useRef(true);
  useLayoutEffect(() => {
    const first = firstEntry.current;
    firstEntry.current = false;
    if (navigationType === 'POP') {
      const y = readPositions().get(entryKeyOf(routerKey));
      if (y !== undefined) return restoreTo(y);
    }
    // A link to an anchor scrolls there itself; a change in place (a filter) stays; anything else starts at the top.
    if (!hash && !first && !keepsScroll(state)) window.scrollTo(0, 0);
    return undefined;
    // The state belongs to the entry the key names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routerKey, hash, navigationType]);

  return null;
}
