// One i18next instance in Slovak with the admin texts, as the shell provides it at run time, and
// the browser APIs jsdom lacks but react-router and Radix use.
import '@testing-library/jest-dom';
import i18next from 'i18next';
import { TextDecoder, TextEncoder } from 'node:util';
import { initReactI18next } from 'react-i18next';
import 'shared-ui/i18n/ui-namespace';
import { registerAdminTranslations } from './src/i18n/register';

Object.assign(globalThis, { TextEncoder, TextDecoder });
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in globalThis)) Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

void i18next.use(initReactI18next).init({
  lng: 'sk',
  fallbackLng: 'sk',
  defaultNS: 'admin',
  interpolation: { escapeValue: false },
  resources: {},
});
registerAdminTranslations();
