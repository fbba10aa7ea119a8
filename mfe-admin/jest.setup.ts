// The site's texts in Slovak with the admin texts, as the shell provides it at run time, and
// the browser APIs jsdom lacks but Radix uses.
import '@testing-library/jest-dom';
import { i18n } from 'shared-ui/i18n/core';
import 'shared-ui/i18n/ui-namespace';
import { registerAdminTranslations } from './src/i18n/register';

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in globalThis)) Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

void i18n.init({
  lng: 'sk',
  fallbackLng: 'sk',
  defaultNS: 'admin',
  resources: {},
});
registerAdminTranslations();
