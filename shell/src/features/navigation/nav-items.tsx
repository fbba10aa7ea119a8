// Spec 2.4: the main menu, in this order, with its icons; the app bar and the drawer list it alike.
import { FileText, House, Images, Info, Mail, Puzzle, School, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { LOCALE_QUERY_PARAMETER, PUBLIC_PAGE_PATHS as PAGES, type Locale } from 'shared-ui/domain';
import { NavLink, useLocation } from 'shared-ui/router';
import { usePageLocale } from '../../hooks/use-page-locale';

/** The drawer's element (nav-drawer.tsx), which the app bar's menu button opens. */
export const NAV_DRAWER_ID = 'sh-nav-drawer';

/** The address of this page in a language (the server renders ?lang= in that language). */
export function addressInLanguage(pathname: string, locale: Locale): string {
  return `${pathname}?${LOCALE_QUERY_PARAMETER}=${locale}`;
}

export interface NavItem {
  /** Key in the `shell` namespace. */
  key: string;
  path: string;
  icon: LucideIcon;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'nav.home', path: PAGES.home, icon: House },
  { key: 'nav.about', path: PAGES.about, icon: Info },
  { key: 'nav.workshops', path: PAGES.workshops, icon: School },
  { key: 'nav.materials', path: PAGES.materials, icon: FileText },
  { key: 'nav.gallery', path: PAGES.gallery, icon: Images },
  { key: 'nav.interactive_tools', path: PAGES.interactiveTools, icon: Puzzle },
  { key: 'nav.contact', path: PAGES.contact, icon: Mail },
];

/**
 * A page addressed in its language (`?lang=en`, also without JavaScript, where no cookie carries
 * the choice) leads to the other pages in that language: the `search` of its links.
 */
export function useLanguageSearch(): string {
  const locale = usePageLocale();
  const addressed = new URLSearchParams(useLocation().search).has(LOCALE_QUERY_PARAMETER);
  return addressed ? `?${LOCALE_QUERY_PARAMETER}=${locale}` : '';
}

interface NavItemListProps {
  listClassName: string;
  linkClassName: string;
  /** Called when an item is chosen (the drawer closes). */
  onNavigate?: () => void;
}

/** The menu items as a list of links; the current page's link is marked by NavLink. */
export function NavItemList({ listClassName, linkClassName, onNavigate }: NavItemListProps) {
  const { t } = useTranslation('shell');
  const search = useLanguageSearch();
  return (
    <ul className={listClassName}>
      {NAV_ITEMS.map(({ key, path, icon: Icon }) => (
        <li key={path}>
          <NavLink to={{ pathname: path, search }} end={path === '/'} className={linkClassName} onClick={onNavigate}>
            <Icon aria-hidden="true" />
            <span>{t(key)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
