// Spec 2.4: logo and name (both link home), the menu from the large breakpoint up, the theme
// toggle, the language menu, and below the large breakpoint the hamburger for the drawer. Both the
// menu and the hamburger are in the HTML; CSS shows one (app-bar.css), so the server's page, and a
// page without JavaScript, have the right one from the first paint. The hamburger opens the
// drawer, a popover in the same HTML (nav-drawer.tsx), with or without JavaScript.
import { Menu } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Link } from 'shared-ui/router';
import { IconButton } from 'shared-ui/components/icon-button';
import { productNameIn } from 'shared-ui/domain';
import { useSiteContent } from 'shared-ui/page-data';
import { usePageLocale } from '../../hooks/use-page-locale';
import { LanguageMenu } from './language-menu';
import { deferred } from 'shared-ui/components/deferred';
import type { NavDrawerProps } from './nav-drawer';
import { NAV_DRAWER_ID, NavItemList, useLanguageSearch } from './nav-items';
import { ThemeToggle } from './theme-toggle';
import './app-bar.css';

/** The drawer: in the server's HTML, its script fetched when it is about to be used (nav-drawer.tsx). */
const NavDrawer = deferred<NavDrawerProps>(() => import(/* webpackChunkName: "deferred-nav-drawer" */ './nav-drawer').then((module) => ({ default: module.NavDrawer })));

/**
 * The sticky bar's height as `--sh-header-height` on <html>: the page's scroll padding
 * (site-layout.css) keeps a field focused after a failed send, or a link reached by Tab, from
 * sitting under the bar, at any text size and however the bar wraps. Set only when the bar is
 * taller than its least height, which the stylesheets' fallback already is: a property set on
 * <html> restyles every element of the page, in the middle of hydration.
 */
function useHeaderHeight() {
  const header = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height > leastHeight(element)) root.style.setProperty('--sh-header-height', `${height}px`);
      else root.style.removeProperty('--sh-header-height');
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--sh-header-height');
    };
  }, []);
  return header;
}

/** The bar's height unwrapped: its row's min-height and its bottom border (the CSS fallback, calc(4.25rem + 1px)). */
function leastHeight(bar: HTMLElement): number {
  const row = bar.firstElementChild;
  const rowHeight = row ? parseFloat(getComputedStyle(row).minHeight) || 0 : 0;
  return Math.ceil(rowHeight + (parseFloat(getComputedStyle(bar).borderBottomWidth) || 0));
}

export function AppBar() {
  const { t } = useTranslation('shell');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const languageSearch = useLanguageSearch();
  const header = useHeaderHeight();
  const product = productNameIn(useSiteContent(), usePageLocale());
  return (
    <header ref={header} className="sh-app-bar">
      <div className="sh-app-bar__inner">
        <Link to={{ pathname: '/', search: languageSearch }} className="sh-brand" aria-label={t('appBar.home', { product: product.text })}>
          <img src="/logo.jpg" alt="" className="sh-brand__logo" width={50} height={50} />
          <span className="sh-brand__name" lang={product.lang}>{product.text}</span>
        </Link>
        <nav className="sh-nav" aria-label={t('nav.main')}>
          <NavItemList listClassName="sh-nav__list" linkClassName="sh-nav__link" />
        </nav>
        <div className="sh-app-bar__actions">
          <ThemeToggle />
          <LanguageMenu />
          {/* Opens the drawer by itself, before and without any script. */}
          <IconButton
            className="sh-app-bar__menu-button"
            label={t('appBar.openMenu')}
            icon={<Menu />}
            popoverTarget={NAV_DRAWER_ID}
            aria-controls={NAV_DRAWER_ID}
            aria-expanded={drawerOpen}
            aria-haspopup="dialog"
            // About to be pressed: the drawer's script is on its way before it opens.
            onPointerEnter={NavDrawer.wake}
            onPointerDown={NavDrawer.wake}
            onFocus={NavDrawer.wake}
          />
        </div>
      </div>
      <NavDrawer onOpenChange={setDrawerOpen} />
    </header>
  );
}
