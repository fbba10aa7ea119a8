// The texts as the shell sets them up (sk default, a language's loader read as the shell reads
// it), with the gallery namespace registered.
import { i18n } from 'shared-ui/i18n/core';
import { registeredLoader } from 'shared-ui/i18n/register-namespace';
import { registerGalleryTranslations } from '../i18n/register';
import { GALLERY_NAMESPACE } from '../i18n/resources';

export async function setUpTestI18n(language: 'sk' | 'en' = 'sk'): Promise<void> {
  registerGalleryTranslations();
  if (!i18n.isInitialized) {
    await i18n.init({
      lng: language,
      fallbackLng: 'sk',
      resources: {},
      loaderOf: registeredLoader,
    });
  } else {
    await i18n.changeLanguage(language);
  }
  registerGalleryTranslations();
  await i18n.loadNamespaces(GALLERY_NAMESPACE);
}
