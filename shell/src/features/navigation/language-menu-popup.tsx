// Spec 2.4: the language menu itself, a Radix dropdown with "SK Slovenčina" and "EN English".
// language-menu.tsx shows its button on every page and loads this module on intent.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { LOCALES, type Locale } from 'shared-ui/domain';
import { useLocaleStore } from 'shared-ui/stores/locale-store';
import { LanguageButtonContent, useLanguageButtonLabel } from './language-button';

/** Mounted by the press on the placeholder button, so it mounts open. */
export default function LanguageMenuPopup() {
  const { t } = useTranslation('shell');
  const locale = useLocaleStore((state) => state.locale);
  const setLocale = useLocaleStore((state) => state.setLocale);
  const label = useLanguageButtonLabel();
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className="sh-language-trigger" aria-label={label}>
        <LanguageButtonContent />
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
