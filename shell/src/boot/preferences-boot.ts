// The boot script: runs before the page's content is parsed (in the head of a server-rendered
// page, before its stylesheets; first in <body> of the static index.html), before the bundle,
// on every page. It is built on its own (shell/rsbuild.config.mts, the `boot` environment) into one
// small classic script; it imports nothing but names, constants and the wait for the first paint
// (lib/yield-to-browser), so it stays a few kilobytes.
// What it agrees on with the server's HTML and the app is the page protocol (shared-ui/page-protocol).
import {
  APP_ELEMENT_ID,
  BOOT_ACTION_ATTRIBUTE,
  BOOT_ACTIONS,
  BOOT_PENDING_ATTRIBUTE,
  BOOT_SUBMIT_ATTRIBUTE,
  CHUNK_RETRIES,
  EARLY_REMOTES_MANIFEST,
  ENTRY_SCRIPT_ATTRIBUTE,
  isPageAlive,
  isLocale,
  isServerRendered,
  LOCALE_COOKIE,
  LOCALE_QUERY_PARAMETER,
  NO_SCRIPT_CLASS,
  PREFERENCES_CHANGED_EVENT,
  PREVIEW_QUERY_PARAMETER,
  REMOTES_MANIFEST_PATH,
  REMOTES_MANIFEST_REQUEST,
  ROOT_MARKS,
  STORAGE_KEYS,
  type Locale,
} from 'shared-ui/page-protocol';
import { afterFirstContentfulPaint } from '../lib/yield-to-browser';


/**
 * The stored dark theme, high contrast and font size apply before the first paint, and scripts are
 * marked as running (no-js goes, so the controls that need JavaScript show). The stores in
 * shared-ui own these preferences afterwards.
 */
export function applyStoredPreferences(): void {
  const root = document.documentElement;
  root.classList.remove(NO_SCRIPT_CLASS);
  try {
    const classes: string[] = [];
    if (localStorage.getItem(STORAGE_KEYS.darkMode) === 'true') classes.push('dark-mode');
    const preferences = (JSON.parse(localStorage.getItem(STORAGE_KEYS.accessibilityPreferences) || '{}') || {}) as { highContrast?: unknown; fontSize?: unknown };
    if (preferences.highContrast === true) classes.push('high-contrast');
    const size = Number(preferences.fontSize);
    if (size >= 80 && size <= 150 && size !== 100) root.style.fontSize = `${size}%`;
    if (classes.length > 0) whenBody((body) => body.classList.add(...classes));
  } catch {
    /* storage unavailable: defaults apply */
  }
}

/**
 * Runs `apply` on <body> now, or, from the head, the moment the parser adds it: an observer's
 * callback runs at the end of the parser's task, before anything can be painted.
 */
function whenBody(apply: (body: HTMLElement) => void): void {
  if (document.body) {
    apply(document.body);
    return;
  }
  const observer = new MutationObserver(() => {
    if (!document.body) return;
    observer.disconnect();
    apply(document.body);
  });
  observer.observe(document.documentElement, { childList: true });
}

/**
 * The language. A server-rendered page is in the language its address names (?lang=) or the
 * locale cookie says; the cookie mirrors the choice stored in the browser. When they disagree (the
 * cookie was lost, or a visitor from before the cookie existed), the cookie is set and the page is
 * asked for again, once, before anything is painted: an English reader never sees Slovak. A
 * client-rendered page (the static index.html) takes the stored language.
 */
