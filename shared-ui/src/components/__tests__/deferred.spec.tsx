import { act, createContext, use, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { useLocation } from 'shared-ui/router';
import { i18n } from '../../i18n/core';
import { MemoryRouter } from 'shared-ui/router/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { ROOT_MARKS, RENDERED_BY_SERVER } from '../../page-protocol';
import { deferred } from '../deferred';

/** The part a page hydrates later: a button that says when it was pressed. */
function Part({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <button type="button" onClick={onPress}>
      {label}
    </button>
  );
}

/** A context the part reads (as a page's part reads the page's data). */
const Words = createContext('Novinky');
function WordsPart() {
  return <p>{use(Words)}</p>;
}

/** A part with a link to another page of the site. */
function LinkPart() {
  return <a href="/workshopy?lang=en">Workshops</a>;
}

/** A part in the page's language, as the site's parts are. */
function LanguagePart() {
  return <p>{useTranslation().i18n.language === 'en' ? 'News' : 'Novinky'}</p>;
}

/** The page the router is on, after the part (the server's HTML has it too). */
function Where() {
  return <output>{useLocation().pathname}</output>;
}

/** The site's router around what the test renders, as the page has it. */
const inSite = (children: ReactNode) => <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>;

/** What the server sends for it: the frame, and the part inside a completed Suspense boundary. */
const serverHtml = (label: string) => `<div class="ui-deferred"><!--$--><button type="button">${label}</button><!--/$--></div>`;

/** IntersectionObserver as the browser has it, driven by the test: `scrollIntoView` reports each observed element seen. */
class TestIntersectionObserver {
  static all: TestIntersectionObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  static scrollIntoView() {
    for (const observer of TestIntersectionObserver.all) {
      observer.callback(observer.targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry), observer as unknown as IntersectionObserver);
    }
  }
}

// The roots here are React's own (hydrateRoot, as the page's bootstrap), not testing-library's.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const marks = document.documentElement.dataset;
let container: HTMLElement;
let root: Root | null;
let recoverable: unknown[];

/** Hydrates the container's server HTML: the part, then where the router is. */
async function hydrateWithWhere(Later: ComponentType) {
  await act(async () => {
    root = hydrateRoot(
      container,
      inSite(
        <>
          <Later />
          <Where />
        </>,
      ),
    );
  });
}

beforeEach(() => {
  TestIntersectionObserver.all = [];
  Object.defineProperty(window, 'IntersectionObserver', { value: TestIntersectionObserver, configurable: true, writable: true });
  container = document.body.appendChild(document.createElement('div'));
  root = null;
  recoverable = [];
  marks[ROOT_MARKS.rendered.key] = RENDERED_BY_SERVER;
});

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
  for (const mark of Object.values(ROOT_MARKS)) delete marks[mark.key];
});

/** Hydrates the server's HTML of `Later` as the page does, before the page has come alive. */
async function hydrateServerPage(Later: ReturnType<typeof deferred<Parameters<typeof Part>[0]>>, label: string, onPress: () => void) {
  container.innerHTML = serverHtml(label);
  const serverButton = container.querySelector('button')!;
  await act(async () => {
    root = hydrateRoot(container, inSite(<Later label={label} onPress={onPress} />), { onRecoverableError: (error) => recoverable.push(error) });
  });
  return serverButton;
}

