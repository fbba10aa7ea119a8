// The texts as the shell sets them up (sk default), with the gallery namespace registered.
import { i18n } from 'shared-ui/i18n/core';
import { registerGalleryTranslations } from '../i18n/register';

export async function setUpTestI18n(language: 'sk' | 'en' = 'sk'): Promise<void> {
  registerGalleryTranslations();
  if (!i18n.isInitialized) {
    await i18n.init({
      lng: language,
      fallbackLng: 'sk',
      resources: {},
    });
  } else {
    await i18n.changeLanguage(language);
  }
  registerGalleryTranslations();
}
