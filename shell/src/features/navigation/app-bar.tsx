// Spec 2.4: logo and name (both link home), the menu from the large breakpoint up, the theme
// toggle, the language menu, and below the large breakpoint the hamburger for the drawer. Both the
// menu and the hamburger are in the HTML; CSS shows one (app-bar.css), so the server's page, and a
// page without JavaScript, have the right one from the first paint.
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Link } from 'shared-ui/router';
import { IconButton } from 'shared-ui/components/icon-button';
import { SITE_CONTENT } from 'shared-ui/domain';
import { OnDemandSlot, prefetch, useOnDemand } from '../../lib/on-demand';
import { LanguageMenu } from './language-menu';
import { NavItemList } from './nav-items';
import { ThemeToggle } from './theme-toggle';
import './app-bar.css';

// The drawer (and Radix's dialog with it) loads when the menu button is first pressed (issue 8).
const loadDrawer = () => import('./nav-drawer').then((module) => ({ default: module.NavDrawer }));

export function AppBar() {
  const { t } = useTranslation('shell');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const drawer = useOnDemand(loadDrawer);
  return (
    <header className="sh-app-bar">
      <div className="sh-app-bar__inner">
        <Link to="/" className="sh-brand" aria-label={t('appBar.home', { product: SITE_CONTENT.productName })}>
          <img src="/logo.jpg" alt="" className="sh-brand__logo" width={50} height={50} />
          <span className="sh-brand__name" lang="sk">{SITE_CONTENT.productName}</span>
        </Link>
        <nav className="sh-nav" aria-label={t('nav.main')}>
          <NavItemList listClassName="sh-nav__list" linkClassName="sh-nav__link" />
        </nav>
        <div className="sh-app-bar__actions">
          <ThemeToggle />
          <LanguageMenu />
          <IconButton
            className="sh-app-bar__menu-button ui-requires-js"
            label={t('appBar.openMenu')}
            icon={<Menu />}
            aria-expanded={drawerOpen}
            aria-haspopup="dialog"
            onPointerEnter={prefetch(loadDrawer)}
            onFocus={prefetch(loadDrawer)}
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
          />
        </div>
      </div>
      {drawerWanted && (
        <OnDemandSlot
          part={drawer}
          onFailure={() => {
            setDrawerWanted(false);
            setDrawerOpen(false);
          }}
        >
          <drawer.Part open={drawerOpen} onOpenChange={setDrawerOpen} />
        </OnDemandSlot>
      )}
    </header>
  );
}
