// Routers without an address bar: the renderer's (one address, no moves) and the tests' (a
// history kept in memory).
import { useMemo, useState, type ReactNode } from 'react';
import { parsePath, type Location, type NavigationType, type Path } from './paths';
import { Router, type Navigator } from './routing';

function locationOf(to: string | Partial<Path>, state: unknown, key: string): Location {
  const { pathname = '/', search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
  return { pathname, search, hash, state, key };
}

const refuse = (what: string) => () => {
  throw new Error(`A server-rendered page cannot ${what}: it moves once it runs in the browser`);
};

const SERVER_NAVIGATOR: Navigator = { push: refuse('navigate'), replace: refuse('navigate'), go: refuse('go back or forward') };

/** The renderer's router: the page's own address, which nothing on the server changes. */
export function StaticRouter({ location, children }: { location: string | Partial<Path>; children?: ReactNode }) {
  const current = useMemo(() => locationOf(location, null, 'default'), [location]);
  return (
    <Router location={current} navigationType="POP" navigator={SERVER_NAVIGATOR}>
      {children}
    </Router>
  );
}

export type InitialEntry = string | (Partial<Path> & { state?: unknown });

interface MemoryHistory {
  entries: Location[];
  index: number;
  navigationType: NavigationType;
}

let memoryKeys = 0;

/** A history in memory, for a component tested alone: `initialEntries` (default '/'), the last one current. */
export function MemoryRouter({ initialEntries = ['/'], initialIndex, children }: { initialEntries?: InitialEntry[]; initialIndex?: number; children?: ReactNode }) {
  const [history, setHistory] = useState<MemoryHistory>(() => {
    const entries = initialEntries.map((entry, at) =>
      typeof entry === 'string' ? locationOf(entry, null, at === 0 ? 'default' : `memory-${++memoryKeys}`) : locationOf(entry, entry.state ?? null, `memory-${++memoryKeys}`),
    );
    return { entries, index: Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1), navigationType: 'POP' };
  });
  const navigator = useMemo<Navigator>(
    () => ({
      push: (to, state = null) =>
        setHistory(({ entries, index }) => ({ entries: [...entries.slice(0, index + 1), locationOf(to, state, `memory-${++memoryKeys}`)], index: index + 1, navigationType: 'PUSH' })),
      replace: (to, state = null) =>
        setHistory(({ entries, index }) => ({ entries: entries.map((entry, at) => (at === index ? locationOf(to, state, `memory-${++memoryKeys}`) : entry)), index, navigationType: 'REPLACE' })),
      go: (delta) =>
        setHistory((previous) => ({ ...previous, index: Math.min(Math.max(previous.index + delta, 0), previous.entries.length - 1), navigationType: 'POP' })),
    }),
    [],
  );
  return (
    <Router location={history.entries[history.index]} navigationType={history.navigationType} navigator={navigator}>
      {children}
    </Router>
  );
}
