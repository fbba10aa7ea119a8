// Adds the gallery namespace to the site's one set of texts the shell starts (shared singleton).
// Slovak, the site's default and every visitor's fallback, comes with the code; English is a
// chunk of its own, fetched only when read (as in mfe-public's texts).
import { registerNamespace } from 'shared-ui/i18n/register-namespace';
import { GALLERY_NAMESPACE } from './resources';
import { sk } from './sk';

export function registerGalleryTranslations(): void {
  registerNamespace(GALLERY_NAMESPACE, {
    sk,
    // Named: the renderer preloads the chunk group `i18n-en` on an English page.
    en: () => import(/* webpackChunkName: "i18n-en" */ './en').then((texts) => texts.en),
  });
}
