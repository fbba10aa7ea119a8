// Spec 2.5: a temporary drawer on the right (300 px): the menu items (choosing one navigates
// and closes), a divider, the theme item, a divider, and SK / EN with a check on the active one.
//
// The drawer is in the server's HTML as a popover (`popover="auto"`), opened by the
// menu button's `popovertarget`: it opens, and Esc or a press outside closes it, before any script
// has run and without JavaScript at all. Its languages are links to this page in that language.
// Its script is fetched when the drawer is first opened, or when the menu button is pointed at or
// focused (a deferred part, shared-ui/components/deferred.tsx; app-bar.tsx).
// Hydration enhances the same elements in place: the button's aria-expanded follows the popover,
// the focus moves into the drawer and stays there while it is open, returns to the button when it
// closes, and choosing an item or a language happens without a reload and closes the drawer.
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Check, Moon, Sun, X } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { THEME_SWITCH_MARK } from 'shared-ui/page-protocol';
import { IconButton } from 'shared-ui/components/icon-button';
import { LOCALES, type Locale } from 'shared-ui/domain';
import { useLocation } from 'shared-ui/router';
import { useLocaleStore } from 'shared-ui/stores/locale-store';
import { usePageLocale } from '../../hooks/use-page-locale';
import { addressInLanguage, NAV_DRAWER_ID, NavItemList } from './nav-items';
import { useDarkModeToggle } from './use-dark-mode-toggle';
import './nav-drawer.css';

const FOCUSABLE = 'a[href], button:not([disabled])';

export interface NavDrawerProps {
  /** Called with the popover's state whenever it opens or closes. */
  onOpenChange: (open: boolean) => void;
}

export function NavDrawer({ onOpenChange }: NavDrawerProps) {
  const { t } = useTranslation('shell');
  const { blockedByHighContrast, toggle } = useDarkModeToggle();
  const themeHintId = useId();
  const titleId = useId();
  const setLocale = useLocaleStore((state) => state.setLocale);
  const locale = usePageLocale();
  const { pathname } = useLocation();
  const drawer = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = drawer.current;
    if (!element) return undefined;
    /** The focus goes in, and comes back to `from` when the drawer closes. */
    const focusIn = (from: HTMLElement | null) => {
      returnFocusTo.current = from;
      element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    };
    const onToggle = (event: Event) => {
      const open = (event as ToggleEvent).newState === 'open';
      onOpenChange(open);
      if (open) {
        focusIn(document.activeElement as HTMLElement | null);
      } else if (element.contains(document.activeElement) || document.activeElement === document.body) {
        returnFocusTo.current?.focus();
      }
    };
    element.addEventListener('toggle', onToggle);
    // Opened before hydration (the drawer's script comes when it is first opened, or when the menu
    // button is pointed at or focused): the state catches up, and the focus goes in as on an opening.
    if (element.matches(':popover-open')) {
      onOpenChange(true);
      if (!element.contains(document.activeElement)) focusIn(document.querySelector<HTMLElement>(`[popovertarget="${NAV_DRAWER_ID}"]`));
    }
    return () => element.removeEventListener('toggle', onToggle);
  }, [onOpenChange]);

  const close = () => {
    const element = drawer.current;
    if (element?.matches(':popover-open')) element.hidePopover();
  };

  // A focus trap while open: Tab from the last item goes to the first, Shift+Tab the other way.
  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !drawer.current) return;
    const items = [...drawer.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const chooseLanguage = (code: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setLocale(code);
    close();
  };

  return (
    // A popover dialog keeps Tab inside itself with its own key handler, as a modal dialog does.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={drawer}
      id={NAV_DRAWER_ID}
      popover="auto"
      role="dialog"
      aria-labelledby={titleId}
      className="sh-drawer"
      onKeyDown={keepFocusInside}
    >
      <div className="sh-drawer__header">
        <h2 id={titleId} className="sh-drawer__title">
          {t('drawer.title')}
        </h2>
        <IconButton label={t('drawer.close')} icon={<X />} popoverTarget={NAV_DRAWER_ID} popoverTargetAction="hide" />
      </div>
      <nav aria-label={t('nav.main')}>
        <NavItemList listClassName="sh-drawer__list" linkClassName="sh-drawer__item" onNavigate={close} />
      </nav>
      <hr className="sh-drawer__divider ui-requires-js" />
      <button
        type="button"
        className="sh-drawer__item ui-requires-js"
        aria-disabled={blockedByHighContrast || undefined}
        aria-describedby={blockedByHighContrast ? themeHintId : undefined}
        // Pressed before hydration, the boot script switches the theme itself.
        {...THEME_SWITCH_MARK}
        onClick={toggle}
      >
        {/* Both, one shown by the class on <body> (app-bar.css): right from the first paint. */}
        <Sun aria-hidden="true" className="sh-theme-icon sh-theme-icon--dark" />
        <Moon aria-hidden="true" className="sh-theme-icon sh-theme-icon--light" />
        <span className="sh-theme-icon--dark">{t('drawer.lightMode')}</span>
        <span className="sh-theme-icon--light">{t('drawer.darkMode')}</span>
      </button>
      {blockedByHighContrast && (
        <p id={themeHintId} className="sh-drawer__hint">
          {t('drawer.themeBlocked')}
        </p>
      )}
      <hr className="sh-drawer__divider" />
      <ul className="sh-drawer__list" aria-label={t('appBar.language')}>
        {LOCALES.map((code) => (
          <li key={code}>
            <a
              href={addressInLanguage(pathname, code)}
              hrefLang={code}
              lang={code}
              className="sh-drawer__item"
              aria-current={locale === code ? 'true' : undefined}
              onClick={chooseLanguage(code)}
            >
              <span className="sh-drawer__code">{code.toUpperCase()}</span>
              <span>{t(`languages.${code}`)}</span>
              {locale === code && <Check aria-hidden="true" className="sh-drawer__check" />}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
