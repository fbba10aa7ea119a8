// Adds one package's translation namespace to the shared i18next instance (team brief, "i18n").
// A package gives each language either as the texts themselves, added at once (before or after
// the shell initialises i18next), or as a loader: then only the language being read is fetched,
// by `namespaceBackend`, the i18next backend the shell installs (a visitor downloads
// one language, not both). react-i18next suspends a component until its namespace is there, and
// a language switch waits for the new language's texts before it re-renders.
import i18next, { type BackendModule } from 'i18next';
import type { Locale } from '../domain';

export type NamespaceBundle = Record<string, unknown>;
export type NamespaceLoader = () => Promise<NamespaceBundle>;
export type NamespaceResources = Record<Locale, NamespaceBundle | NamespaceLoader>;

const loaders = new Map<string, Map<string, NamespaceLoader>>();
const registered = new Set<string>();

/** Every namespace a package has registered (the renderer loads them all before it renders). */
export function registeredNamespaces(): string[] {
  return [...registered];
}

export function registerNamespace(namespace: string, resources: NamespaceResources): void {
  // Registered again: on the server, a remote was redeployed and its new build brings new texts.
  const again = registered.has(namespace);
  registered.add(namespace);
  const bundles: [string, NamespaceBundle][] = [];
  for (const [locale, resource] of Object.entries(resources)) {
    if (typeof resource === 'function') {
      const forNamespace = loaders.get(namespace) ?? new Map<string, NamespaceLoader>();
      forNamespace.set(locale, resource);
      loaders.set(namespace, forNamespace);
    } else {
      bundles.push([locale, resource]);
    }
  }
  for (const [locale, bundle] of bundles) addNamespaceTexts(namespace, locale, bundle);
  if (!i18next.isInitialized) return;
  const loaded = Object.keys(i18next.store?.data ?? {}).filter((language) => loaders.get(namespace)?.has(language) && i18next.hasResourceBundle(language, namespace));
  if (again && loaded.length > 0) void i18next.reloadResources(loaded, [namespace]);
  // Ask for the language being read now (when it is a loader), before a component suspends on it.
  else if (loaders.has(namespace)) void i18next.loadNamespaces(namespace);
}

/**
 * Adds texts to a namespace in one language, merged into what is there: a package's bundle, or a
 * part of it that comes with the code that reads it (a page's own section), so that a visitor
 * downloads the texts of the page they read. Before i18next starts, waits for it.
 */
export function addNamespaceTexts(namespace: string, locale: string, bundle: NamespaceBundle): void {
  if (i18next.isInitialized) i18next.addResourceBundle(locale, namespace, bundle, true, true);
  else i18next.on('initialized', () => i18next.addResourceBundle(locale, namespace, bundle, true, true));
}

/** Reads a namespace in one language from the loader its package registered. */
export const namespaceBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders.get(namespace)?.get(language);
    if (!load) {
      callback(new Error(`No texts registered for "${namespace}" in "${language}"`), false);
      return;
    }
    load().then(
      (bundle) => callback(null, bundle),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
