// The site's texts (team brief, "i18n"; shared-ui/i18n/core): sk default and fallback, en. The
// shell brings its own `shell` namespace and the components' `ui`; each remote adds its own
// namespaces when its pages load. The page starts in the language the server rendered (or, for a
// client-rendered page, the stored choice); the locale store is the visitor's choice, followed
// from then on.
import { DEFAULT_LOCALE, LOCALE_QUERY_PARAMETER, type Locale } from 'shared-ui/domain';
import { i18n, type I18n, type InitOptions } from 'shared-ui/i18n/core';
import { addNamespaceTexts, registeredLoader, registerNamespace } from 'shared-ui/i18n/register-namespace';
// The components' `ui` namespace registers itself (both languages) when imported.
import 'shared-ui/i18n/ui-namespace';
import { useLocaleStore } from 'shared-ui/stores/locale-store';
import { frame } from './sk-frame';
import type { ShellResources } from './sk';

export const SHELL_NAMESPACE = 'shell';

// Slovak, the default and every reader's fallback, comes with the code: the frame's texts here,
// the footer's and the accessibility panel's with their modules (`addShellTexts`), the page head's
// in the renderer only. English is a chunk of its own, read only on an English page (named: the
// renderer preloads the group `i18n-en` there).
registerNamespace(SHELL_NAMESPACE, {
  sk: frame,
  en: () => import(/* webpackChunkName: "i18n-en" */ './en').then((texts) => texts.en),
});

/** Slovak texts of the shell that come with the module reading them (the footer, the accessibility panel). */
export function addShellTexts(texts: { [Section in keyof ShellResources]?: Partial<ShellResources[Section]> }): void {
  addNamespaceTexts(SHELL_NAMESPACE, 'sk', texts);
}

/** The options the browser and the renderer both start the texts with. */
export function i18nOptions(locale: Locale): InitOptions {
  return {
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    defaultNS: SHELL_NAMESPACE,
    // The shell's English and a remote's namespaces come through the loaders registered for them.
    loaderOf: registeredLoader,
    // Components re-render when the language changes, and one whose namespace has not arrived
    // suspends until it has; not when texts are added (useSyncExternalStore re-renders at once
    // and in one piece: each page's texts arriving would re-render every translated component of
    // the frame and the page in the middle of hydration, in one long task). A page adds its own
    // texts when its module loads, before it renders (mfe-public/src/i18n/register.ts).
  };
}

/** Only when it changes: setting `lang` again, to the same value, restyles the whole page (its :lang()). */
function applyDocumentLanguage(locale: string): void {
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
}

/** A page addressed in one language (`?lang=en`) keeps its address true after a switch. */
function applyAddressLanguage(locale: Locale): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(LOCALE_QUERY_PARAMETER)) return;
  url.searchParams.set(LOCALE_QUERY_PARAMETER, locale);
  window.history.replaceState(window.history.state, '', url);
}

export async function initI18n(locale: Locale): Promise<I18n> {
  await i18n.init(i18nOptions(locale));
  // The frame's texts in the page's language before it hydrates.
  await i18n.loadNamespaces(SHELL_NAMESPACE);
  applyDocumentLanguage(locale);
  return i18n;
}

async function switchTo(locale: Locale): Promise<void> {
  // changeLanguage first fetches the remotes' texts in the new language, then re-renders.
  await i18n.changeLanguage(locale);
  if (useLocaleStore.getState().locale !== locale) return;
  applyDocumentLanguage(locale);
  applyAddressLanguage(locale);
}

/**
 * A language switch anywhere (toolbar, app bar, drawer) re-renders the shell and every remote.
 * When the stored choice differs from the language the page started in (cookies blocked, so the
 * server could not know), the page follows the choice once it is interactive.
 */
export function followLocalePreference(): void {
  useLocaleStore.subscribe((state, previous) => {
    if (state.locale !== previous.locale) void switchTo(state.locale);
  });
  const chosen = useLocaleStore.getState().locale;
  if (chosen !== i18n.language) void switchTo(chosen);
}
