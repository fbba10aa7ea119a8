// The one i18next instance of the site (team brief, "i18n"): sk default and fallback, en. The
// shell brings its own `shell` namespace and the components' `ui`; each remote adds its own
// namespaces when its pages load. The locale store is the source of truth for the language.
import i18next from 'i18next';
import { initReactI18next } from 'shared-ui/i18n/react';
import { DEFAULT_LOCALE, LOCALES } from 'shared-ui/domain';
import { namespaceBackend } from 'shared-ui/i18n/register-namespace';
import { uiResources } from 'shared-ui/i18n/ui-namespace';
import { useLocaleStore } from 'shared-ui/stores/locale-store';
import { en } from './en';
import { sk } from './sk';

export const SHELL_NAMESPACE = 'shell';

function applyDocumentLanguage(locale: string): void {
  document.documentElement.lang = locale;
}

export async function initI18n(): Promise<typeof i18next> {
  const { locale } = useLocaleStore.getState();
  await i18next.use(namespaceBackend).use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [SHELL_NAMESPACE, 'ui'],
    defaultNS: SHELL_NAMESPACE,
    resources: {
      sk: { [SHELL_NAMESPACE]: sk, ui: uiResources.sk },
      en: { [SHELL_NAMESPACE]: en, ui: uiResources.en },
    },
    // The shell's texts are bundled; a remote's namespaces come through namespaceBackend.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    // Remotes add their bundles later; re-render components that were waiting for them.
    react: { bindI18nStore: 'added' },
  });
  applyDocumentLanguage(locale);
  // A language switch anywhere (toolbar, app bar, drawer) re-renders the shell and every remote.
  // changeLanguage first fetches the remotes' texts in the new language, then re-renders.
  useLocaleStore.subscribe((state, previous) => {
    if (state.locale === previous.locale) return;
    void i18next.changeLanguage(state.locale).then(() => {
      if (useLocaleStore.getState().locale === state.locale) applyDocumentLanguage(state.locale);
    });
  });
  return i18next;
}
