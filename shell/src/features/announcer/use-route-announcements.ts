// Spec 2.3: about 100 ms after every route change the title becomes "{label} - {product}" and
// the live region says "Načítaná stránka: {label}", cleared after 2 s.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { useLocation } from 'shared-ui/router';
import { isLocale } from 'shared-ui/stores/locale-store';
import { productNameIn, TIMINGS } from 'shared-ui/domain';
import { useSiteContent } from 'shared-ui/page-data';
import { isServerRendered } from 'shared-ui/page-protocol';
import { documentTitle } from '../../lib/document-title';
import { labelKeyForPath } from '../../lib/route-table';
import { useAnnouncerStore } from './announcer-store';

/**
 * The page the visitor arrived on, when the server rendered it, keeps the server's title: it names
 * the page itself (an album's name), where the route's label says only "Galéria".
 */
function useKeepsServerTitle(pathname: string): boolean {
  const arrivedOn = useRef(pathname);
  const serverRendered = useRef(typeof document !== 'undefined' && isServerRendered());
  if (pathname !== arrivedOn.current) serverRendered.current = false;
  return serverRendered.current;
}

export function useRouteAnnouncements(): void {
  const { pathname } = useLocation();
  const keepTitle = useKeepsServerTitle(pathname);
  const keepTitleRef = useRef(keepTitle);
  keepTitleRef.current = keepTitle;
  const { t, i18n } = useTranslation('shell');
  const announce = useAnnouncerStore((state) => state.announce);
  const translate = useRef(t);
  translate.current = t;
  const site = useSiteContent();
  const product = useRef('');
  product.current = productNameIn(site, isLocale(i18n.language) ? i18n.language : 'sk').text;

  useEffect(() => {
    const timer = setTimeout(() => {
      const label = translate.current(labelKeyForPath(pathname));
      if (!keepTitleRef.current) document.title = documentTitle(label, product.current);
      announce(translate.current('announce.pageLoaded', { label }), TIMINGS.pageAnnounceClear);
    }, TIMINGS.routeAnnounceDelay);
    return () => clearTimeout(timer);
  }, [pathname, announce]);

  // A language switch retitles the page at once, without announcing a page load (the server's
  // title was in the language it rendered).
  const renderedLanguage = useRef(i18n.language);
  useEffect(() => {
    if (keepTitleRef.current && i18n.language === renderedLanguage.current) return;
    document.title = documentTitle(translate.current(labelKeyForPath(pathname)), product.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the language triggers this
  }, [i18n.language]);
}
