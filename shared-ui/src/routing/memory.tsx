// Routers without an address bar: the renderer's (one address, no moves) and the tests' (a
// history kept in memory).
import { useMemo, useState, type ReactNode } from 'react';
import { parsePath, type Location, type NavigationType } from './paths';
import { Router, type Navigator } from './routing';

function locationOf(to: string, state: unknown, key: string): Location {
  const { pathname = '/', search = '', hash = '' } = parsePath(to);
  return { pathname, search, hash, state, key };
}

const refuse = (what: string) => () => {
  throw new Error(`A server-rendered page cannot ${what}: it moves once it runs in the browser`);
};

const SERVER_NAVIGATOR: Navigator = { push: refuse('navigate'), replace: refuse('navigate'), go: refuse('go back or forward') };

/** The renderer's router: the page's own address, which nothing on the server changes. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const current = useMemo(() => locationOf(location, null, 'default'), [location]);
  return (
    <Router location={current} navigationType="POP" navigator={SERVER_NAVIGATOR}>
      {children}
    </Router>
  );
}

interface MemoryHistory {
  entries: Location[];
  index: number;
  navigationType: NavigationType;
}

let memoryKeys = 0;
const newKey = () => `memory-${++memoryKeys}`;

/** A history in memory, for a component tested alone: `initialEntries` (default '/'), the last one current. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children?: ReactNode }) {
  const [history, setHistory] = useState<MemoryHistory>(() => {
    // The first entry is the one a page was loaded into, as in a browser: its key is 'default'.
    const entries = initialEntries.map((entry, at) => locationOf(entry, null, at === 0 ? 'default' : newKey()));
    return { entries, index: entries.length - 1, navigationType: 'POP' };
  });
  const navigator = useMemo<Navigator>(
    () => ({
      push: (to, state = null) =>
        setHistory(({ entries, index }) => ({ entries: [...entries.slice(0, index + 1), locationOf(to, state, newKey())], index: index + 1, navigationType: 'PUSH' })),
      replace: (to, state = null) =>
        setHistory(({ entries, index }) => ({ entries: entries.map((entry, at) => (at === index ? locationOf(to, state, newKey()) : entry)), index, navigationType: 'REPLACE' })),
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
