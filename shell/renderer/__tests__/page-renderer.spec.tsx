/** @jest-environment node */
// The renderer's one decision about failure: a page whose remote is missing, throws or
// is slow is left to the browser, the frame is still rendered, the answer is on time and never
// kept; a complete page is kept until the content or the remote changes.
import { i18n as siteTexts } from 'shared-ui/i18n/core';
import { publicReadsStub } from 'shared-ui/jest/page-harness';
import type { SiteContent } from 'shared-ui/domain';
import { TEST_SITE_DETAILS } from 'shared-ui/jest/site-content';
import { useSiteContent, type PageModule } from 'shared-ui/page-data';
import { initRendererTexts } from '../texts';
import type { ContentVersionClient } from '../content-version';
import { PageCache } from '../page-cache';
import { PageRenderer } from '../page-renderer';
import { RemoteUnavailable, type RemoteBuild, type RemoteServers } from '../remote-servers';

const build = (version: string): RemoteBuild =>
  ({ name: 'mfe_public', version, publicFolder: '/remotes/public/', browserManifestPath: '/remotes/public/mf-manifest.json', scriptGraph: null, browserManifest: { exposes: [{ name: 'Contact', assets: { css: { sync: ['static/css/contact.css'] } } }] }, pages: new Map() }) as unknown as RemoteBuild;

const contactPage: PageModule = { default: () => <h1>Kontaktná stránka</h1>, describePage: () => ({ description: 'Napíš nám' }) };

function renderer({ page, version = () => 'v1', contentVersion = () => 1, site = () => TEST_SITE_DETAILS, fetch = publicReadsStub() as never, cache = new PageCache({ maxEntries: 10, maxBytes: 10_000_000 }), now }: {
  page: () => Promise<{ build: RemoteBuild; module: PageModule }>;
  site?: () => SiteContent;
  version?: () => string;
  contentVersion?: () => number | null;
  fetch?: typeof globalThis.fetch;
  cache?: PageCache;
  now?: () => number;
}) {
  const remotes = {
    remotesManifest: async () => ({ mfe_public: '/remotes/public/mf-manifest.json' }),
    build: async () => build(version()),
    page: jest.fn(page),
  } as unknown as RemoteServers & { page: jest.Mock };
  const log = jest.fn();
  const pages = new PageRenderer({
    shell: { scripts: ['/static/js/index.js'], stylesheets: ['/static/css/async/shell-styles.css'], clientRenderedHtml: '<!doctype html>' },
    remotes,
    contentVersion: { current: async () => contentVersion() } as unknown as ContentVersionClient,
    siteContent: { current: async () => site() },
    cache,
    i18n: siteTexts,
    apiUrl: 'http://api.invalid/api',
    deadlineMs: 400,
    log,
    fetch,
    now,
  });
  return { pages, remotes, log };
}

const url = (path: string) => new URL(path, 'https://skola.example');

beforeAll(async () => {
  await initRendererTexts(siteTexts);
});

