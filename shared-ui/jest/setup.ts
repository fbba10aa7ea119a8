// Testing Library matchers, the browser APIs jsdom lacks, and the `ui` namespace.
import '@testing-library/jest-dom';
import { i18n } from '../src/i18n/core';
import { uiEn } from '../src/i18n/ui-en';
import { uiSk } from '../src/i18n/ui-sk';
import { installBrowserStubs } from './browser-stubs';

// Node-environment suites (pure logic) only get the matchers.
if (typeof window !== 'undefined') {
  installBrowserStubs();
  // Components render Slovak texts of the `ui` namespace, as on the site by default.
  void i18n.init({ lng: 'sk', fallbackLng: 'sk', resources: { sk: { ui: uiSk }, en: { ui: uiEn } } });
}
