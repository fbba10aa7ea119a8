// Issue 24.3: the entry script preloads the files the renderer listed, at low priority.
import { PAGE_FILES_ID, preloadPageFiles } from '../page-files';

function listed(value: string): void {
  document.head.innerHTML = `<script type="application/json" id="${PAGE_FILES_ID}">${value}</script>`;
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

  it("leaves the remote's own files to the federation runtime, so a failed preload never answers the retry", () => {
    listed('{"manifest":"/remotes/gallery/mf-manifest.json","files":["/static/js/async/lib-router.js","/remotes/gallery/mfe_gallery.js","/remotes/gallery/static/js/async/page.js"]}');
    expect(preloadPageFiles()).toBe(2);
    const hrefs = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/remotes/gallery/mf-manifest.json', '/static/js/async/lib-router.js']);
  });

  it('does nothing without a list, or with one it cannot read', () => {
    document.head.innerHTML = '';
    expect(preloadPageFiles()).toBe(0);
    listed('{not json');
    expect(preloadPageFiles()).toBe(0);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
