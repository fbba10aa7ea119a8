// Adds one package's translation namespace to the site's texts (team brief, "i18n").
// A package gives each language either as the texts themselves, added at once (before or after
// the shell starts the texts), or as a loader: then only the language being read is fetched,
// through `registeredLoader`, which the shell starts the texts with (a visitor downloads
// one language, not both). useTranslation suspends a component until its namespace is there, and
// a language switch waits for the new language's texts before it re-renders.
import type { Locale } from '../domain';
import { i18n, type Texts } from 'shared-ui/i18n/core';

export type NamespaceBundle = Texts;
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
  if (!i18n.isInitialized) return;
  const loaded = [...(loaders.get(namespace)?.keys() ?? [])].filter((language) => i18n.hasResourceBundle(language, namespace));
  if (again && loaded.length > 0) void i18n.reloadResources(loaded, [namespace]);
  // Ask for the language being read now (when it is a loader), before a component suspends on it.
  else if (loaders.has(namespace)) void i18n.loadNamespaces(namespace);
}

/**
 * Adds texts to a namespace in one language, merged into what is there: a package's bundle, or a
 * part of it that comes with the code that reads it (a page's own section), so that a visitor
 * downloads the texts of the page they read.
 */
export function addNamespaceTexts(namespace: string, locale: string, bundle: NamespaceBundle): void {
  i18n.addResourceBundle(locale, namespace, bundle);
}

/** The loader a package registered for a namespace in one language, if any (the texts' `loaderOf`). */
export function registeredLoader(language: string, namespace: string): NamespaceLoader | undefined {
  return loaders.get(namespace)?.get(language);
}
