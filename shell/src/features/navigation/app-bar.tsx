// Spec 2.4: logo and name (both link home), the menu from the large breakpoint up, the theme
// toggle, the language menu, and below the large breakpoint the hamburger for the drawer.
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Link, NavLink } from 'shared-ui/router';
import { IconButton } from 'shared-ui/components/icon-button';
import { SITE_CONTENT } from 'shared-ui/domain';
import { OnDemandSlot, prefetch, useOnDemand } from '../../app/on-demand';
import { LanguageMenu } from './language-menu';
import { NAV_ITEMS } from './nav-items';
import { ThemeToggle } from './theme-toggle';
import { useAppBarLayout } from './use-app-bar-layout';
import './app-bar.css';

// The drawer (and Radix's dialog with it) loads when the menu button is first pressed (issue 8).
const loadDrawer = () => import('./nav-drawer').then((module) => ({ default: module.NavDrawer }));

export function AppBar() {
  const { t } = useTranslation('shell');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const drawer = useOnDemand(loadDrawer);
  const { wide, nameBesideMenu } = useAppBarLayout();
  const layout = ['sh-app-bar', wide && 'sh-app-bar--wide', !nameBesideMenu && 'sh-app-bar--tight'].filter(Boolean).join(' ');
  return (
    <header className={layout}>
      <div className="sh-app-bar__inner">
        <Link to="/" className="sh-brand" aria-label={t('appBar.home', { product: SITE_CONTENT.productName })}>
          <img src="/logo.jpg" alt="" className="sh-brand__logo" width={50} height={50} />
          <span className="sh-brand__name">{SITE_CONTENT.productName}</span>
        </Link>
        {wide && (
          <nav className="sh-nav" aria-label={t('nav.main')}>
            <ul className="sh-nav__list">
              {NAV_ITEMS.map(({ key, path, icon: Icon }) => (
                <li key={path}>
                  <NavLink to={path} end={path === '/'} className="sh-nav__link">
                    <Icon aria-hidden="true" />
                    <span>{t(key)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="sh-app-bar__actions">
          <ThemeToggle />
          <LanguageMenu />
          {!wide && (
            <IconButton
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
          )}
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
