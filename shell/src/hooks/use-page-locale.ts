// The language the page is in (the texts'), which the server rendered and the browser starts from,
// not the stored preference: the two differ only for the moment a change is loading.
import { useTranslation } from 'shared-ui/i18n/react';
import { DEFAULT_LOCALE, type Locale } from 'shared-ui/domain';
import { isLocale } from 'shared-ui/stores/locale-store';

export function usePageLocale(): Locale {
  const { i18n } = useTranslation('shell');
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
