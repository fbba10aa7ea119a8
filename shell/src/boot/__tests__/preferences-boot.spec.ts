// The boot script runs before the bundle so the stored theme shows from the first paint, and
// keeps what a visitor does before the page is alive. Run here as the page runs it: all of it,
// once per page (each run below stands for a new page).
import { STORAGE_KEYS } from 'shared-ui/domain';
import { bootPage } from '../preferences-boot';

const runBootScript = () => bootPage();

beforeEach(() => {
  localStorage.clear();
  document.body.className = '';
  document.documentElement.style.fontSize = '';
  document.documentElement.lang = 'sk';
});

describe('preferences boot script', () => {
  it('applies stored dark mode, high contrast, font size and language', () => {
    localStorage.setItem(STORAGE_KEYS.darkMode, 'true');
    localStorage.setItem(STORAGE_KEYS.accessibilityPreferences, JSON.stringify({ fontSize: 130, highContrast: true }));
    localStorage.setItem(STORAGE_KEYS.locale, 'en');
    runBootScript();
    expect(document.body).toHaveClass('dark-mode');
    expect(document.body).toHaveClass('high-contrast');
    expect(document.documentElement.style.fontSize).toBe('130%');
    expect(document.documentElement.lang).toBe('en');
  });

  it("applies the stored theme to the body the parser adds after it, when it runs in the page's head", async () => {
    localStorage.setItem(STORAGE_KEYS.darkMode, 'true');
    localStorage.setItem(STORAGE_KEYS.accessibilityPreferences, JSON.stringify({ highContrast: true }));
    const body = document.body;
    body.remove();
    try {
      runBootScript();
      const parsed = document.createElement('body');
      document.documentElement.appendChild(parsed);
      await Promise.resolve();
      expect(parsed).toHaveClass('dark-mode');
      expect(parsed).toHaveClass('high-contrast');
      parsed.remove();
    } finally {
      document.documentElement.appendChild(body);
    }
  });

  it('takes the language stored under the old key when there is no other', () => {
    localStorage.setItem(STORAGE_KEYS.legacyLocale, 'en');
    runBootScript();
    expect(document.documentElement.lang).toBe('en');
  });

  it('leaves the defaults alone when nothing or nonsense is stored', () => {
    localStorage.setItem(STORAGE_KEYS.accessibilityPreferences, '{broken');
    runBootScript();
    expect(document.body.className).toBe('');
    expect(document.documentElement.style.fontSize).toBe('');
    localStorage.setItem(STORAGE_KEYS.accessibilityPreferences, JSON.stringify({ fontSize: 400 }));
    runBootScript();
    expect(document.documentElement.style.fontSize).toBe('');
  });
});

describe('a form sent before its page has hydrated', () => {
  const listeners: (() => void)[] = [];
  afterEach(() => {
    listeners.splice(0).forEach((remove) => remove());
    document.documentElement.removeAttribute('data-rendered');
    document.body.innerHTML = '';
  });

  /** A server-rendered page with a form whose submit button is marked as the server marks it. */
  function serverForm() {
    document.documentElement.setAttribute('data-rendered', 'server');
    document.body.innerHTML = `<div id="app"><form><input name="name"><button type="submit" disabled data-boot-submit="waiting">Odoslať</button></form></div>`;
    const form = document.querySelector('form')!;
    const button = document.querySelector('button')!;
    const sends: (HTMLElement | null)[] = [];
    // React's listener: it sits below the document, as on the page.
    const react = (event: Event) => {
      event.preventDefault();
      sends.push((event as SubmitEvent).submitter);
    };
    document.getElementById('app')!.addEventListener('submit', react);
    listeners.push(() => document.getElementById('app')?.removeEventListener('submit', react));
    return { form, button, sends };
  }

  it('enables the marked buttons, keeps a send, and sends it once with the same button when the form is ready', async () => {
    const { form, button, sends } = serverForm();
    runBootScript();
    expect(button.disabled).toBe(false);
    let reloaded = false;
    form.addEventListener('submit', (event) => {
      reloaded = !event.defaultPrevented;
    });
    button.click();
    button.click();
    expect(reloaded).toBe(false);
    expect(sends).toEqual([]);
    expect(button).toHaveAttribute('aria-busy', 'true');

    // Hydrated, holding what was typed: the form's button says so.
    button.setAttribute('data-boot-submit', 'ready');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sends).toEqual([button]);
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('gives the button back the disabled state the form asks for when it comes alive ("blocked")', async () => {
    const { button } = serverForm();
    runBootScript();
    expect(button.disabled).toBe(false);
    button.setAttribute('data-boot-submit', 'blocked');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(button.disabled).toBe(true);
  });

  it('leaves a form that is already alive alone', async () => {
    const { button, sends } = serverForm();
    button.setAttribute('data-boot-submit', 'ready');
    button.disabled = false;
    runBootScript();
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sends).toEqual([button]);
  });
});

describe("a server-rendered page's entry scripts", () => {
  const addedScripts = () => Array.from(document.head.querySelectorAll('script')).map((script) => script.getAttribute('src'));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  let visibility: jest.SpyInstance;
  let reportPaint: (name: string) => void;

  beforeEach(() => {
    // The browser's paint timing: the test reports the paints.
    const observers: PerformanceObserverCallback[] = [];
    reportPaint = (name) => observers.forEach((callback) => callback({ getEntriesByName: (asked: string) => (asked === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList, {} as PerformanceObserver));
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: PerformanceObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: PaintObserver, configurable: true, writable: true });
    visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.head.innerHTML = '<link rel="preload" as="script" href="/static/js/index.1.js" data-entry-script>';
    document.documentElement.setAttribute('data-rendered', 'server');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-rendered');
  });

  it('run once the first contentful paint is on the screen, not before', async () => {
    runBootScript();
    await settle();
    reportPaint('first-paint');
    await settle();
    expect(addedScripts()).toEqual([]);
    reportPaint('first-contentful-paint');
    expect(addedScripts()).toEqual([]);
    await settle();
    expect(addedScripts()).toEqual(['http://localhost/static/js/index.1.js']);
    // Painted again: still once.
    reportPaint('first-contentful-paint');
    await settle();
    expect(addedScripts()).toHaveLength(1);
  });

  it('run at once in a tab that is not shown, where nothing is painted', async () => {
    visibility.mockReturnValue('hidden');
    runBootScript();
    await settle();
    expect(addedScripts()).toEqual(['http://localhost/static/js/index.1.js']);
  });

  it('run after a while where the browser reports no paint (or a tab shown at first was hidden before it)', async () => {
    jest.useFakeTimers();
    try {
      runBootScript();
      jest.advanceTimersByTime(2900);
      expect(addedScripts()).toEqual([]);
      jest.advanceTimersByTime(200);
      await Promise.resolve();
      jest.advanceTimersByTime(1);
      expect(addedScripts()).toEqual(['http://localhost/static/js/index.1.js']);
    } finally {
      jest.useRealTimers();
    }
  });
});
