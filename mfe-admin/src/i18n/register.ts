// Registers the `admin` namespace on the shell's shared i18next instance (brief: i18n contract).
import i18next, { type i18n } from 'i18next';
import { en } from './en';
import { sk } from './sk';

export const ADMIN_NAMESPACE = 'admin';

function addBundles(instance: i18n): void {
  instance.addResourceBundle('sk', ADMIN_NAMESPACE, sk, true, true);
  instance.addResourceBundle('en', ADMIN_NAMESPACE, en, true, true);
}

/** Safe before the shell has initialised i18next: the bundles are added once it has. */
export function registerAdminTranslations(instance: i18n = i18next): void {
  if (instance.isInitialized) addBundles(instance);
  else instance.on('initialized', () => addBundles(instance));
}
