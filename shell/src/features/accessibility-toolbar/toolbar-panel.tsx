// Spec 2.7: a floating button opens the "Prístupnosť" panel; Alt+A toggles it, Esc and the close
// button close it. A non-modal Radix dialog: the page stays visible while the settings change it.
import * as Dialog from '@radix-ui/react-dialog';
import { Accessibility, X } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from 'shared-ui/components/icon-button';
import { RadioGroupField } from 'shared-ui/components/radio-group';
import { SwitchField } from 'shared-ui/components/switch-field';
import { LOCALES, type Locale } from 'shared-ui/domain';
import { useAccessibilityStore } from 'shared-ui/stores/accessibility-store';
import { useLocaleStore } from 'shared-ui/stores/locale-store';
import { FontSizeControl } from './font-size-control';
import { ShortcutHelp } from './shortcut-help';
import { useAltA } from './use-alt-a';
import { VoiceReaderSettings } from './voice-reader-settings';
import './accessibility-toolbar.css';

export function AccessibilityToolbar() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const toggle = useCallback(() => setOpen((current) => !current), []);
  useAltA(toggle);
  const { locale, setLocale } = useLocaleStore();
  const { highContrast, setHighContrast } = useAccessibilityStore();

  return (
    <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
      <Dialog.Trigger asChild>
        <IconButton className="sh-toolbar__fab" variant="filled" size="lg" label={t('toolbar.openHint')} icon={<Accessibility />} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          className="sh-toolbar"
          aria-describedby={undefined}
          // The floating button toggles the panel itself; a press on it is not an outside click.
          onInteractOutside={(event) => {
            if ((event.target as Element | null)?.closest?.('.sh-toolbar__fab')) event.preventDefault();
          }}
        >
          <div className="sh-toolbar__header">
            <Dialog.Title className="sh-toolbar__title">
              <Accessibility aria-hidden="true" />
              {t('toolbar.title')}
            </Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={t('toolbar.close')} icon={<X />} size="sm" />
            </Dialog.Close>
          </div>
          <RadioGroupField
            label={t('toolbar.language')}
            value={locale}
            onValueChange={(value) => setLocale(value as Locale)}
            options={LOCALES.map((code) => ({ value: code, label: <span lang={code}>{t(`languages.${code}`)}</span> }))}
          />
          <FontSizeControl />
          <div className="sh-toolbar__group">
            <SwitchField label={t('toolbar.highContrast')} checked={highContrast} onCheckedChange={setHighContrast} />
          </div>
          <VoiceReaderSettings />
          <ShortcutHelp />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
