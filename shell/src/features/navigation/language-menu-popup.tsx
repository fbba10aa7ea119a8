// Spec 2.4: a menu button showing the locale in upper case, options "SK Slovenčina", "EN English".
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from 'shared-ui/domain';
import { useLocaleStore } from 'shared-ui/stores/locale-store';

export function LanguageMenu() {
  const { t } = useTranslation('shell');
  const locale = useLocaleStore((state) => state.locale);
  const setLocale = useLocaleStore((state) => state.setLocale);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="sh-language-trigger" aria-label={t('appBar.languageMenu', { language: t(`languages.${locale}`) })}>
        <Globe aria-hidden="true" />
        <span aria-hidden="true">{locale.toUpperCase()}</span>
        <ChevronDown aria-hidden="true" className="sh-language-trigger__chevron" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="sh-menu" align="end" sideOffset={6}>
          <DropdownMenu.Label className="ui-visually-hidden">{t('appBar.language')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={locale} onValueChange={(value) => setLocale(value as Locale)}>
            {LOCALES.map((code) => (
              <DropdownMenu.RadioItem key={code} value={code} className="sh-menu__item" lang={code}>
                <span className="sh-menu__code">{code.toUpperCase()}</span>
                <span>{t(`languages.${code}`)}</span>
                <DropdownMenu.ItemIndicator className="sh-menu__check">
                  <Check aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
