// Testing Library matchers, the browser APIs jsdom lacks, and the `ui` namespace.
import '@testing-library/jest-dom';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { uiEn } from '../src/i18n/ui-en';
import { uiSk } from '../src/i18n/ui-sk';
import { installBrowserStubs } from './browser-stubs';

// Node-environment suites (pure logic) only get the matchers.
if (typeof window !== 'undefined') {
  installBrowserStubs();
  // Components render Slovak texts of the `ui` namespace, as on the site by default.
  void i18next.use(initReactI18next).init({
    lng: 'sk',
    fallbackLng: 'sk',
    resources: { sk: { ui: uiSk }, en: { ui: uiEn } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}
