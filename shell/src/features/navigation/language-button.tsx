// What the language button shows and says, the same before and after the menu module loads.
import { ChevronDown, Globe } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { useLocaleStore } from 'shared-ui/stores/locale-store';

export function useLanguageButtonLabel(): string {
  const { t } = useTranslation('shell');
  const locale = useLocaleStore((state) => state.locale);
  return t('appBar.languageMenu', { language: t(`languages.${locale}`) });
}

export function LanguageButtonContent() {
  const locale = useLocaleStore((state) => state.locale);
  return (
    <>
      <Globe aria-hidden="true" />
      <span aria-hidden="true">{locale.toUpperCase()}</span>
      <ChevronDown aria-hidden="true" className="sh-language-trigger__chevron" />
    </>
  );
}
