// i18next as the shell sets it up (sk default), with the gallery namespace registered.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerGalleryTranslations } from '../i18n/register';

export async function setUpTestI18n(language: 'sk' | 'en' = 'sk'): Promise<void> {
  registerGalleryTranslations();
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'sk',
      resources: {},
      interpolation: { escapeValue: false },
    });
  } else {
    await i18next.changeLanguage(language);
  }
  registerGalleryTranslations();
}
