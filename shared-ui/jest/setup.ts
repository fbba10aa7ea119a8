// Testing Library matchers and the browser APIs jsdom lacks but Radix primitives use.
import '@testing-library/jest-dom';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { uiEn } from '../src/i18n/ui-en';
import { uiSk } from '../src/i18n/ui-sk';

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

function installBrowserStubs(): void {
  if (!('ResizeObserver' in globalThis)) {
    (globalThis as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
  if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
  if (!Element.prototype.releasePointerCapture) Element.prototype.releasePointerCapture = () => {};
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}

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
