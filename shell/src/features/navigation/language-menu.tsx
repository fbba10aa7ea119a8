// Spec 2.4's language control, as a link: with two languages, the switch is a link to
// this page's address in the other one (`?lang=en`), which the server renders in that language.
// It works before any script has run and without JavaScript; once the page has hydrated, a press
// switches the language in place, without a reload (the stores and the texts follow). The globe and
// the code of the language it switches to show; its name starts with that code (WCAG 2.5.3).
import { Globe } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { LOCALES } from 'shared-ui/domain';
import { useLocation } from 'shared-ui/router';
import { useLocaleStore } from 'shared-ui/stores/locale-store';
import { usePageLocale } from '../../hooks/use-page-locale';
import { addressInLanguage } from './nav-items';

export function LanguageMenu() {
  const { t } = useTranslation('shell');
  const locale = usePageLocale();
  const other = LOCALES.find((code) => code !== locale) ?? locale;
  const setLocale = useLocaleStore((state) => state.setLocale);
  const { pathname } = useLocation();
  const switchInPlace = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the link's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setLocale(other);
  };
  return (
    <a
      href={addressInLanguage(pathname, other)}
      hrefLang={other}
      className="sh-language-trigger"
      data-language-switch=""
      aria-label={t('appBar.switchLanguage', { code: other.toUpperCase(), language: t(`languages.${other}`) })}
      onClick={switchInPlace}
    >
      <Globe aria-hidden="true" />
      <span aria-hidden="true">{other.toUpperCase()}</span>
    </a>
  );
}
