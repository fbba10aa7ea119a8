/** @jest-environment node */
import { renderPageDocument, type PageDocument } from '../page-document';

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
    stylesheets: ['/static/css/shell.css', '/remotes/gallery/static/css/page.css'],
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

  it('asks for the entry scripts from the head, async, with no gate in between', () => {
    const html = document({ scripts: ['/static/js/index.0123abcd.js', '/static/js/second.js'] });
    const [head = ''] = html.split('</head>');
    const requested = [...head.matchAll(/<script async src="([^"]+)"><\/script>/g)].map((match) => match[1]);
    expect(requested).toEqual(['/static/js/index.0123abcd.js', '/static/js/second.js']);
    expect(html).not.toContain('page-scripts');
  });

  it('marks a page that must not be indexed', () => {
    expect(document({ noIndex: true })).toContain('<meta name="robots" content="noindex" />');
    expect(document()).not.toContain('noindex');
  });
});
