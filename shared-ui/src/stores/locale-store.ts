// The interface language as the visitor chose it (spec 4 "Locale", PRODUCT section 4): stored
// under `locale`; a value found only under the older key `preferred-locale` is honoured once and
// moved to `locale`. Every choice is mirrored into the `locale` cookie, so the server renders the
// next page in that language.
//
// Components render the language the texts are in (`useTranslation().i18n.language`), which the
// shell starts from the language the server rendered; this store is the preference the shell
// follows when it changes. It starts at the default and `restore()` reads the stored choice.
import { create } from 'zustand';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, STORAGE_KEYS, type Locale } from 'shared-ui/domain';
import { browserCookie, browserStorage } from './browser-storage';

export { isLocale };

/** The stored choice, or null when the visitor never chose (the legacy key is migrated). */
export function readStoredLocale(): Locale | null {
  const stored = browserStorage.get(STORAGE_KEYS.locale);
  if (isLocale(stored)) return stored;
  const legacy = browserStorage.get(STORAGE_KEYS.legacyLocale);
  if (isLocale(legacy)) {
    browserStorage.set(STORAGE_KEYS.locale, legacy);
    browserStorage.remove(STORAGE_KEYS.legacyLocale);
    return legacy;
  }
  return null;
}

function remember(locale: Locale): void {
  browserStorage.set(STORAGE_KEYS.locale, locale);
  browserCookie.set(LOCALE_COOKIE, locale);
}

/** How the page started: the language its address named (`?lang=`), and the one it was rendered in. */
export interface LocaleStart {
  named?: Locale | null;
  rendered?: Locale | null;
  /** The page is the editor's preview: its language is shown, never stored as the visitor's choice. */
  preview?: boolean;
}

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  /**
   * Applies the visitor's choice: a language the address named (it becomes the choice), else the
   * stored one, else the language the server rendered (from the cookie), without storing it.
   */
  restore: (start?: LocaleStart) => void;
}

export const useLocaleStore = create<LocaleState>()((set) => ({
  locale: DEFAULT_LOCALE,
  setLocale: (locale) => {
    if (!isLocale(locale)) return;
    remember(locale);
    set({ locale });
  },
  restore: ({ named, rendered, preview = false } = {}) => {
    if (preview && isLocale(named)) {
      set({ locale: named });
      return;
    }
    const locale = isLocale(named) ? named : readStoredLocale();
    if (locale) {
      remember(locale);
      set({ locale });
    } else if (isLocale(rendered)) {
      set({ locale: rendered });
    }
  },
}));
