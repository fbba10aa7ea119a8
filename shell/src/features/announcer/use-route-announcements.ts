// Spec 2.3: about 100 ms after every route change the title becomes "{label} - {product}" and
// the live region says "Načítaná stránka: {label}", cleared after 2 s.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { useLocation } from 'shared-ui/router';
import { TIMINGS } from 'shared-ui/domain';
import { documentTitle } from '../../lib/document-title';
import { labelKeyForPath } from '../../lib/route-table';
import { useAnnouncerStore } from './announcer-store';

export function useRouteAnnouncements(): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('shell');
  const announce = useAnnouncerStore((state) => state.announce);
  const translate = useRef(t);
  translate.current = t;

  useEffect(() => {
    const timer = setTimeout(() => {
      const label = translate.current(labelKeyForPath(pathname));
      document.title = documentTitle(label);
      announce(translate.current('announce.pageLoaded', { label }), TIMINGS.pageAnnounceClear);
    }, TIMINGS.routeAnnounceDelay);
    return () => clearTimeout(timer);
  }, [pathname, announce]);

  // A language switch retitles the page at once, without announcing a page load.
  useEffect(() => {
    document.title = documentTitle(translate.current(labelKeyForPath(pathname)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the language triggers this
  }, [i18n.language]);
}