export function followStoredLanguage(): void {
  try {
    const root = document.documentElement;
    const query = new URLSearchParams(location.search);
    const stored = localStorage.getItem(STORAGE_KEYS.locale) || localStorage.getItem(STORAGE_KEYS.legacyLocale);
    const named = query.get(LOCALE_QUERY_PARAMETER);
    const remember = (locale: Locale) => {
      document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
    };
    if (!isServerRendered()) {
      if (isLocale(stored)) root.lang = stored;
      return;
    }
    // The page texts editor's preview shows a language; it is not the administrator's choice.
    if (query.has(PREVIEW_QUERY_PARAMETER)) return;
    if (isLocale(named)) {
      localStorage.setItem(STORAGE_KEYS.locale, named);
      remember(named);
      return;
    }
    if (!isLocale(stored)) return;
    remember(stored);
    const askedAgain = sessionStorage.getItem('locale-asked-again') === location.href;
    if (stored !== root.lang && !askedAgain && document.cookie.includes(`${LOCALE_COOKIE}=${stored}`)) {
      sessionStorage.setItem('locale-asked-again', location.href);
      location.replace(location.href);
    }
  } catch {
    /* storage or cookies unavailable: the page stays in the language it was rendered in */
  }
}

/**
 * A client-rendered page asks for the remotes manifest, which the app needs first of all, while the
 * bundle is still downloading; a server-rendered page carries it already.
 */
export function requestRemotesManifest(): void {
  if (isServerRendered()) return;
  try {
    const request = fetch(REMOTES_MANIFEST_PATH, REMOTES_MANIFEST_REQUEST);
    request.catch(() => {
      /* the app asks again itself */
    });
    window[EARLY_REMOTES_MANIFEST] = request;
  } catch {
    /* no fetch: the app asks itself */
  }
}

/** Marks a control as waiting for the page (or no longer). */
function markWaiting(control: Element, waiting: boolean): void {
  if (waiting) {
    control.setAttribute(BOOT_PENDING_ATTRIBUTE, '');
    control.setAttribute('aria-busy', 'true');
  } else {
    control.removeAttribute(BOOT_PENDING_ATTRIBUTE);
    control.removeAttribute('aria-busy');
  }
}

/** A press never waits without a visible end: the notice, in the page's language. */
const STALLED_MS = 15000;

/**
 * Alive from the first paint. A server-rendered page shows its controls before its scripts have
 * run. What HTML does itself (links, <details>, popovertarget) needs nothing here. The theme switch
 * works at once, and the theme store reads the stored choice again when the app starts (the
 * preferences-changed event). Any other button pressed, and Alt+A, is kept, the control shows that
 * it is waiting, and once the page is alive the same element is pressed again: the server's HTML
 * is hydrated in place, so it is the element React now listens to. Until then the press does not
 * reach React's own listeners, so nothing happens twice.
 */
