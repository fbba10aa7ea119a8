// The files a server-rendered page needs before it answers input, asked for all at
// once. The renderer lists them in the head (renderer/script-hints.ts: the remote's manifest, its
// entry, the page's chunks, the shared modules and stylesheets the page loads, the shell's start
// chunks); the entry script turns the list into low-priority preloads in the task that starts the
// app, the moment the shell asks for its own start chunks. Without it the browser finds the
// remote's files one round trip after another once the shell has started (manifest, then entry
// and page, then the page's shared modules).
//
// Not <link rel="preload"> in the HTML: the files would then arrive before the first paint and
// hold it back on a slow line; asked for from here they come after it (the A/B run:
// bench/results/2026-11-26-0726-0749-page-files-ab.md).

import { PAGE_FILES_ELEMENT_ID, readJsonElement } from 'shared-ui/page-protocol';

export interface PageFiles {
  /** The remote's mf-manifest.json, fetched by the federation runtime first. */
  manifest: string | null;
  /** Scripts and stylesheets, in the order they are needed. */
  files: string[];
}

/** Asks, at low priority, for each file the page lists (how many); nothing when it lists none. */
export function preloadPageFiles(doc: Document = document, fetcher: typeof fetch | undefined = globalThis.fetch): number {
  const listed = readJsonElement<PageFiles>(PAGE_FILES_ELEMENT_ID, doc);
  if (!listed) return 0;
  const links: HTMLLinkElement[] = [];
  const add = (href: string, as: string) => {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    link.href = href;
    link.setAttribute('fetchpriority', 'low');
    // As the runtime's fetch() asks for the manifest (CORS mode, same-origin credentials).
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    links.push(link);
  };
  if (listed.manifest) add(listed.manifest, 'fetch');
  // The remote's own files are not preloaded: Chromium answers a later request for a file whose
  // <link rel="preload"> failed with that failure, so a remote unreachable at first could never be
  // loaded by the retry button (e2e/shell/remote-failure.e2e.ts). They are fetched into the HTTP
  // cache instead (hashed names, kept a year), the way the runtime's <script> and <link> will ask
  // for them (no-cors, with credentials): the runtime's own requests, once the manifest is in and
  // the page's module has run, find them there. A fetch that fails leaves nothing behind.
  const remoteBase = listed.manifest ? new URL('.', new URL(listed.manifest, doc.baseURI)).href : null;
  const isRemoteFile = (file: string) => remoteBase !== null && new URL(file, doc.baseURI).href.startsWith(remoteBase);
  const remoteFiles: string[] = [];
  for (const file of listed.files ?? []) {
    if (isRemoteFile(file)) remoteFiles.push(file);
    else add(file, file.endsWith('.css') ? 'style' : 'script');
  }
  doc.head.append(...links);
  // After the shell's files: the frame runs first, and on a slow line every byte shares it.
  const settled = links.map((link) => new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  }));
  const warmed = typeof fetcher === 'function' ? remoteFiles.length : 0;
  if (warmed) void Promise.all(settled).then(() => {
    for (const file of remoteFiles) if (!alreadyAsked(doc, file)) warm(file, fetcher);
  });
  return links.length + warmed;
}

/**
 * Whether the federation runtime has asked for the file already (its preload or script element is
 * in the head, or the file has arrived). A fetch() made after the runtime's own preload takes that
 * preload from the <script> it was for, which then asks the cache a second time.
 */
function alreadyAsked(doc: Document, file: string): boolean {
  const url = new URL(file, doc.baseURI).href;
  for (const element of doc.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]')) {
    if ((element instanceof HTMLLinkElement ? element.href : element.src) === url) return true;
  }
  return typeof performance.getEntriesByName === 'function' && performance.getEntriesByName(url).length > 0;
}

/** Reads a file into the HTTP cache at low priority. */
function warm(file: string, fetcher: typeof fetch): void {
  fetcher(file, { mode: 'no-cors', credentials: 'include', priority: 'low' })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}