describe('deferred', () => {
  it("keeps the server's HTML and fetches nothing until the part comes into view, then hydrates it in place", async () => {
    const load = jest.fn(async () => ({ default: Part }));
    const Later = deferred(load);
    const onPress = jest.fn();
    const serverButton = await hydrateServerPage(Later, 'Prihlásiť sa na odber', onPress);

    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(serverButton);

    await act(async () => TestIntersectionObserver.scrollIntoView());
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(serverButton);
    serverButton.click();
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(recoverable).toEqual([]);
  });

  it('wakes the part as soon as something in it is focused (a keyboard or a finger on its way to it)', async () => {
    const load = jest.fn(async () => ({ default: Part }));
    const Later = deferred(load);
    const onPress = jest.fn();
    const serverButton = await hydrateServerPage(Later, 'Odoslať', onPress);

    await act(async () => {
      serverButton.focus();
    });
    expect(load).toHaveBeenCalledTimes(1);
    serverButton.click();
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(recoverable).toEqual([]);
  });

  it('a render after the page came alive (a change of language) fetches the part and shows the new words', async () => {
    const load = jest.fn(async () => ({ default: Part }));
    const Later = deferred(load);
    const onPress = jest.fn();
    await hydrateServerPage(Later, 'Prihlásiť sa na odber', onPress);
    expect(load).not.toHaveBeenCalled();

    marks[ROOT_MARKS.hydrated.key] = '';
    marks[ROOT_MARKS.pageReady.key] = 'mfe_public/Home';
    await act(async () => root!.render(inSite(<Later label="Subscribe" onPress={onPress} />)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toHaveTextContent('Subscribe');
  });

  it('an update that reaches the part before it woke (a context it reads) fetches it, never leaves it empty', async () => {
    const load = jest.fn(async () => ({ default: WordsPart }));
    const Later = deferred(load);
    container.innerHTML = '<div class="ui-deferred"><!--$--><p>Novinky</p><!--/$--></div>';
    await act(async () => {
      root = hydrateRoot(
        container,
        inSite(
          <Words value="Novinky">
            <Later />
          </Words>,
        ),
      );
    });
    expect(load).not.toHaveBeenCalled();

    await act(async () =>
      root!.render(
        inSite(
          <Words value="News">
            <Later />
          </Words>,
        ),
      ),
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.ui-deferred')).toHaveTextContent('News');
  });

  it('a part with no control of its own is not fetched for being seen; a press on its link moves in place', async () => {
    const load = jest.fn(async () => ({ default: LinkPart }));
    const Later = deferred(load, { static: true });
    container.innerHTML = '<div class="ui-deferred"><!--$--><a href="/workshopy?lang=en">Workshops</a><!--/$--></div><output>/</output>';
    await hydrateWithWhere(Later);
    await act(async () => TestIntersectionObserver.scrollIntoView());
    expect(load).not.toHaveBeenCalled();

    const press = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      container.querySelector('a')!.dispatchEvent(press);
    });
    expect(press.defaultPrevented).toBe(true);
    expect(container.querySelector('output')).toHaveTextContent('/workshopy');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is fetched when told to by a control outside it; before it is alive, a link in its open popover closes it as it moves, and a link to the other language is a page load', async () => {
    const load = jest.fn(async () => ({ default: LinkPart }));
    const Later = deferred(load, { static: true });
    container.innerHTML =
      '<div class="ui-deferred"><!--$--><div popover="auto"><a href="/workshopy?lang=en">Workshops</a><a href="/?lang=en" hreflang="en">EN</a></div><!--/$--></div><output>/</output>';
    const popover = container.querySelector<HTMLElement>('[popover]')!;
    let open = true;
    popover.matches = (selector: string) => (selector === ':popover-open' ? open : Element.prototype.matches.call(popover, selector));
    popover.hidePopover = () => {
      open = false;
    };
    await hydrateWithWhere(Later);
    const language = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    container.querySelector('a[hreflang]')!.dispatchEvent(language);
    expect(language.defaultPrevented).toBe(false);
    expect(open).toBe(true);

    const press = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      container.querySelector('a:not([hreflang])')!.dispatchEvent(press);
    });
    expect(press.defaultPrevented).toBe(true);
    expect(open).toBe(false);
    expect(container.querySelector('output')).toHaveTextContent('/workshopy');

    const fetched = jest.fn(async () => ({ default: WordsPart }));
    const Woken = deferred(fetched, { static: true });
    expect(fetched).not.toHaveBeenCalled();
    Woken.wake();
    await act(async () => undefined);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('the other language chosen before the part woke: the part is rendered anew (not hydrated with words the server did not send), the server copy standing in meanwhile', async () => {
    let arrive: (module: { default: typeof LanguagePart }) => void = () => undefined;
    const load = jest.fn(() => new Promise<{ default: typeof LanguagePart }>((resolve) => (arrive = resolve)));
    const Later = deferred(load);
    container.innerHTML = '<div class="ui-deferred"><!--$--><p>Novinky</p><!--/$--></div>';
    await act(async () => {
      root = hydrateRoot(container, inSite(<Later />), { onRecoverableError: (error) => recoverable.push(error) });
    });
    try {
      await act(async () => {
        await i18n.changeLanguage('en');
      });
      expect(load).toHaveBeenCalledTimes(1);
      expect(container.querySelector('.ui-deferred')).toHaveTextContent('Novinky');

      await act(async () => arrive({ default: LanguagePart }));
      expect(container.querySelector('.ui-deferred')).toHaveTextContent(/^News$/);
      expect(recoverable).toEqual([]);
    } finally {
      await act(async () => {
        await i18n.changeLanguage('sk');
      });
    }
  });

  it('renders the part at once where the browser renders the page itself', async () => {
    delete marks[ROOT_MARKS.rendered.key];
    const load = jest.fn(async () => ({ default: Part }));
    const Later = deferred(load);
    await act(async () => {
      root = createRoot(container);
      root.render(inSite(<Later label="Odoslať" onPress={() => undefined} />));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.ui-deferred button')).toHaveTextContent('Odoslať');
  });
});
