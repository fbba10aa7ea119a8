// localStorage that never throws (private browsing, storage disabled, server-side tests):
// preferences are a comfort, never a reason for the page to break.
export const browserStorage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      /* not persisted: the choice still applies for this visit */
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      /* nothing to clean */
    }
  },
};

/** First-party preference cookies (readable by the server that renders the page), never throwing. */
export const browserCookie = {
  set(name: string, value: string, maxAgeSeconds = 60 * 60 * 24 * 365): void {
    try {
      if (typeof document === 'undefined') return;
      document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
    } catch {
      /* cookies disabled: the server falls back to Slovak, the browser switches after loading */
    }
  },
};

/** Adds or removes a class on <body> when there is a document (no-op elsewhere). */
export function setBodyClass(className: string, on: boolean): void {
  if (typeof document !== 'undefined') document.body.classList.toggle(className, on);
}
