/** @jest-environment node */
import { renderPageDocument, staticDocumentHead, type PageDocument } from '../page-document';

const document = (overrides: Partial<PageDocument> = {}): string =>
  renderPageDocument({
    locale: 'en',
    title: 'Album "Leto" <3 - Mäkké zručnosti pre budúcnosť',
    description: 'Photos & videos',
    siteName: 'Mäkké zručnosti pre budúcnosť',
    canonical: 'https://skola.example/galeria/5?lang=en',
    alternates: { sk: 'https://skola.example/galeria/5', en: 'https://skola.example/galeria/5?lang=en', 'x-default': 'https://skola.example/galeria/5' },
    image: 'https://skola.example/uploads/images/leto.jpg',
    imageAlt: 'Leto',
    preloadImage: { href: '/a-480.webp', srcset: '/a-480.webp 480w, /a-960.webp 960w', sizes: '100vw', type: 'image/webp' },
    stylesheets: [{ href: '/static/css/shell.css' }, { href: '/remotes/gallery/static/css/page.css', runtimeName: 'static/css/page.css' }],
    scripts: ['/static/js/index.js'],
    appHtml: '<main>obsah</main>',
    state: { locale: 'en', remotes: { mfe_gallery: '/remotes/gallery/mf-manifest.json' }, page: { moduleId: 'mfe_gallery/Gallery', pathname: '/galeria/5', data: { note: '</script><script>alert(1)</script>' } } },
    ...overrides,
  });

