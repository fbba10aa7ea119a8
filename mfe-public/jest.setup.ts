import '@testing-library/jest-dom';
import { i18n } from 'shared-ui/i18n/core';
import { uiEn } from 'shared-ui/i18n/ui-en';
import { uiSk } from 'shared-ui/i18n/ui-sk';
import { en } from './src/i18n/en';
import { sk } from './src/i18n/sk';

// The shell owns the real instance; tests initialise the same shared default instance in Slovak.
void i18n.init({
  lng: 'sk',
  fallbackLng: 'sk',
  resources: { sk: { public: sk, ui: uiSk }, en: { public: en, ui: uiEn } },
});
