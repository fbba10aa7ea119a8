// The interface language (spec 4 "Locale", PRODUCT section 4): stored under `locale`; a value
// found only under the older key `preferred-locale` is honoured once and moved to `locale`.
// The shell follows this store with i18next and <html lang>.
import { create } from 'zustand';
import { DEFAULT_LOCALE, LOCALES, STORAGE_KEYS, type Locale } from 'shared-ui/domain';
import { browserStorage } from './browser-storage';

const isLocale = (value: string | null): value is Locale => LOCALES.includes(value as Locale);

export function readStoredLocale(): Locale {
  const stored = browserStorage.get(STORAGE_KEYS.locale);
  if (isLocale(stored)) return stored;
  const legacy = browserStorage.get(STORAGE_KEYS.legacyLocale);
  if (isLocale(legacy)) {
    browserStorage.set(STORAGE_KEYS.locale, legacy);
    browserStorage.remove(STORAGE_KEYS.legacyLocale);
    return legacy;
  }
  return DEFAULT_LOCALE;
}

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

export const useLocaleStore = create<LocaleState>()((set) => ({
  locale: readStoredLocale(),
  setLocale: (locale) => {
    if (!isLocale(locale)) return;
    browserStorage.set(STORAGE_KEYS.locale, locale);
    set({ locale });
  },
}));
