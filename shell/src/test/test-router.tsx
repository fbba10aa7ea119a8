// A router for a spec to drive: the app inside a MemoryRouter, and a handle that moves it as a
// visitor's link would and tells where it is.
import type { ReactNode } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'shared-ui/router';
import { MemoryRouter } from 'shared-ui/router/server';

export interface TestRouter {
  /** Settles once the move has been handed to the router (wrap it in act()). */
  navigate(to: string): Promise<void>;
  readonly state: { location: Location };
}

interface Probe {
  navigate?: NavigateFunction;
  location?: Location;
}

function RouterProbe({ onRender }: { onRender: (seen: Required<Probe>) => void }) {
  onRender({ navigate: useNavigate(), location: useLocation() });
  return null;
}

/** `children` at `path`, with the handle that moves them. */
export function testRouter(path: string, children: ReactNode): { element: ReactNode; router: TestRouter } {
  let probe: Probe = {};
  const router: TestRouter = {
    navigate: async (to) => {
      if (!probe.navigate) throw new Error('the router has not rendered yet');
      probe.navigate(to);
      await Promise.resolve();
    },
    get state() {
      if (!probe.location) throw new Error('the router has not rendered yet');
      return { location: probe.location };
    },
  };
  const element = (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <RouterProbe onRender={(seen) => (probe = seen)} />
    </MemoryRouter>
  );
  return { element, router };
}
