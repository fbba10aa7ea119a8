// Spec 2.5: a temporary drawer on the right (300 px): the menu items (choosing one navigates
// and closes), a divider, the theme item, a divider, and SK / EN with a check on the active one.
import { useId } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Check, Moon, Sun, X } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { IconButton } from 'shared-ui/components/icon-button';
import { LOCALES } from 'shared-ui/domain';
import { useLocaleStore } from 'shared-ui/stores/locale-store';
import { NavItemList } from './nav-items';
import { useDarkModeToggle } from './use-dark-mode-toggle';
import './nav-drawer.css';

interface NavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function NavDrawer({ open, onOpenChange }: NavDrawerProps) {
  const { t } = useTranslation('shell');
  const { darkMode, blockedByHighContrast, toggle } = useDarkModeToggle();
  const themeHintId = useId();
  const { locale, setLocale } = useLocaleStore();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="sh-drawer__overlay" />
        <Dialog.Content className="sh-drawer" aria-describedby={undefined}>
          <div className="sh-drawer__header">
            <Dialog.Title className="sh-drawer__title">{t('drawer.title')}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={t('drawer.close')} icon={<X />} />
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.main')}>
            <NavItemList listClassName="sh-drawer__list" linkClassName="sh-drawer__item" onNavigate={close} />
          </nav>
          <hr className="sh-drawer__divider" />
          <button
            type="button"
            className="sh-drawer__item"
            aria-disabled={blockedByHighContrast || undefined}
            aria-describedby={blockedByHighContrast ? themeHintId : undefined}
            onClick={toggle}
          >
            {darkMode ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
            <span>{darkMode ? t('drawer.lightMode') : t('drawer.darkMode')}</span>
          </button>
          {blockedByHighContrast && (
            <p id={themeHintId} className="sh-drawer__hint">{t('drawer.themeBlocked')}</p>
          )}
          <hr className="sh-drawer__divider" />
          <ul className="sh-drawer__list" aria-label={t('appBar.language')}>
            {LOCALES.map((code) => (
              <li key={code}>
                <button type="button" className="sh-drawer__item" aria-pressed={locale === code} lang={code} onClick={() => setLocale(code)}>
                  <span className="sh-drawer__code">{code.toUpperCase()}</span>
                  <span>{t(`languages.${code}`)}</span>
                  {locale === code && <Check aria-hidden="true" className="sh-drawer__check" />}
                </button>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
