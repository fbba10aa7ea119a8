// Registers the `public` namespace on the shared i18next instance the shell initialises. Every
// exposed page imports this module, so whichever page loads first brings the texts with it.
import i18next, { type i18n } from 'i18next';
import { en } from './en';
import { sk } from './sk';

export const PUBLIC_NAMESPACE = 'public';

export function registerPublicTranslations(instance: i18n = i18next): void {
  const add = () => {
    instance.addResourceBundle('sk', PUBLIC_NAMESPACE, sk, true, true);
    instance.addResourceBundle('en', PUBLIC_NAMESPACE, en, true, true);
  };
  // The store exists only once init() has started; a remote imported earlier waits for it.
  if (instance.store) add();
  else instance.on('initialized', add);
}

registerPublicTranslations();
