// Adds one package's translation namespace to the shared i18next instance (team brief, "i18n").
// Works before the shell has initialised i18next too: the bundles are added once it has.
import i18next from 'i18next';
import type { Locale } from '../domain/constants';

export type NamespaceResources = Record<Locale, Record<string, unknown>>;

export function registerNamespace(namespace: string, resources: NamespaceResources): void {
  const add = () => {
    for (const [locale, bundle] of Object.entries(resources)) {
      i18next.addResourceBundle(locale, namespace, bundle, true, true);
    }
  };
  if (i18next.isInitialized) add();
  else i18next.on('initialized', add);
}
