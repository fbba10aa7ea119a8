// Standalone dev harness of the public team (`rsbuild dev` / a built dist opened directly). The
// shell never loads this file: it loads the exposed pages through mf-manifest.json.
import { i18n } from 'shared-ui/i18n/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { uiEn } from 'shared-ui/i18n/ui-en';
import { uiSk } from 'shared-ui/i18n/ui-sk';
import { HarnessApp, harnessPreferencesFromUrl } from './dev/harness-app';
import { en } from './i18n/en';
import { sk } from './i18n/sk';

const preferences = harnessPreferencesFromUrl(window.location.search);

void i18n.init({
  lng: preferences.language,
  fallbackLng: 'sk',
  resources: { sk: { public: sk, ui: uiSk }, en: { public: en, ui: uiEn } },
});

const container = document.getElementById('app');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <HarnessApp initialTheme={preferences.theme} />
    </StrictMode>,
  );
}
