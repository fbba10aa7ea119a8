// The entry script preloads the files the renderer listed, at low priority.
import { PAGE_FILES_ELEMENT_ID } from 'shared-ui/page-protocol';
import { preloadPageFiles } from '../page-files';

function listed(value: string): void {
  document.head.innerHTML = `<script type="application/json" id="${PAGE_FILES_ELEMENT_ID}">${value}</script>`;
}

describe('the page files the entry script preloads', () => {
  it('preloads the manifest as the runtime fetches it, stylesheets as styles and scripts as scripts, all at low priority', () => {
    listed('{"manifest":"/remotes/public/mf-manifest.json","files":["/static/js/async/boot.js","/static/css/async/card.css"]}');
    expect(preloadPageFiles()).toBe(3);
    const links = [...document.head.querySelectorAll('link[rel="preload"]')] as HTMLLinkElement[];
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('as'), link.getAttribute('crossorigin'), link.getAttribute('fetchpriority')])).toEqual([
      ['/remotes/public/mf-manifest.json', 'fetch', 'anonymous', 'low'],
      ['/static/js/async/boot.js', 'script', null, 'low'],
      ['/static/css/async/card.css', 'style', null, 'low'],
    ]);
  });

  it("does not preload the remote's own files, so a failed preload never answers the retry: it reads them into the HTTP cache once the shell's files are in", async () => {
    listed('{"manifest":"/remotes/gallery/mf-manifest.json","files":["/static/js/async/lib-router.js","/remotes/gallery/mfe_gallery.js","/remotes/gallery/static/css/async/page.css"]}');
    const fetcher = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response('x')));
    expect(preloadPageFiles(document, fetcher as unknown as typeof fetch)).toBe(4);
    const links = [...document.head.querySelectorAll('link[rel="preload"]')] as HTMLLinkElement[];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/remotes/gallery/mf-manifest.json', '/static/js/async/lib-router.js']);
    // While the shell's own files are on their way, the line is theirs.
    await Promise.resolve();
    expect(fetcher).not.toHaveBeenCalled();
    links[0].dispatchEvent(new Event('load'));
    links[1].dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // As the runtime's <script> and <link rel="stylesheet"> ask: no-cors, with credentials.
    expect(fetcher.mock.calls).toEqual([
      ['/remotes/gallery/mfe_gallery.js', { mode: 'no-cors', credentials: 'include', priority: 'low' }],
      ['/remotes/gallery/static/css/async/page.css', { mode: 'no-cors', credentials: 'include', priority: 'low' }],
    ]);
  });

  it('leaves alone a remote file the federation runtime has asked for already, so its <script> keeps the runtime\'s preload', async () => {
    listed('{"manifest":"/remotes/public/mf-manifest.json","files":["/remotes/public/static/js/async/page.js","/remotes/public/static/js/async/later.js"]}');
    const fetcher = jest.fn(() => Promise.resolve(new Response('x')));
    preloadPageFiles(document, fetcher);
    const runtimePreload = document.createElement('link');
    runtimePreload.rel = 'preload';
    runtimePreload.href = '/remotes/public/static/js/async/page.js';
    document.head.append(runtimePreload);
    document.head.querySelector('link')!.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetcher.mock.calls.map((call) => (call as unknown[])[0])).toEqual(['/remotes/public/static/js/async/later.js']);
  });

  it('a remote file that cannot be fetched leaves nothing behind: no preload, no unhandled rejection', async () => {
    listed('{"manifest":"/remotes/gallery/mf-manifest.json","files":["/remotes/gallery/mfe_gallery.js"]}');
    const fetcher = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preloadPageFiles(document, fetcher);
      document.head.querySelector('link')!.dispatchEvent(new Event('load'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(document.head.querySelectorAll('link[href="/remotes/gallery/mfe_gallery.js"]')).toHaveLength(0);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('does nothing without a list, or with one it cannot read', () => {
    document.head.innerHTML = '';
    expect(preloadPageFiles()).toBe(0);
    listed('{not json');
    expect(preloadPageFiles()).toBe(0);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
