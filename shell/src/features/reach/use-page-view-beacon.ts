// One count per page a person sees (PRODUCT section 9, reach). The page a visit starts on was
// counted by the server that sent it; each later page the app shows without asking the server for a
// document is told to the API here: its path and language, nothing else (no cookie goes along, no
// identifier is made). Not for the administrator while signed in, nor for the admin's own pages.
import { useEffect, useRef } from 'react';
import { getAdminToken } from 'shared-ui/api/basics';
import { publicPageAddress, type Locale } from 'shared-ui/domain';
import { useLocation } from 'shared-ui/router';
import { usePageLocale } from '../../hooks/use-page-locale';

export const PAGE_VIEW_ENDPOINT = '/api/reach/views';

/** Sends one view; it outlives the page (keepalive) and its failure is nobody's problem. */
export function sendPageView(path: string, language: Locale): void {
  if (!publicPageAddress(path) || getAdminToken()) return;
  try {
    void fetch(PAGE_VIEW_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path, language }),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // No fetch (a very old browser): the view is not counted.
  }
}

export function usePageViewBeacon(): void {
  const { pathname } = useLocation();
  const locale = usePageLocale();
  const shown = `${pathname}\n${locale}`;
  // The page and language the document came with: the server counted them.
  const counted = useRef(shown);

  useEffect(() => {
    if (counted.current === shown) return;
    counted.current = shown;
    sendPageView(pathname, locale);
  }, [shown, pathname, locale]);

  // A prerendered document was not counted by the server (it said prefetch): it counts once shown.
  useEffect(() => {
    if (!(document as Document & { prerendering?: boolean }).prerendering) return undefined;
    const shownNow = () => sendPageView(window.location.pathname, locale);
    document.addEventListener('prerenderingchange', shownNow, { once: true });
    return () => document.removeEventListener('prerenderingchange', shownNow);
    // Only the document's first page can have been prerendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
