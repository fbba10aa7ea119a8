// What the language button shows and says, the same before and after the menu module loads. It
// shows the language the page is in (i18next's), which the server rendered and the browser starts
// from, not the stored preference: the two differ only for the moment a change is loading.
import { ChevronDown, Globe } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { usePageLocale } from '../../hooks/use-page-locale';

/** WCAG 2.5.3: the name starts with the visible code ("SK"), so "click SK" works for voice control. */
export function useLanguageButtonLabel(): string {
  const { t } = useTranslation('shell');
  const locale = usePageLocale();
  return t('appBar.languageMenu', { code: locale.toUpperCase(), language: t(`languages.${locale}`) });
}

export function LanguageButtonContent() {
  const locale = usePageLocale();
  return (
    <>
      <Globe aria-hidden="true" />
      <span aria-hidden="true">{locale.toUpperCase()}</span>
      <ChevronDown aria-hidden="true" className="sh-language-trigger__chevron" />
    </>
  );
}
