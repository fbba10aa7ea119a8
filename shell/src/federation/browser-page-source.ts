// The browser's PageSource: page modules through the federation runtime (load-remote-page.ts) and
// page data through the API's public reads. The page the visitor arrived on starts from the data
// the server embedded in the HTML, so hydration needs no request; later visits load it
// again, after a minute or after a failure.
import type { PublicReads } from 'shared-ui/api';
import type { Locale } from 'shared-ui/domain';
import { settledPromise, type PageModule } from 'shared-ui/page-data';
import { loadRemotePage } from './load-remote-page';
import { pageDataKey, type PageAddress, type PageSource } from './page-source';

/** How long a page's data is reused when the visitor comes back to it. */
export const PAGE_DATA_REUSE_MS = 60_000;

interface Loaded {
  data: Promise<unknown>;
  at: number;
}

/**
 * The API client's public reads, loaded with the first page that asks for data: the
 * page the visitor arrives on has its data in the HTML, so hydrating it downloads no API client.
 * A failed load is a failed read: the page's retry asks again.
 */
const loadPublicReads = (): Promise<PublicReads> => import('shared-ui/api').then(({ publicReads }) => publicReads);

export function createBrowserPageSource({ now = () => Date.now(), loadReads = loadPublicReads } = {}): PageSource & {
  /** The server's copy of the page the visitor arrived on: its data (in the language it was rendered in) and its markup. */
  seed(moduleId: string, pathname: string, locale: Locale, data: unknown, markup?: string | null): void;
} {
  const loaded = new Map<string, Loaded>();
  const noData = settledPromise(undefined);
  let arrival: { key: string; markup: string } | null = null;

  return {
    module: (moduleId, attempt) => loadRemotePage(moduleId, attempt),
    seed(moduleId, pathname, locale, data, markup) {
      loaded.set(pageDataKey(moduleId, pathname, locale), { data: settledPromise(data), at: now() });
      arrival = markup ? { key: `${moduleId} ${pathname}`, markup } : null;
    },
    serverCopy: (moduleId, pathname) => (arrival?.key === `${moduleId} ${pathname}` ? arrival.markup : null),
    data(moduleId: string, page: PageModule, address: PageAddress) {
      const { loadPageData } = page;
      if (!loadPageData) return noData;
      const key = pageDataKey(moduleId, address.pathname, address.locale);
      const kept = loaded.get(key);
      if (kept && now() - kept.at < PAGE_DATA_REUSE_MS) return kept.data;
      const data = loadReads().then((reads) => loadPageData({ ...address, reads, origin: window.location.origin }));
      // A failed load is never reused: the retry and the next visit ask again.
      data.catch(() => {
        if (loaded.get(key)?.data === data) loaded.delete(key);
      });
      loaded.set(key, { data, at: now() });
      return data;
    },
  };
}
