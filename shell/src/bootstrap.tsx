// Starts the site: stores (they apply the stored theme, contrast and font size on import),
// i18n, the remotes of /remotes.json, then the router into #app.
import 'shared-ui/styles/tokens.css';
import 'shared-ui/styles/base.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'shared-ui/router';
import 'shared-ui/stores/accessibility-store';
import 'shared-ui/stores/theme-store';
import { SiteRoutes } from './app/router';
import { routeForPath } from './app/route-table';
import { preloadRemotePage } from './federation/load-remote-page';
import { registerRemotesFromManifest } from './federation/remotes-manifest';
import { initI18n } from './i18n/init-i18n';

async function start() {
  const remotesReady = registerRemotesFromManifest().then(() => {
    const route = routeForPath(window.location.pathname);
    if (route) preloadRemotePage(route.moduleId);
  });
  await Promise.all([initI18n(), remotesReady]);
  const container = document.getElementById('app');
  if (!container) throw new Error('#app is missing from index.html');
  const root = createRoot(container);
  // A transition: React renders the first page in slices and lets the browser breathe between
  // them, instead of one long task that holds every tap (Lighthouse's blocking time, issue 8).
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}

void start();