export function answerEarlyPresses(): void {
  const root = document.documentElement;
  if (!isServerRendered()) return;
  type Press = { element: HTMLElement } | { key: KeyboardEventInit };
  let kept: Press[] = [];
  const store = (key: string, value: string) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the choice holds for this page */
    }
  };
  function toggleTheme() {
    const body = document.body;
    if (body.classList.contains('high-contrast')) return; // high contrast wins over dark mode
    const dark = !body.classList.contains('dark-mode');
    body.classList.toggle('dark-mode', dark);
    store(STORAGE_KEYS.darkMode, String(dark));
    document.dispatchEvent(new CustomEvent(PREFERENCES_CHANGED_EVENT));
  }
  function replay() {
    const presses = kept;
    kept = [];
    for (const press of presses) {
      if ('element' in press) {
        markWaiting(press.element, false);
        if (!press.element.isConnected) continue;
        // As a press would: the control has the focus (a dialog returns it there when it closes).
        press.element.focus({ preventScroll: true });
        press.element.click();
      } else {
        document.dispatchEvent(new KeyboardEvent('keydown', press.key));
      }
    }
  }
  function onPress(event: MouseEvent) {
    if (isPageAlive()) return;
    const origin = event.target as Element | null;
    const control = origin?.closest?.<HTMLElement>('button, [role="button"]') ?? null;
    if (!control || !document.getElementById(APP_ELEMENT_ID)?.contains(control)) return;
    // Native behaviour (a popover's button, a submit button) and disabled controls need no help.
    const button = control as HTMLButtonElement;
    if (control.hasAttribute('popovertarget') || button.type === 'submit' || button.disabled) return;
    event.stopPropagation();
    if (control.getAttribute(BOOT_ACTION_ATTRIBUTE) === BOOT_ACTIONS.theme) {
      toggleTheme();
      return;
    }
    if (control.hasAttribute(BOOT_PENDING_ATTRIBUTE)) return;
    markWaiting(control, true);
    kept.push({ element: control });
  }
  function onKey(event: KeyboardEvent) {
    if (isPageAlive() || !event.altKey || event.ctrlKey || event.metaKey || event.code !== 'KeyA') return;
    event.preventDefault();
    event.stopPropagation();
    kept.push({ key: { key: event.key, code: event.code, altKey: true, bubbles: true, cancelable: true } });
  }
  document.addEventListener('click', onPress, true);
  document.addEventListener('keydown', onKey, true);
  new MutationObserver((changes, observer) => {
    if (!isPageAlive()) return;
    observer.disconnect();
    hideStalled();
    // After React's own effects of the first commit (which set the two marks).
    setTimeout(replay, 0);
  }).observe(root, { attributes: true, attributeFilter: [ROOT_MARKS.hydrated.attribute, ROOT_MARKS.pageReady.attribute] });

  // When one of the site's own scripts fails to load (a remote's failure is the frame's to show: it
  // answers with its own message), or a press has waited STALLED_MS without the page waking, the
  // visitor is told that links still work and the page can be loaded again. The press stays kept:
  // should the page wake after all, it is still answered and the notice goes.
  let notice: HTMLElement | null = null;
  function showStalled() {
    if (notice || isPageAlive()) return;
    const english = (root.getAttribute('lang') || '').startsWith('en');
    // A landmark of its own (all content sits in one), its words read out at once.
    notice = document.createElement('aside');
    notice.className = 'boot-stalled';
    notice.setAttribute('aria-label', english ? 'Notice' : 'Upozornenie');
    const alert = document.createElement('div');
    alert.setAttribute('role', 'alert');
    notice.appendChild(alert);
    const text = document.createElement('p');
    text.textContent = english
      ? 'The page did not load completely. Links still work; to use the other controls, load the page again.'
      : 'Stránka sa nenačítala celá. Odkazy fungujú; ostatné ovládacie prvky začnú fungovať po opätovnom načítaní stránky.';
    const again = document.createElement('a');
    again.href = location.href;
    again.textContent = english ? 'Load the page again' : 'Načítať stránku znova';
    alert.appendChild(text);
    alert.appendChild(again);
    // First in the page, where it is read first and covers no control.
    document.body.insertBefore(notice, document.body.firstChild);
  }
  function hideStalled() {
    notice?.remove();
    notice = null;
  }
  // The shell's chunks loaded on demand are tried again before they count as failed (CHUNK_RETRIES
  // times, as the bundles' own retry does): only a chunk whose every attempt failed leaves the page
  // dead. A script of the page's HTML is not tried again: its one failure is enough.
  const failures: Record<string, number> = {};
  window.addEventListener(
    'error',
    (event) => {
      const failed = event.target as HTMLScriptElement | null;
      if (!failed || failed.tagName !== 'SCRIPT' || isPageAlive()) return;
      const path = new URL(failed.src, location.href).pathname;
      if (path.startsWith('/remotes/')) return;
      failures[path] = (failures[path] || 0) + 1;
      if (!path.startsWith('/static/js/async/') || failures[path] > CHUNK_RETRIES) showStalled();
    },
    true,
  );
  const watchPress = () => {
    setTimeout(() => {
      if (kept.length > 0 || document.querySelector(`[${BOOT_PENDING_ATTRIBUTE}]`)) showStalled();
    }, STALLED_MS);
  };
  document.addEventListener('click', () => { if (!isPageAlive()) watchPress(); }, true);
  document.addEventListener('submit', () => { if (!isPageAlive()) watchPress(); }, true);
}

