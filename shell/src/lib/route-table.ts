// Spec 2.1: every path, its route name, its label (for the title and the announcement) and the
// remote module that renders it. The public addresses are shared-ui's, whose list the API counts
// views by. `/admin*` are the only routes that ever load mfe_admin.
import { PUBLIC_PAGE_PATHS as PAGES } from 'shared-ui/domain';
import { matchPath } from 'shared-ui/router';

export type RouteName = 'Home' | 'About' | 'Workshops' | 'Materials' | 'Gallery' | 'Feedback' | 'Contact' | 'InteractiveTools' | 'Privacy' | 'AdminLogin' | 'Admin';

export interface SiteRoute {
  name: RouteName;
  path: string;
  /** Key in the `shell` namespace. */
  labelKey: string;
  /** `remote/expose` of the page. */
  moduleId: string;
  /** Spec 2.2: opens only with an adminToken. */
  requiresAdmin?: boolean;
}

export const SITE_ROUTES: readonly SiteRoute[] = [
  { name: 'Home', path: PAGES.home, labelKey: 'routes.home', moduleId: 'mfe_public/Home' },
  { name: 'About', path: PAGES.about, labelKey: 'routes.about', moduleId: 'mfe_public/About' },
  { name: 'Workshops', path: PAGES.workshops, labelKey: 'routes.workshops', moduleId: 'mfe_public/Workshops' },
  { name: 'Materials', path: PAGES.materials, labelKey: 'routes.materials', moduleId: 'mfe_public/Materials' },
  { name: 'Gallery', path: PAGES.gallery, labelKey: 'routes.gallery', moduleId: 'mfe_gallery/Gallery' },
  { name: 'Gallery', path: PAGES.album, labelKey: 'routes.gallery', moduleId: 'mfe_gallery/Gallery' },
  { name: 'Feedback', path: PAGES.feedback, labelKey: 'routes.feedback', moduleId: 'mfe_public/Feedback' },
  { name: 'Contact', path: PAGES.contact, labelKey: 'routes.contact', moduleId: 'mfe_public/Contact' },
  { name: 'InteractiveTools', path: PAGES.interactiveTools, labelKey: 'routes.interactiveTools', moduleId: 'mfe_public/InteractiveTools' },
  { name: 'Privacy', path: PAGES.privacy, labelKey: 'routes.privacy', moduleId: 'mfe_public/Privacy' },
  { name: 'AdminLogin', path: '/admin/login', labelKey: 'routes.adminLogin', moduleId: 'mfe_admin/AdminLogin' },
  { name: 'Admin', path: '/admin', labelKey: 'routes.admin', moduleId: 'mfe_admin/Admin', requiresAdmin: true },
];

export const NOT_FOUND_LABEL_KEY = 'routes.notFound';

export function routeForPath(pathname: string): SiteRoute | undefined {
  return SITE_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

/** Spec 2.1: on any path that starts with /admin the public top bar and footer are hidden. */
export function isAdminPath(pathname: string): boolean {
  return pathname.startsWith('/admin');
}

/** The label key for the title and announcement of a path (not-found for unknown paths). */
export function labelKeyForPath(pathname: string): string {
  return routeForPath(pathname)?.labelKey ?? NOT_FOUND_LABEL_KEY;
}
