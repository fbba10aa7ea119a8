// The texts in React, for the shell and every remote: `useTranslation(namespace)` gives `t` of the
// language being read and re-renders when it changes; a component whose namespace is still on its
// way suspends until it has arrived. The renderer gives each request its own instance through
// `I18nProvider`; everywhere else the site's one instance (./core) is read. Shared as a `shared-ui/`
// subpath, so the shell and every remote use one context.
import { createContext, createElement, use, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { i18n as siteTexts, type I18n, type TFunction } from 'shared-ui/i18n/core';

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

const subscribers = new WeakMap<I18n, (onChange: () => void) => () => void>();

/** One subscribe function per instance, so React does not subscribe again on every render. */
function subscribeTo(i18n: I18n): (onChange: () => void) => () => void {
  let subscribe = subscribers.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    };
    subscribers.set(i18n, subscribe);
  }
  return subscribe;
}

export function useTranslation(namespace?: string): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext) ?? siteTexts;
  const language = useSyncExternalStore(subscribeTo(i18n), () => i18n.language, () => i18n.language);
  const ns = namespace ?? i18n.defaultNS;
  // Suspense: the nearest boundary shows its fallback (or keeps the server's HTML) meanwhile.
  if (!i18n.isReady(ns, language)) use(i18n.whenReady(ns, language));
  return { t: i18n.getFixedT(language, ns), i18n };
}
