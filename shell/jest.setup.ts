// Testing Library matchers, the browser APIs jsdom lacks, and the site's i18next instance in Slovak.
import '@testing-library/jest-dom';
import { i18n } from 'shared-ui/i18n/core';
import { uiResources } from 'shared-ui/i18n/ui-namespace';
import { installBrowserStubs } from '../shared-ui/jest/browser-stubs';
import { en } from './src/i18n/en';
import { sk } from './src/i18n/sk';

if (typeof window !== 'undefined') {
  installBrowserStubs();
  window.scrollTo = () => {};
  // Instead of the stubs' media queries, which never match: those of the form (min-width: Npx) answered from window.innerWidth, which tests may set.
  window.matchMedia = (query: string) => {
    const minWidth = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return {
      matches: minWidth ? window.innerWidth >= Number(minWidth[1]) : false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
  void i18n.init({
    lng: 'sk',
    fallbackLng: 'sk',
    defaultNS: 'shell',
    resources: { sk: { shell: sk, ui: uiResources.sk }, en: { shell: en, ui: uiResources.en } },
  });
}
