// Starts the site: stores (they apply the stored theme, contrast and font size on import),
// i18n, the remotes of /remotes.json, then the router into #app.
import 'shared-ui/styles/tokens.css';
import 'shared-ui/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'shared-ui/router';
import 'shared-ui/stores/accessibility-store';
import 'shared-ui/stores/theme-store';
import { createSiteRouter } from './app/router';
import { registerRemotesFromManifest } from './federation/remotes-manifest';
import { initI18n } from './i18n/init-i18n';

async function start() {
  await Promise.all([initI18n(), registerRemotesFromManifest()]);
  const container = document.getElementById('app');
  if (!container) throw new Error('#app is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createSiteRouter()} />
    </StrictMode>,
  );
}

void start();
