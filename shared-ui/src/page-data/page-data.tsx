// How a remote page gets its data (STYLE "When pages render on the server too"): the
// exposed page module declares what it needs (`loadPageData`), the shell loads it once per
// visit of a route — the renderer on the server, embedding it in the HTML; the browser starts
// from that copy and loads it itself only when the visitor moves to another page — and hands the
// page a promise. Components `use()` it where the data is shown, inside a Suspense boundary with a
// skeleton, instead of each fetching in its own effect.
import { createContext, use, type ComponentType, type ReactNode } from 'react';
import type { PublicReads } from 'shared-ui/api';
import type { Locale, SiteContent } from 'shared-ui/domain';

export interface PageRequest {
  /** The route's path parameters (e.g. `albumId`). */
  params: Readonly<Record<string, string | undefined>>;
  pathname: string;
  /** The query string, with its `?` (or empty). */
  search: string;
  locale: Locale;
  reads: PublicReads;
  /** The site's address (the renderer's PUBLIC_URL or the visitor's host), for absolute links such as webcal: ones. */
  origin?: string;
  /** The site's details of this deployment (what placeholders in texts are filled with). */
  site?: SiteContent;
  /** The editor's preview token: the page texts' draft instead of what is published (server only, never cached). */
  preview?: string;
}

/** A picture the HTML asks for before anything else (the page's largest one above the fold). */
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
  type?: string;
}

/** What a page says about itself in the document's head (title, description, link previews). */
export interface PageHead {
  /** Stands for the route's label in the title `{label} - {product}` (e.g. an album's name). */
  title?: string;
  description?: string;
  /** A sentence after the description (e.g. the next workshop meeting). */
  descriptionAddendum?: string;
  /** The page's own picture for link previews: a path on this site. */
  image?: string;
  imageAlt?: string;
  preloadImage?: PreloadImage;
  /** Nothing to show at this address (e.g. an album that does not exist): the server answers 404. */
  notFound?: boolean;
  /**
   * The moment (ISO 8601) the page changes by itself, with no content change: the next workshop
   * meeting starts or ends. The server keeps the rendered page no longer than that.
   */
  expires?: string;
}

/** What an exposed page module offers besides its component. */
export interface PageModule<Data = unknown> {
  default: ComponentType;
  loadPageData?: (request: PageRequest) => Promise<Data>;
  describePage?: (data: Data, request: PageRequest) => PageHead;
  /**
   * The query parameters the page reads (the gallery's search: `q`). The renderer keys its page
   * cache by these alone and renders without the others, so `?x=<random>` is the same page.
   */
  readsQuery?: readonly string[];
}

/** A promise React's `use()` reads at once: data that is already here (the server's copy). */
export function settledPromise<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

const PageDataContext = createContext<Promise<unknown> | null>(null);

export function PageDataProvider({ data, children }: { data: Promise<unknown>; children: ReactNode }) {
  return <PageDataContext value={data}>{children}</PageDataContext>;
}

/** The page's data as a promise, stable for the visit; `use()` it inside a Suspense boundary. */
export function usePageData<T>(): Promise<T> {
  const data = use(PageDataContext);
  if (!data) throw new Error('usePageData() needs the PageDataProvider the shell renders around every remote page');
  return data as Promise<T>;
}

// The site's details (contact, school, social profiles, partners, project number) as the
// administrator and the operator set them, read by the API at run time. The renderer puts them into
// every page's state and the shell provides them here, so a changed phone number shows on the next
// page with nothing rebuilt. There is no default: a compiled sample shown as if it were the site's
// own details is the mistake this prevents (tests render with shared-ui/jest's configured site).
const SiteContentContext = createContext<SiteContent | null>(null);
const ReplaceSiteContentContext = createContext<(content: SiteContent) => void>(() => undefined);

/** `onReplace`: how the page takes details saved in Settings, so the frame shows them without a reload. */
export function SiteContentProvider({ content, onReplace, children }: { content: SiteContent; onReplace?: (content: SiteContent) => void; children: ReactNode }) {
  const inner = <SiteContentContext value={content}>{children}</SiteContentContext>;
  return onReplace ? <ReplaceSiteContentContext value={onReplace}>{inner}</ReplaceSiteContentContext> : inner;
}

/** Hands the site details the administrator just saved to the whole page (footer, app bar, later pages). */
export function useReplaceSiteContent(): (content: SiteContent) => void {
  return use(ReplaceSiteContentContext);
}

/** The site's details of this deployment. */
export function useSiteContent(): SiteContent {
  const content = use(SiteContentContext);
  if (!content) throw new Error('useSiteContent() needs the SiteContentProvider the shell renders around the site');
  return content;
}
