// Spec 2.7: the "Prístupnosť" panel, loaded on the first open by accessibility-toolbar.tsx, which
// owns the floating button. A non-modal Radix dialog: the page stays visible while the settings
// change it.
import * as Dialog from '@radix-ui/react-dialog';
import { Accessibility, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { IconButton } from 'shared-ui/components/icon-button';
import { RadioGroupField } from 'shared-ui/components/radio-group';
import { SwitchField } from 'shared-ui/components/switch-field';
import { LOCALES, type Locale } from 'shared-ui/domain';
import { useAccessibilityStore } from 'shared-ui/stores/accessibility-store';
import { useLocaleStore } from 'shared-ui/stores/locale-store';
import { FontSizeControl } from './font-size-control';
import { ShortcutHelp } from './shortcut-help';
import { addShellTexts } from '../../i18n/init-i18n';
import { toolbarPanelSk } from '../../i18n/sk-toolbar-panel';
import { VoiceReaderSettings } from './voice-reader-settings';

// The panel's texts, beside the button's `toolbar.openHint`, which the frame has.
addShellTexts({ toolbar: toolbarPanelSk });

/**
 * Whether the panel's content goes on below what it shows (`data-more-below`, drawn as a fade with an
 * arrow at its lower edge): at 150 % text on a phone the panel scrolls, and nothing else said so.
 */
function useMoreBelow(open: boolean) {
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const [moreBelow, setMoreBelow] = useState(false);
  const measure = useCallback(() => {
    if (panel) setMoreBelow(panel.scrollTop + panel.clientHeight < panel.scrollHeight - 2);
  }, [panel]);
  useEffect(() => {
    if (!panel || !open) return undefined;
    measure();
    // Its parts change height as settings change (the voice options appear, the text grows).
    const observer = new ResizeObserver(measure);
    observer.observe(panel);
    for (const part of panel.children) observer.observe(part);
    panel.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      panel.removeEventListener('scroll', measure);
    };
  }, [panel, open, measure]);
  return { ref: setPanel, moreBelow };
}

interface ToolbarPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The floating button: focus goes back to it when the panel closes by Esc or its close button. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

export default function ToolbarPanel({ open, onOpenChange, returnFocusTo }: ToolbarPanelProps) {
  const { t } = useTranslation('shell');
  const { locale, setLocale } = useLocaleStore();
  const { highContrast, setHighContrast } = useAccessibilityStore();
  // As Radix does for its own trigger: a click elsewhere on the page keeps the focus where it went.
  const closedByOutsideClick = useRef(false);
  const more = useMoreBelow(open);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Portal>
        <Dialog.Content
          ref={more.ref}
          className="sh-toolbar"
          data-more-below={more.moreBelow ? '' : undefined}
          aria-describedby={undefined}
          // The floating button toggles the panel itself; a press on it is not an outside click.
          onInteractOutside={(event) => {
            if ((event.target as Element | null)?.closest?.('.sh-toolbar__fab')) event.preventDefault();
            else closedByOutsideClick.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!closedByOutsideClick.current) returnFocusTo.current?.focus();
            closedByOutsideClick.current = false;
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
