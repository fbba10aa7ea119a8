// The frame around every page (spec 2.3–2.7): skip link, live region, app bar, the main region
// with the fade transition, footer, accessibility toolbar, scroll restoration. On /admin* the
// public app bar and footer are hidden (spec 2.1).
import { useEffect, useRef } from 'react';
import { deferred } from 'shared-ui/components/deferred';
import { ROOT_MARKS } from 'shared-ui/page-protocol';
import { Outlet, useLocation } from 'shared-ui/router';
import { AccessibilityToolbar } from '../features/accessibility-toolbar/accessibility-toolbar';
import { LiveRegion } from '../features/announcer/live-region';
import { useRouteAnnouncements } from '../features/announcer/use-route-announcements';
import { AppBar } from '../features/navigation/app-bar';
import { usePageViewBeacon } from '../features/reach/use-page-view-beacon';
import { useVoiceReader } from '../features/voice-reader/use-voice-reader';
import { isAdminPath } from '../lib/route-table';
import { ScrollRestoration } from './scroll-restoration';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import './site-layout.css';

/**
 * The footer: links, addresses and logos, below every page. Hydrated when a visitor can reach it
 * (shared-ui's deferred): until then it is the server's HTML, its links plain links. Its styles are
 * in the shell's one stylesheet.
 */
const Footer = deferred<object>(() => import(/* webpackChunkName: "deferred-footer" */ '../features/footer/footer').then((module) => ({ default: module.Footer })));

/** Pages of one section (e.g. /galeria and /galeria/3) share a transition key, so an album opens without a fade. */
const sectionOf = (pathname: string) => pathname.split('/')[1] ?? '';

/** True from the first move to another page on: the page the visitor arrives on is not faded in. */
function useHasNavigated(pathname: string): boolean {
  const first = useRef(pathname);
  const navigated = useRef(false);
  if (pathname !== first.current) navigated.current = true;
  return navigated.current;
}

export function SiteLayout() {
  const { pathname } = useLocation();
  const admin = isAdminPath(pathname);
  // Spec 2.3: pages *change* with a fade; the first page (often server-rendered) shows at once.
  const fade = useHasNavigated(pathname);
  useRouteAnnouncements();
  useVoiceReader();
  usePageViewBeacon();
  // <html data-hydrated>: the frame answers input (shared-ui/page-protocol).
  useEffect(() => {
    document.documentElement.dataset[ROOT_MARKS.hydrated.key] = 'true';
  }, []);
  return (
    <div className="sh-layout">
      <SkipLink />
      <LiveRegion />
      {!admin && <AppBar />}
      <main id={MAIN_CONTENT_ID} className="sh-main" tabIndex={-1}>
        <div key={sectionOf(pathname)} className={fade ? 'sh-page-transition sh-page-transition--fade' : 'sh-page-transition'}>
          <Outlet />
        </div>
      </main>
      {!admin && <Footer />}
      <AccessibilityToolbar />
      <ScrollRestoration />
    </div>
  );
}
