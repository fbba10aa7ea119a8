// One page, answered as server-rendered HTML: the route's remote page and its data are
// loaded first (within the render deadline), so the status (404), the head and the preloads are
// known before React renders; whatever is missing or late is left to the browser, never a 500 and
// never a hung request. Answers are kept per (address, language, content version, remote versions),
// and no longer than the moment the page says it changes by itself (the next meeting).
import { createHash } from 'node:crypto';
import type { I18n } from 'shared-ui/i18n/core';
import { createPublicReads, type PublicReads } from 'shared-ui/api';
import { LOCALE_QUERY_PARAMETER, LOCALES, PREVIEW_QUERY_PARAMETER, productNameIn, type Locale, type SiteContent } from 'shared-ui/domain';
import { registeredNamespaces } from 'shared-ui/i18n/register-namespace';
import { settledPromise, type PageHead, type PageModule, type PageRequest } from 'shared-ui/page-data';
import { registerRemotePublicFolder } from 'shared-ui/remote-assets';
import { matchPath } from 'shared-ui/router';
import { routeForPath, type SiteRoute } from '../src/lib/route-table';
import type { ServerPageState } from '../src/app/server-page-state';
import type { PageSource } from '../src/federation/page-source';
import { remotePublicFolder, type RemoteName, type RemotesManifest } from '../src/federation/remotes-manifest';
import { documentTitle } from '../src/lib/document-title';
import type { ContentVersionClient } from './content-version';
import { addressIn, pageLanguage } from './language';
import type { Logger } from './logger';
import { renderPageDocument, type Stylesheet } from './page-document';
import { exposeGroup, scriptHints, type PageScripts } from './script-hints';
import type { CachedPage, PageCache } from './page-cache';
import { ClientRenderedPage, renderApp } from './render-app';
import type { RemoteBuild, RemoteServers } from './remote-servers';
import type { ShellBuild } from './shell-build';
import { SiteContentClient } from './site-content';

/** The picture a shared link shows when a page has none of its own: the home hero, cropped for previews. */
export const SHARE_IMAGE = '/share-image.jpg';

export interface RenderedPage extends CachedPage {
  /**
   * 'cache': kept from an earlier render; 'rendered': the whole page here; 'partial': its page left
   * to the browser; 'preview': the editor's preview of a draft, for the administrator only.
   */
  source: 'cache' | 'rendered' | 'partial' | 'preview';
}


export interface PageRendererOptions {
  shell: ShellBuild;
  remotes: RemoteServers;
  contentVersion: ContentVersionClient;
  /** The operator's site details (GET /api/site); by default asked with `fetch` from `apiUrl`. */
  siteContent?: Pick<SiteContentClient, 'current'>;
  cache: PageCache;
  i18n: I18n;
  apiUrl: string;
  deadlineMs: number;
  log: Logger;
  fetch?: typeof fetch;
  now?: () => number;
}

class PastDeadline extends Error {
  override name = 'PastDeadline';
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PastDeadline(`not ready within ${Math.round(ms)} ms`)), Math.max(0, ms));
    timer.unref();
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** The public reads of one render, noting whether any failed (such a page is shown, never kept). */
function trackedReads(base: PublicReads): { reads: PublicReads; failed: () => boolean } {
  let failed = false;
  const reads = Object.fromEntries(
    Object.entries(base).map(([name, read]) => [
      name,
      (...args: unknown[]) =>
        (read as (...a: unknown[]) => Promise<unknown>)(...args).catch((error: unknown) => {
          failed = true;
          throw error;
        }),
    ]),
  ) as unknown as PublicReads;
  return { reads, failed: () => failed };
}

/** The settled value React's use() reads at once, thrown for a page the browser renders instead. */
function unavailablePage(reason: unknown): Promise<PageModule> {
  const error = new ClientRenderedPage(reason instanceof Error ? reason.message : String(reason));
  const promise = Object.assign(Promise.reject(error), { status: 'rejected' as const, reason: error });
  promise.catch(() => undefined);
  return promise;
}

const remoteOf = (route: SiteRoute) => route.moduleId.split('/')[0] as RemoteName;

/**
 * The page's address as rendered and kept: the path and, sorted, the first value of each
 * query parameter the page reads, plus a valid language choice. Anything else (`?x=<random>`) is
 * left out, so it neither renders a new page nor evicts a kept one.
 */
export function pageAddress(url: URL, readsQuery: readonly string[]): URL {
  const kept = new URLSearchParams();
  const language = url.searchParams.get(LOCALE_QUERY_PARAMETER);
  if (language !== null && (LOCALES as readonly string[]).includes(language)) kept.set(LOCALE_QUERY_PARAMETER, language);
  for (const name of [...readsQuery].sort()) {
    const value = url.searchParams.get(name);
    if (value !== null && name !== LOCALE_QUERY_PARAMETER) kept.set(name, value);
  }
  const address = new URL(url.pathname, url.origin);
  address.search = kept.toString();
  return address;
}
const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