describe('the page renderer', () => {
  it('renders the operator’s site details, embeds them for the browser and renders again when they change', async () => {
    let phone = '+421 45 555 0101';
    function PhonePage() {
      return <p>{`Telefón ${useSiteContent().phone}`}</p>;
    }
    const phonePage: PageModule = { default: PhonePage };
    const { pages } = renderer({ page: async () => ({ build: build('v1'), module: phonePage }), site: () => ({ ...TEST_SITE_DETAILS, phone }) });
    const first = await pages.render({ url: url('/kontakt') });
    expect(first.html).toContain('Telefón +421 45 555 0101');
    expect(first.html).toContain('"phone":"+421 45 555 0101"');
    expect((await pages.render({ url: url('/kontakt') })).source).toBe('cache');
    phone = '+421 45 555 0199';
    const changed = await pages.render({ url: url('/kontakt') });
    expect(changed.source).toBe('rendered');
    expect(changed.html).toContain('Telefón +421 45 555 0199');
  });

  it('names the product in English on an English page: title and link previews', async () => {
    const { pages } = renderer({ page: async () => ({ build: build('v1'), module: contactPage }) });
    const english = await pages.render({ url: url('/kontakt?lang=en') });
    expect(english.html).toContain('- Skills for life</title>');
    expect(english.html).toContain('<meta property="og:site_name" content="Skills for life" />');
    const slovak = await pages.render({ url: url('/kontakt') });
    expect(slovak.html).toContain('- Zručnosti do života</title>');
  });

  it('renders the frame and the page, links the page stylesheets and keeps the answer', async () => {
    const { pages, remotes } = renderer({ page: async () => ({ build: build('v1'), module: contactPage }) });
    const first = await pages.render({ url: url('/kontakt') });
    expect(first).toMatchObject({ status: 200, source: 'rendered' });
    expect(first.html).toContain('<h1>Kontaktná stránka</h1>');
    expect(first.html).toContain('Preskočiť na hlavný obsah');
    // Named as the remote's runtime asks for it, so the runtime finds it and adds no second link.
    expect(first.html).toContain('<link rel="stylesheet" href="/remotes/public/static/css/contact.css" data-href="static/css/contact.css" />');
    expect(first.html).toContain('<meta name="description" content="Napíš nám" />');
    expect((await pages.render({ url: url('/kontakt') })).source).toBe('cache');
    expect(remotes.page).toHaveBeenCalledTimes(1);
  });

  it("lists the files the page needs in its head: the remote's manifest, entry and page chunks", async () => {
    const withGraph = {
      ...build('v1'),
      browserManifest: { metaData: { remoteEntry: { name: 'static/js/mfe_public.js', path: '' } }, exposes: [] },
      scriptGraph: { groups: { __federation_expose_Contact: { files: ['static/js/async/contact.js'], consumes: [] } }, provides: {}, fallbacks: {} },
    } as RemoteBuild;
    const { pages } = renderer({ page: async () => ({ build: withGraph, module: contactPage }) });
    const { html } = await pages.render({ url: url('/kontakt') });
    const head = html.slice(0, html.indexOf('</head>'));
    const listed = JSON.parse(/<script type="application\/json" id="page-files">(.*?)<\/script>/.exec(head)?.[1] ?? 'null');
    expect(listed).toEqual({ manifest: '/remotes/public/mf-manifest.json', files: ['/remotes/public/static/js/mfe_public.js', '/remotes/public/static/js/async/contact.js'] });
    // Before the entry script, so it has been read when that runs.
    expect(head.indexOf('id="page-files"')).toBeLessThan(head.indexOf('href="/static/js/index.js"'));
    // No preload link in the HTML but the entry's: files that arrive before the first paint hold it back on a slow line.
    expect([...head.matchAll(/rel="preload" as="script" href="([^"]+)"/g)].map((match) => match[1])).toEqual(['/static/js/index.js']);
  });

  it('leaves a slow page to the browser and still answers on time, without keeping that answer', async () => {
    const { pages, remotes } = renderer({ page: () => new Promise(() => {}) });
    const started = Date.now();
    const answer = await pages.render({ url: url('/kontakt') });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(answer).toMatchObject({ status: 200, source: 'partial' });
    expect(answer.html).toContain('Preskočiť na hlavný obsah');
    expect(answer.html).toContain('<!--$!-->');
    expect(answer.html).not.toContain('"page":');
    await pages.render({ url: url('/kontakt') });
    expect(remotes.page).toHaveBeenCalledTimes(2);
  });

  it('leaves a page whose remote is missing, or whose code throws, to the browser', async () => {
    const missing = renderer({ page: () => Promise.reject(new RemoteUnavailable('server/mf-manifest.json answered 404')) });
    expect(await missing.pages.render({ url: url('/kontakt') })).toMatchObject({ status: 200, source: 'partial' });
    const broken: PageModule = {
      default: () => {
        throw new Error('a bug in the remote');
      },
    };
    const throwing = renderer({ page: async () => ({ build: build('v1'), module: broken }) });
    const answer = await throwing.pages.render({ url: url('/kontakt') });
    expect(answer).toMatchObject({ status: 200, source: 'partial' });
    expect(throwing.log).toHaveBeenCalledWith('error', 'a page broke while rendering', expect.objectContaining({ path: '/kontakt' }));
  });

  it('renders again after a change of the content or of the remote, never serving the old page', async () => {
    let text = 'Prvá verzia';
    let content = 1;
    let remote = 'v1';
    const module: PageModule = { default: () => <h1>{text}</h1> };
    const { pages } = renderer({ page: async () => ({ build: build(remote), module }), contentVersion: () => content, version: () => remote });
    expect((await pages.render({ url: url('/kontakt') })).html).toContain('Prvá verzia');
    text = 'Druhá verzia';
    expect((await pages.render({ url: url('/kontakt') })).html).toContain('Prvá verzia');
    content = 2;
    expect((await pages.render({ url: url('/kontakt') })).html).toContain('Druhá verzia');
    text = 'Tretia verzia';
    remote = 'v2';
    expect((await pages.render({ url: url('/kontakt') })).html).toContain('Tretia verzia');
  });

  it('answers 404 for an address no route knows, with the frame and the not-found page', async () => {
    const { pages } = renderer({ page: async () => ({ build: build('v1'), module: contactPage }) });
    const answer = await pages.render({ url: url('/nic-take') });
    expect(answer.status).toBe(404);
    expect(answer.html).toContain('Stránka nenájdená');
  });

  it('renders in English for the English cookie and ?lang=en', async () => {
    const { pages } = renderer({ page: async () => ({ build: build('v1'), module: contactPage }) });
    expect((await pages.render({ url: url('/kontakt'), cookie: 'locale=en' })).html).toContain('<html lang="en"');
    expect((await pages.render({ url: url('/kontakt?lang=en') })).html).toContain('Skip to main content');
  });

  it('keys a page by the query parameters it reads: 2,000 random query strings leave the warm pages kept and the cache within its bytes', async () => {
    const cache = new PageCache({ maxEntries: 50, maxBytes: 400_000 });
    const searchPage: PageModule = { default: () => <h1>Galéria</h1>, readsQuery: ['q'] };
    const { pages, remotes } = renderer({ page: async () => ({ build: build('v1'), module: searchPage }), cache });
    await pages.render({ url: url('/galeria') });
    await pages.render({ url: url('/galeria?q=les') });
    expect((await pages.render({ url: url('/galeria') })).source).toBe('cache');
    const loads = remotes.page.mock.calls.length;
    for (let run = 0; run < 2_000; run += 1) {
      const x = Math.random().toString(36).slice(2);
      const answer = await pages.render({ url: url(`/galeria?x=${x}&lang=${x}`) });
      expect(answer.source).toBe('cache');
    }
    expect(remotes.page.mock.calls.length).toBe(loads);
    expect((await pages.render({ url: url('/galeria?utm_source=x&q=les') })).source).toBe('cache');
    expect((await pages.render({ url: url('/galeria?q=more') })).source).toBe('rendered');
    expect(cache.size).toBe(3);
    expect(cache.usedBytes).toBeLessThanOrEqual(400_000);
  });

  it('keeps no 404 page, so random paths cannot push real pages out', async () => {
    const cache = new PageCache({ maxEntries: 2, maxBytes: 10_000_000 });
    const { pages } = renderer({ page: async () => ({ build: build('v1'), module: contactPage }), cache });
    await pages.render({ url: url('/kontakt') });
    await pages.render({ url: url('/kontakt') });
    for (let run = 0; run < 20; run += 1) expect((await pages.render({ url: url(`/nic-${run}`) })).status).toBe(404);
    expect((await pages.render({ url: url('/kontakt') })).source).toBe('cache');
    expect(cache.size).toBe(1);
  });

  it('never renders or keeps a failed data read as empty content: the page is left to the browser', async () => {
    const albumsPage: PageModule<{ albums: unknown[] }> = {
      default: () => <p>Zatiaľ žiadne albumy</p>,
      loadPageData: async ({ reads }) => ({ albums: await reads.albums().catch(() => []) }),
    };
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const { pages } = renderer({ page: async () => ({ build: build('v1'), module: albumsPage as PageModule }), fetch: down });
    const answer = await pages.render({ url: url('/galeria') });
    expect(answer).toMatchObject({ status: 200, source: 'partial' });
    expect(answer.html).not.toContain('Zatiaľ žiadne albumy');
    expect(answer.html).not.toContain('"page":');
    expect((await pages.render({ url: url('/galeria') })).source).toBe('partial');
  });
});

describe('what a page adds to its head', () => {
  it('puts the page’s sentence after the route’s own description and hands the page the site’s address', async () => {
    const seen: Array<string | undefined> = [];
    const workshops: PageModule = {
      default: () => <h1>Workshopy</h1>,
      loadPageData: async (request) => {
        seen.push(request.origin);
        return null;
      },
      describePage: () => ({ descriptionAddendum: 'Najbližšie stretnutie: Marketing, utorok 3. 2. 2026 o 14:00.' }),
    };
    const { pages } = renderer({ page: async () => ({ build: build('v1'), module: workshops }) });
    const answer = await pages.render({ url: url('/workshopy') });
    expect(answer.html).toMatch(/<meta name="description" content="[^"]+\. Najbližšie stretnutie: Marketing, utorok 3\. 2\. 2026 o 14:00\." \/>/);
    expect(seen).toEqual(['https://skola.example']);
  });
});

describe('a page that changes with the clock', () => {
  it('is kept only until the moment it says it changes (the next meeting starts or ends), then rendered again', async () => {
    let clock = Date.parse('2026-02-03T12:00:00Z');
    const meetingEnds = '2026-02-03T14:30:00Z';
    let expires = meetingEnds;
    const workshops: PageModule = {
      default: () => <p>{clock < Date.parse(meetingEnds) ? 'Najbližšie: dnes 14:00' : 'Najbližšie: o týždeň'}</p>,
      describePage: () => ({ expires }),
    };
    const { pages, remotes } = renderer({ page: async () => ({ build: build('v1'), module: workshops }), now: () => clock });
    expect((await pages.render({ url: url('/workshopy') })).html).toContain('Najbližšie: dnes 14:00');
    clock = Date.parse('2026-02-03T14:29:59Z');
    expect(await pages.render({ url: url('/workshopy') })).toMatchObject({ source: 'cache' });
    clock = Date.parse('2026-02-03T14:30:00Z');
    expires = '2026-02-10T14:30:00Z';
    const after = await pages.render({ url: url('/workshopy') });
    expect(after).toMatchObject({ source: 'rendered' });
    expect(after.html).toContain('Najbližšie: o týždeň');
    expect(await pages.render({ url: url('/workshopy') })).toMatchObject({ source: 'cache' });
    expect(remotes.page).toHaveBeenCalledTimes(2);
  });
});
