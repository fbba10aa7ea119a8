// One i18next instance in Slovak with the admin texts, as the shell provides it at run time.
import '@testing-library/jest-dom';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerAdminTranslations } from './src/i18n/register';

void i18next.use(initReactI18next).init({
  lng: 'sk',
  fallbackLng: 'sk',
  defaultNS: 'admin',
  interpolation: { escapeValue: false },
  resources: {},
});
registerAdminTranslations();
