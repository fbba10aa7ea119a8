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