interface LoadedPage {
  build: RemoteBuild;
  module: PageModule;
  data: unknown;
  head: PageHead;
  readsFailed: boolean;
}

export class PageRenderer {
  private readonly rendering = new Map<string, Promise<RenderedPage>>();
  /** What each page module (per remote version) reads from the query, learned when it is first loaded. */
  private readonly queryReads = new Map<string, readonly string[]>();
  private readonly now: () => number;
  private readonly fetch: typeof fetch;
  private readonly siteContent: Pick<SiteContentClient, 'current'>;

  constructor(private readonly options: PageRendererOptions) {
    this.now = options.now ?? Date.now;
    this.fetch = options.fetch ?? ((...args) => fetch(...args));
    this.siteContent = options.siteContent ?? new SiteContentClient(options.apiUrl, this.fetch);
  }

  async render({ url: requested, cookie }: { url: URL; cookie?: string }): Promise<RenderedPage> {
    const started = this.now();
    const remaining = () => this.options.deadlineMs - (this.now() - started);
    const { locale } = pageLanguage(requested, cookie);
    const route = routeForPath(requested.pathname);
    const [manifest, contentVersion, site] = await Promise.all([
      within(this.options.remotes.remotesManifest(), remaining()).catch(() => ({})),
      this.options.contentVersion.current(),
      this.siteContent.current(),
    ]);
    const siteVersion = hashOf(JSON.stringify(site));
    for (const [name, entry] of Object.entries(manifest)) registerRemotePublicFolder(name, remotePublicFolder(entry));
    const build = route ? await within(this.options.remotes.build(remoteOf(route)), remaining()).catch(() => null) : null;
    const pageVersion = route ? `${route.moduleId}@${build?.version ?? 'unavailable'}` : 'frame';
    const keyOf = (address: URL) =>
      [address.origin, locale, address.pathname + address.search, contentVersion ?? 'no-version', siteVersion, pageVersion, hashOf(JSON.stringify(manifest))].join('|');
    /** The address kept for this request once the page has said what it reads; null while unknown. */
    const keptAddress = (): URL | null => {
      const readsQuery = route ? this.queryReads.get(pageVersion) : [];
      return readsQuery ? pageAddress(requested, readsQuery) : null;
    };
    // Until this page's module has said what it reads, its address is rendered whole.
    const url = keptAddress() ?? requested;
    // A draft shown to the editor: rendered for this request alone, never kept or shared.
    const preview = requested.searchParams.get(PREVIEW_QUERY_PARAMETER) || undefined;
    if (preview) {
      const page = await this.renderFresh({ url, locale, route, manifest, site, remaining, pageVersion, preview });
      return { ...page, source: page.source === 'rendered' ? 'preview' : page.source };
    }
    const key = keyOf(url);
    const cached = contentVersion !== null ? this.options.cache.get(key, this.now()) : undefined;
    if (cached) return { ...cached, source: 'cache' };
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.renderFresh({ url, locale, route, manifest, site, remaining, pageVersion }).then((page) => {
        // Kept only under the address it was rendered for; a 404 is not kept (random paths must not push real pages out).
        const kept = keptAddress();
        if (page.source === 'rendered' && page.status === 200 && contentVersion !== null && kept?.href === url.href) this.options.cache.set(key, page);
        return page;
      });
      // Requests for the same page at the same moment share one render.
      this.rendering.set(key, pending);
      void pending.finally(() => this.rendering.delete(key)).catch(() => undefined);
    }
    return pending;
  }

  private async loadPage(route: SiteRoute, request: Omit<PageRequest, 'reads'>, remaining: () => number): Promise<LoadedPage> {
    const { build, module } = await within(this.options.remotes.page(route.moduleId), remaining());
    const tracked = trackedReads(createPublicReads({ base: this.options.apiUrl, fetch: this.fetch, timeoutMs: Math.max(remaining(), 1) }));
    const pageRequest = { ...request, reads: tracked.reads };
    const data = module.loadPageData ? await within(module.loadPageData(pageRequest), remaining()) : undefined;
    const head = module.describePage?.(data, pageRequest) ?? {};
    return { build, module, data, head, readsFailed: tracked.failed() };
  }

  private async renderFresh({ url, locale, route, manifest, site, remaining, pageVersion, preview }: {
    url: URL;
    locale: Locale;
    route: SiteRoute | undefined;
    manifest: RemotesManifest;
    site: SiteContent;
    remaining: () => number;
    pageVersion: string;
    preview?: string;
  }): Promise<RenderedPage> {
    const params = route ? (matchPath({ path: route.path, end: true }, url.pathname)?.params ?? {}) : {};
    let page: LoadedPage | null = null;
    let pageFailure: unknown = null;
    if (route) {
      try {
        page = await this.loadPage(route, { params, pathname: url.pathname, search: url.search, locale, origin: url.origin, site, ...(preview ? { preview } : {}) }, remaining);
        this.queryReads.set(pageVersion, page.module.readsQuery ?? []);
        // A failed read is never shown as empty content ("no albums"): the browser loads the page itself.
        if (page.readsFailed) throw new Error('a data read failed');
      } catch (error) {
        page = null;
        pageFailure = error;
        this.options.log('warn', 'page left to the browser', { path: url.pathname, module: route.moduleId, reason: String(error) });
      }
    }

    const i18n = this.options.i18n.cloneInstance({ lng: locale });
    await i18n.changeLanguage(locale);
    await within(i18n.loadNamespaces(registeredNamespaces()), remaining()).catch(() => undefined);

    const pageSource: PageSource = {
      module: () => (page ? settledPromise(page.module) : unavailablePage(pageFailure ?? 'no page')),
      data: () => settledPromise(page?.data),
    };
    const app = await renderApp({
      url: url.pathname + url.search,
      i18n,
      pageSource,
      site,
      deadlineMs: Math.max(remaining(), 500),
      onError: (error) => this.options.log('error', 'a page broke while rendering', { path: url.pathname, error: String(error) }),
    });

    const head = page?.head ?? {};
    const notFound = !route || head.notFound === true;
    const t = i18n.getFixedT(locale, 'shell');
    const labelKey = route?.labelKey ?? 'routes.notFound';
    const label = head.title ?? t(labelKey);
    const origin = url.origin;
    const productName = productNameIn(site, locale).text;
    const canonical = addressIn(origin, url.pathname, locale);
    const state: ServerPageState = {
      locale,
      remotes: manifest,
      site,
      ...(route && page ? { page: { moduleId: route.moduleId, pathname: url.pathname, data: page.data } } : {}),
    };
    const remoteStyles = route && page ? this.pageStylesheets(page.build, route) : [];
    const stylesheets = [...this.options.shell.stylesheets.map((href) => ({ href })), ...remoteStyles];
    const html = renderPageDocument({
      locale,
      title: documentTitle(label, productName),
      description: [head.description ?? t(`meta.descriptions.${labelKey.replace(/^routes\./, '')}`), head.descriptionAddendum].filter(Boolean).join(' '),
      siteName: productName,
      canonical,
      alternates: { sk: addressIn(origin, url.pathname, 'sk'), en: addressIn(origin, url.pathname, 'en'), 'x-default': addressIn(origin, url.pathname, 'sk') },
      image: new URL(head.image ?? SHARE_IMAGE, origin).href,
      imageAlt: head.imageAlt ?? productName,
      preloadImage: head.preloadImage,
      stylesheets,
      scripts: this.options.shell.scripts,
      scriptHints: scriptHints(
        { publicFolder: '/', graph: this.options.shell.scriptGraph ?? null, locale },
        route && page ? this.pageScripts(page.build, route, locale) : null,
        [...this.options.shell.scripts, ...stylesheets.map(({ href }) => href)],
      ),
      appHtml: app.html,
      state,
      noIndex: notFound || preview !== undefined,
    });
    const complete = !app.incomplete && (!route || (page !== null && !page.readsFailed));
    const expiresAt = head.expires === undefined ? undefined : Date.parse(head.expires);
    return {
      status: notFound ? 404 : 200,
      html,
      etag: `"${hashOf(html)}"`,
      encoded: new Map(),
      source: complete ? 'rendered' : 'partial',
      ...(expiresAt === undefined ? {} : { expiresAt: Number.isNaN(expiresAt) ? this.now() : expiresAt }),
    };
  }

  /** The remote page's scripts for the preloads: its manifest, entry and script graph. */
  private pageScripts(build: RemoteBuild, route: SiteRoute, locale: Locale): PageScripts {
    const remoteEntry = build.browserManifest.metaData?.remoteEntry;
    const folder = remoteEntry?.path ? `${build.publicFolder}${remoteEntry.path.replace(/\/?$/, '/')}` : build.publicFolder;
    return {
      publicFolder: build.publicFolder,
      graph: build.scriptGraph,
      manifest: build.browserManifestPath,
      entry: remoteEntry?.name ? `${folder}${remoteEntry.name}` : null,
      expose: route.moduleId.split('/')[1] ?? '',
      locale,
    };
  }

  /**
   * The page's own stylesheets from the remote's browser manifest (the shell's come from its build),
   * then those of the parts it hydrates later, from its script graph: the server renders those parts
   * too, so they are styled from the first paint (their chunk's loader finds the link by `data-href`).
   */
  private pageStylesheets(build: RemoteBuild, route: SiteRoute): Stylesheet[] {
    const expose = route.moduleId.split('/')[1] ?? '';
    const assets = build.browserManifest.exposes?.find((candidate) => candidate.name === expose)?.assets?.css;
    const files = [...(assets?.sync ?? []), ...(build.scriptGraph?.groups[exposeGroup(expose)]?.deferredStyles ?? [])];
    return [...new Set(files)].map((file) => ({ href: `${build.publicFolder}${file}`, runtimeName: file }));
  }
}