describe('the document around a server-rendered page', () => {
  it('says its language, title and description, escaped', () => {
    const html = document();
    expect(html).toContain('<html lang="en" class="no-js" data-rendered="server">');
    expect(html).toContain('<title>Album &quot;Leto&quot; &lt;3 - Mäkké zručnosti pre budúcnosť</title>');
    expect(html).toContain('<meta name="description" content="Photos &amp; videos" />');
  });

  it('names its canonical address and every language version, x-default included', () => {
    const html = document();
    expect(html).toContain('<link rel="canonical" href="https://skola.example/galeria/5?lang=en" />');
    expect(html).toContain('<link rel="alternate" hreflang="sk" href="https://skola.example/galeria/5" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://skola.example/galeria/5?lang=en" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://skola.example/galeria/5" />');
  });

  it('gives link previews a title, a description and a picture (Open Graph and Twitter)', () => {
    const html = document();
    for (const tag of ['og:title', 'og:description', 'og:url', 'og:locale', 'og:locale:alternate']) expect(html).toContain(`property="${tag}"`);
    expect(html).toContain('<meta property="og:image" content="https://skola.example/uploads/images/leto.jpg" />');
    expect(html).toContain('<meta property="og:locale" content="en_GB" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('requests the largest picture first, with the sizes the page uses', () => {
    expect(document()).toContain(
      '<link rel="preload" as="image" href="/a-480.webp" imagesrcset="/a-480.webp 480w, /a-960.webp 960w" imagesizes="100vw" type="image/webp" fetchpriority="high" />',
    );
  });

  it('runs no inline script: the embedded state is JSON that nothing in it can close', () => {
    const html = document();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attributes, body] of scripts) {
      if (body.trim()) expect(attributes).toContain('type="application/json"');
    }
    expect(html).not.toContain('<script>alert(1)');
    const state = /<script id="server-page-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(state).page.data.note).toBe('</script><script>alert(1)</script>');
  });

  it('asks for the entry scripts from the head at low priority and leaves running them to the boot script', () => {
    const html = document({ scripts: ['/static/js/index.0123abcd.js', '/static/js/second.js'] });
    const [head = ''] = html.split('</head>');
    const requested = [...head.matchAll(/<link rel="preload" as="script" href="([^"]+)" fetchpriority="low" data-entry-script \/>/g)].map((match) => match[1]);
    expect(requested).toEqual(['/static/js/index.0123abcd.js', '/static/js/second.js']);
    // The boot script is the one script the HTML runs itself: in the head, before the stylesheets (a
    // script after them would wait for them, and the parser with it).
    expect([...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1])).toEqual(['/preferences-boot.js']);
    expect(head.indexOf('preferences-boot.js')).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(html).not.toContain('page-scripts');
  });

  it('marks a page that must not be indexed', () => {
    expect(document({ noIndex: true })).toContain('<meta name="robots" content="noindex" />');
    expect(document()).not.toContain('noindex');
  });

  it('writes the whole document as it always has: each tag in its order, each value escaped once (golden)', () => {
    const html = renderPageDocument({
      locale: 'sk',
      title: 'Domov – Mäkké zručnosti & "spol."',
      description: "Čo je 'nové' <teraz>",
      siteName: 'Mäkké zručnosti',
      canonical: 'https://skola.example/',
      alternates: { sk: 'https://skola.example/', en: 'https://skola.example/?lang=en', 'x-default': 'https://skola.example/' },
      image: 'https://skola.example/og.jpg',
      imageAlt: 'Logo',
      preloadImage: { href: '/h.webp?a&b', srcset: '/h.webp 480w' },
      stylesheets: [{ href: '/s.css' }],
      scripts: ['/a.js?x&y'],
      appHtml: '<main></main>',
      state: { locale: 'sk', remotes: {} },
    });
    expect(html.split('\n')).toEqual([
      '<!doctype html>',
      '<html lang="sk" class="no-js" data-rendered="server">',
      '<head>',
      '<meta charset="utf-8" />',
      '<meta name="viewport" content="width=device-width, initial-scale=1" />',
      '<meta name="theme-color" content="#0e7490" />',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
      '<link rel="icon" href="/favicon.ico" sizes="32x32" />',
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
      '<title>Domov – Mäkké zručnosti &amp; &quot;spol.&quot;</title>',
      '<meta name="description" content="Čo je &#39;nové&#39; &lt;teraz&gt;" />',
      '<link rel="canonical" href="https://skola.example/" />',
      '<link rel="alternate" hreflang="sk" href="https://skola.example/" />',
      '<link rel="alternate" hreflang="en" href="https://skola.example/?lang=en" />',
      '<link rel="alternate" hreflang="x-default" href="https://skola.example/" />',
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="Mäkké zručnosti" />',
      '<meta property="og:title" content="Domov – Mäkké zručnosti &amp; &quot;spol.&quot;" />',
      '<meta property="og:description" content="Čo je &#39;nové&#39; &lt;teraz&gt;" />',
      '<meta property="og:url" content="https://skola.example/" />',
      '<meta property="og:image" content="https://skola.example/og.jpg" />',
      '<meta property="og:image:alt" content="Logo" />',
      '<meta property="og:locale" content="sk_SK" />',
      '<meta property="og:locale:alternate" content="en_GB" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="twitter:title" content="Domov – Mäkké zručnosti &amp; &quot;spol.&quot;" />',
      '<meta name="twitter:description" content="Čo je &#39;nové&#39; &lt;teraz&gt;" />',
      '<meta name="twitter:image" content="https://skola.example/og.jpg" />',
      '<meta name="twitter:image:alt" content="Logo" />',
      '<link rel="preload" as="image" href="/h.webp?a&amp;b" imagesrcset="/h.webp 480w" fetchpriority="high" />',
      '<script src="/preferences-boot.js"></script>',
      '<link rel="stylesheet" href="/s.css" />',
      '<link rel="preload" as="script" href="/a.js?x&amp;y" fetchpriority="low" data-entry-script />',
      '</head>',
      '<body>',
      '<div id="app"><main></main></div>',
      '<script id="server-page-state" type="application/json">{"locale":"sk","remotes":{}}</script>',
      '</body>',
      '</html>',
    ]);
  });

  it("starts with the head the static index.html has too, so the two documents never differ in it", () => {
    const head = staticDocumentHead('Škola & "projekt"').split('\n').map((line) => line.trim());
    expect(head.at(-1)).toBe('<title>Škola &amp; &quot;projekt&quot;</title>');
    const lines = document().split('\n');
    const start = lines.indexOf('<head>') + 1;
    expect(lines.slice(start, start + head.length - 1)).toEqual(head.slice(0, -1));
  });
});
