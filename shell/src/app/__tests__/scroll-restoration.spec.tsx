// A position is stored for the history entry it belongs to. The entry a page is loaded
// into has the router's key 'default' on every load, so it needs a key of its own.
import { act, render } from '@testing-library/react';
import { BrowserRouter, useNavigate } from 'shared-ui/router';
import { KEEP_SCROLL } from 'shared-ui/router';
import { ScrollRestoration } from '../scroll-restoration';

let scrolledTo: number[] = [];

/** A fresh load of `path`: a new document has no history state of its own. */
function loadPage(path: string, state: unknown = null) {
  window.history.replaceState(state, '', path);
  return render(
    <BrowserRouter>
      <ScrollRestoration />
    </BrowserRouter>,
  );
}

function scrollBy(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

/** Leaves the page the way a reload or a link to another document does. */
function leave(view: ReturnType<typeof render>) {
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  view.unmount();
}

beforeEach(() => {
  sessionStorage.clear();
  scrolledTo = [];
  scrollBy(0);
  window.scrollTo = ((_x: number, y: number) => {
    scrolledTo.push(y);
    scrollBy(y);
  }) as typeof window.scrollTo;
});

describe('scroll restoration', () => {
  it('does not restore one page’s position on another page loaded fresh', () => {
    const first = loadPage('/materialy');
    scrollBy(900);
    leave(first);

    loadPage('/kontakt');
    expect(scrolledTo).not.toContain(900);
  });

  it('restores the position of the same entry after a reload', () => {
    const first = loadPage('/materialy');
    scrollBy(700);
    const kept: unknown = window.history.state;
    leave(first);
    scrollBy(0);

    // A reload keeps the entry's history state.
    loadPage('/materialy', kept);
    expect(scrolledTo).toContain(700);
  });
});

describe('a change in place', () => {
  function Filter() {
    const navigate = useNavigate();
    return (
      <>
        <button type="button" onClick={() => void navigate({ search: '?typ=pdf' }, { replace: true, state: KEEP_SCROLL })}>
          PDF
        </button>
        <button type="button" onClick={() => void navigate('/kontakt')}>
          Kontakt
        </button>
      </>
    );
  }

  it('keeps the position for a filter link and goes to the top for another page', () => {
    window.history.replaceState(null, '', '/materialy');
    const view = render(
      <BrowserRouter>
        <ScrollRestoration />
        <Filter />
      </BrowserRouter>,
    );
    scrollBy(440);
    scrolledTo = [];
    act(() => view.getByText('PDF').click());
    expect(window.location.search).toBe('?typ=pdf');
    expect(scrolledTo).toEqual([]);
    expect(window.scrollY).toBe(440);
    act(() => view.getByText('Kontakt').click());
    expect(scrolledTo).toEqual([0]);
  });
});
