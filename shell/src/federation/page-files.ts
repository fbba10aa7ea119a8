// Issue 24.3: the files a server-rendered page needs before it answers input, asked for all at
// once. The renderer lists them in the head (renderer/script-hints.ts: the remote's manifest, its
// entry, the page's chunks, the shared modules and stylesheets the page loads, the shell's start
// chunks); the entry script turns the list into low-priority preloads in the task that starts the
// app, the moment the shell asks for its own start chunks. Without it the browser found the
// remote's files one round trip after another once the shell had started (manifest → entry and
// page → the page's shared modules): about a second on the bench's throttled phone.
//
// Why not <link rel="preload"> in the HTML: the files then arrived before the first paint, and
// Lighthouse's simulated LCP counts every request that ends before the paint it observed (LCP
// 1.48–2.04 s → 2.20–3.17 s on the four pages in one run); asked for from here they come after it.

export const PAGE_FILES_ID = 'page-files';

export interface PageFiles {
  /** The remote's mf-manifest.json, fetched by the federation runtime first. */
  manifest: string | null;
  /** Scripts and stylesheets, in the order they are needed. */
  files: string[];
}

/** Adds a low-priority preload for each file the page lists; nothing when it lists none. */
export function preloadPageFiles(doc: Document = document): number {
  const element = doc.getElementById(PAGE_FILES_ID);
  if (!element?.textContent) return 0;
  let listed: PageFiles;
  try {
    listed = JSON.parse(element.textContent) as PageFiles;
  } catch {
    return 0;
  }
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
  // The remote's own files are left to the federation runtime's preload (load-remote-page.ts),
  // which starts as soon as the manifest is in: Chromium answers a later request for a file whose
  // <link rel="preload"> failed with that failure, so a remote unreachable at first could never be
  // loaded by the retry button (e2e/shell/remote-failure.e2e.ts).
  const remoteBase = listed.manifest ? new URL('.', new URL(listed.manifest, doc.baseURI)).href : null;
  const isRemoteFile = (file: string) => remoteBase !== null && new URL(file, doc.baseURI).href.startsWith(remoteBase);
  for (const file of listed.files ?? []) if (!isRemoteFile(file)) add(file, file.endsWith('.css') ? 'style' : 'script');
  doc.head.append(...links);
  return links.length;
}
