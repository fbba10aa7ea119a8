// The page protocol: what a server-rendered page's HTML, the boot script that runs before the
// bundle (shell/src/boot) and the app that hydrates the page agree on. Every side imports the
// names from here; shared-ui/src/styles/base.css and the remotes' stylesheets spell the attribute
// selectors, which a test compares with these names (shell/src/boot/__tests__).
//
// The invariants:
// 1. A server-rendered page says so on its root: <html data-rendered="server" class="no-js">. The
//    boot script removes `no-js` at once; without the mark the page is the client-rendered
//    index.html and the boot script only applies the stored preferences.
// 2. The page carries what the browser starts from in <script type="application/json"> elements:
//    the page state (language, remotes, site details, the page's data) and the files the page needs
//    to hydrate. Their JSON can never close the element (serializeJsonElement).
// 3. Until the page answers input, a press is the boot script's: it marks the control as waiting
//    (data-boot-pending, aria-busy) and presses the same element again once the root carries both
//    data-hydrated (set by the frame after its first commit) and data-page-ready (set by the route's
//    page once it answers input, removed when it leaves). Neither is ever set by the server.
// 4. A control marked data-boot-action="theme" works before the app: the boot script toggles the
//    theme and stores it, then tells the app with the preferences:changed event, whose stores read
//    the stored choice again.
// 5. A form's submit button is rendered disabled with data-boot-submit="waiting"; the boot script
//    enables it and keeps an early send, and sends it again once the form turns the mark to "ready"
//    ("blocked": the form's own rules keep it disabled).
// 6. On a client-rendered page the boot script asks for the remotes manifest at once and leaves the
//    request on window under EARLY_REMOTES_MANIFEST; the app takes it once (and asks again if it failed).
// 7. A server-rendered page's entry scripts are fetched from its head (<link rel="preload" as="script"
//    data-entry-script>) and run only once the page has been painted: the boot script adds them as
//    scripts after the first contentful paint (at once in a tab that is not shown, where nothing is
//    painted).

/** The page's root element, where the app renders (the server's HTML of the app inside it). */
export const APP_ELEMENT_ID = 'app';
/** The page state's element: `{ locale, remotes, site?, page? }` (shell/src/app/server-page-state.ts). */
export const PAGE_STATE_ELEMENT_ID = 'server-page-state';
/** The element listing the files the page needs to hydrate (shell/src/federation/page-files.ts). */
export const PAGE_FILES_ELEMENT_ID = 'page-files';

/** The root's marks, as attributes (the selectors spell them) and as dataset keys (the app sets them). */
export const ROOT_MARKS = {
  rendered: { attribute: 'data-rendered', key: 'rendered' },
  hydrated: { attribute: 'data-hydrated', key: 'hydrated' },
  pageReady: { attribute: 'data-page-ready', key: 'pageReady' },
} as const;
/** The value of data-rendered on a page the server rendered. */
export const RENDERED_BY_SERVER = 'server';
/** The root's class while no script has run (the server's HTML shows what works without JavaScript). */
export const NO_SCRIPT_CLASS = 'no-js';

/** A control pressed before the page answers input, waiting for it. */
export const BOOT_PENDING_ATTRIBUTE = 'data-boot-pending';
/** A control the boot script answers itself, with the action its value names. */
export const BOOT_ACTION_ATTRIBUTE = 'data-boot-action';
export const BOOT_ACTIONS = { theme: 'theme' } as const;
/** The attribute a theme switch carries (spread on the element). */
export const THEME_SWITCH_MARK = { [BOOT_ACTION_ATTRIBUTE]: BOOT_ACTIONS.theme } as const;
/** A form's submit button and its readiness. */
export const BOOT_SUBMIT_ATTRIBUTE = 'data-boot-submit';
export type BootSubmitState = 'waiting' | 'ready' | 'blocked';

/** The event the boot script sends after it changed a stored preference (the theme). */
export const PREFERENCES_CHANGED_EVENT = 'preferences:changed';
/** Where the boot script leaves its early request for the remotes manifest. */
export const EARLY_REMOTES_MANIFEST = '__earlyRemotesManifest';
/** The remotes manifest, read at run time, and how it is asked for (never from a cache). */
export const REMOTES_MANIFEST_PATH = '/remotes.json';
export const REMOTES_MANIFEST_REQUEST = { cache: 'no-store', headers: { Accept: 'application/json' } } as const satisfies RequestInit;
/** The stored choices the boot script applies before the first paint: the domain's names. */
export { isLocale, LOCALE_COOKIE, LOCALE_QUERY_PARAMETER, PREVIEW_QUERY_PARAMETER, STORAGE_KEYS, type Locale } from '@softskills/domain/constants';
/**
 * How many times a chunk that failed to load is asked for again (every build's assets retry,
 * shared-ui/chunk-retry.mjs); the boot script counts a chunk as failed only after that.
 */
export { CHUNK_RETRIES } from '../chunk-retry-count.mjs';
/** Marks the head's preloads of a server-rendered page's entry scripts, which the boot script runs. */
export const ENTRY_SCRIPT_ATTRIBUTE = 'data-entry-script';
/** The boot script's address: in the head of a server-rendered page, before its stylesheets; first in <body> of the static index.html. */
export const BOOT_SCRIPT_PATH = '/preferences-boot.js';

declare global {
  interface Window {
    [EARLY_REMOTES_MANIFEST]?: Promise<Response>;
  }
}

/** JSON safe inside <script type="application/json">: nothing in it can close the element. */
export function serializeJsonElement(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The JSON of one of the page's elements; null when there is none or it does not parse. */
export function readJsonElement<T>(id: string, doc: Document = document): T | null {
  const element = doc.getElementById(id);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return null;
  }
}

/** Whether the document is a page the server rendered (read from the root's mark). */
export function isServerRendered(doc: Document = document): boolean {
  return doc.documentElement.getAttribute(ROOT_MARKS.rendered.attribute) === RENDERED_BY_SERVER;
}

/** Whether the page answers input: the frame has hydrated and the route's page is ready. */
export function isPageAlive(doc: Document = document): boolean {
  const root = doc.documentElement;
  return root.hasAttribute(ROOT_MARKS.hydrated.attribute) && root.hasAttribute(ROOT_MARKS.pageReady.attribute);
}