/**
 * A form sent before its page has hydrated is sent, not dropped. The server renders a form's submit
 * button disabled and marked "waiting": without JavaScript the form cannot be sent (it says so).
 * With it, this enables those buttons as soon as they are in the page, keeps a send made before the
 * form is alive (the button shows it is waiting, as an early press does), and sends it again with
 * the same button once the form's mark turns to "ready" (or "blocked"): the form has hydrated in
 * place and holds what the visitor typed.
 */
export function keepEarlySends(): void {
  const root = document.documentElement;
  if (!isServerRendered()) return;
  const waiting = `[${BOOT_SUBMIT_ATTRIBUTE}="waiting"]`;
  let kept: { form: HTMLFormElement; submitter: HTMLButtonElement }[] = [];
  function enableWaitingButtons() {
    document.querySelectorAll<HTMLButtonElement>(waiting).forEach((button) => {
      button.disabled = false;
    });
  }
  function sendKept() {
    kept = kept.filter((send) => {
      if (send.submitter.getAttribute(BOOT_SUBMIT_ATTRIBUTE) === 'waiting') return true;
      markWaiting(send.submitter, false);
      if (send.form.isConnected && send.submitter.isConnected && send.submitter.form === send.form) send.form.requestSubmit(send.submitter);
      return false;
    });
  }
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      const submitter = event.submitter as HTMLButtonElement | null;
      if (!submitter?.matches(waiting)) return;
      // Not alive yet: nothing else may send it (the browser's own submission would reload the page).
      event.preventDefault();
      event.stopImmediatePropagation();
      if (kept.some((send) => send.form === form)) return;
      markWaiting(submitter, true);
      kept.push({ form, submitter });
    },
    true,
  );
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', enableWaitingButtons);
  else enableWaitingButtons();
  new MutationObserver((changes) => {
    for (const change of changes) {
      // The form has come alive: the button takes the state the form gives it ("blocked": its own
      // rules keep it disabled; React believes it still is, since it never saw this script enable it).
      const button = change.target as HTMLButtonElement;
      if (change.oldValue === 'waiting') button.disabled = button.getAttribute(BOOT_SUBMIT_ATTRIBUTE) === 'blocked';
    }
    if (kept.length > 0) sendKept();
  }).observe(root, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: [BOOT_SUBMIT_ATTRIBUTE] });
}

/** How long the entry scripts wait for a first paint the browser does not report. */
const ENTRY_WAIT_FOR_PAINT_MS = 3000;

/**
 * The page's entry scripts run once its first contentful paint is on the screen. The head preloads
 * them, so they download while the page is read and laid out; run on arrival, an entry that came
 * before the first paint took the main thread first, and on a slow phone the page showed that much
 * later. Not from an animation frame: the first frames, before the stylesheets are in and the body
 * parsed, paint nothing. A tab that is not shown paints nothing either: there they run at once
 * (once the head is read), and so where the browser reports no paint.
 */
export function startEntryScripts(): void {
  if (!isServerRendered()) return;
  let started = false;
  const start = () => {
    if (started) return;
    // The preloads follow this script in the head: read once it has been parsed.
    if (!document.body) {
      document.addEventListener('DOMContentLoaded', start, { once: true });
      return;
    }
    started = true;
    for (const entry of document.querySelectorAll<HTMLLinkElement>(`link[${ENTRY_SCRIPT_ATTRIBUTE}]`)) {
      const script = document.createElement('script');
      script.src = entry.href;
      document.head.appendChild(script);
    }
  };
  // Shown, then hidden before its first paint: none comes until it is shown again, and the wait ends.
  void afterFirstContentfulPaint(ENTRY_WAIT_FOR_PAINT_MS).then(start);
}

/** Everything the boot script does, in order. */
export function bootPage(): void {
  applyStoredPreferences();
  followStoredLanguage();
  requestRemotesManifest();
  answerEarlyPresses();
  keepEarlySends();
  startEntryScripts();
}
