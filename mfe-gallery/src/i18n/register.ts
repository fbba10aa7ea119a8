// Adds the gallery namespace to the site's one set of texts the shell starts (shared singleton).
import { registerNamespace } from 'shared-ui/i18n/register-namespace';
import { en } from './en';
import { GALLERY_NAMESPACE } from './resources';
import { sk } from './sk';

export function registerGalleryTranslations(): void {
  registerNamespace(GALLERY_NAMESPACE, { sk, en });
}
