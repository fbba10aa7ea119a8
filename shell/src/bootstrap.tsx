// Starts the site in the browser. A page the renderer answered is hydrated in place,
// from the language, remotes and data it embedded; the static index.html (the fallback when the
// renderer is down, and the admin) is rendered from scratch, as before. Either way: the stored
// preferences first, then i18n and the remotes, then the router into #app.
import 'shared-ui/styles/tokens.css';
import 'shared-ui/styles/base.css';
import 'shared-ui/styles/components.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import { LOCALE_QUERY_PARAMETER, PREVIEW_QUERY_PARAMETER } from 'shared-ui/domain';
import { APP_ELEMENT_ID, PREFERENCES_CHANGED_EVENT } from 'shared-ui/page-protocol';
import { BrowserRouter } from 'shared-ui/router';
import { useAccessibilityStore } from 'shared-ui/stores/accessibility-store';
import { isLocale, useLocaleStore } from 'shared-ui/stores/locale-store';
import { useThemeStore } from 'shared-ui/stores/theme-store';
import { SiteRoutes } from './app/router';
import { loadSiteContent, SiteContentRoot } from './app/site-content-root';
import { MAIN_CONTENT_ID } from './app/skip-link';
import { routeForPath } from './lib/route-table';
import { CLIENT_RENDERED_DIGEST, readServerPageState, type ServerPageState } from './app/server-page-state';
import { createBrowserPageSource } from './federation/browser-page-source';
import { preloadRemotePage } from './federation/load-remote-page';
import { PageSourceContext } from './federation/page-source';
import { registerRemoteManifest, registerRemotesFromManifest } from './federation/remotes-manifest';
import { followLocalePreference, initI18n } from './i18n/init-i18n';
import { yieldToBrowser } from './lib/yield-to-browser';

function restorePreferences(serverState: ServerPageState | null): void {
  const query = new URLSearchParams(window.location.search);
  const named = query.get(LOCALE_QUERY_PARAMETER);
  useThemeStore.getState().restore();
  useAccessibilityStore.getState().restore();
  useLocaleStore.getState().restore({ named: isLocale(named) ? named : null, rendered: serverState?.locale, preview: query.has(PREVIEW_QUERY_PARAMETER) });
  // The boot script's theme toggle, pressed before hydration: the stores read it again.
  document.addEventListener(PREFERENCES_CHANGED_EVENT, () => {
    useThemeStore.getState().restore();
    useAccessibilityStore.getState().restore();
  });
}

function onRecoverableError(error: unknown, info: ErrorInfo & { digest?: string }): void {
  const digest = (error as { digest?: string } | null)?.digest ?? info.digest;
  if (digest === CLIENT_RENDERED_DIGEST) {
    console.info('[shell] the server left this page to the browser; it is rendered here');
    return;
  }
  console.error('[shell] hydration recovered from an error', error);
}

/** The page part of the server's HTML, read before hydration can replace it (remote-page.tsx). */
function serverPageMarkup(): string | null {
  return document.querySelector(`#${MAIN_CONTENT_ID} > .sh-page-transition`)?.innerHTML ?? null;
}

// Between the start's steps the browser gets the main thread back (lib/yield-to-browser.ts).
/** The entry scripts are async: they may run before the page has been read to its end. */
function pageRead(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

async function start() {
  await pageRead();
  await yieldToBrowser();
  const serverState = readServerPageState();
  restorePreferences(serverState);
  const pageSource = createBrowserPageSource();
  const locale = serverState?.locale ?? useLocaleStore.getState().locale;
  const remotesReady = serverState ? Promise.resolve(registerRemoteManifest(serverState.remotes)) : registerRemotesFromManifest();
  if (serverState?.page) pageSource.seed(serverState.page.moduleId, serverState.page.pathname, serverState.locale, serverState.page.data, serverPageMarkup());
  void remotesReady.then(() => {
    const route = routeForPath(window.location.pathname);
    if (route) preloadRemotePage(route.moduleId);
  });
  // A client-rendered page asks for the site's details while i18n and the remotes load.
  const [site] = await Promise.all([serverState?.site ?? loadSiteContent(), initI18n(locale), remotesReady]);
  await yieldToBrowser();
  followLocalePreference();
  const container = document.getElementById(APP_ELEMENT_ID);
  if (!container) throw new Error('#app is missing from index.html');
  const app = (
    <StrictMode>
      <SiteContentRoot initial={site}>
        <PageSourceContext value={pageSource}>
          <BrowserRouter>
            <SiteRoutes />
          </BrowserRouter>
        </PageSourceContext>
      </SiteContentRoot>
    </StrictMode>
  );
  // A transition: React works in slices and lets the browser breathe between them, instead of
  // one long task that holds every tap (Lighthouse's blocking time).
  startTransition(() => {
    if (serverState) hydrateRoot(container, app, { onRecoverableError });
    else createRoot(container).render(app);
  });
}

void start();
