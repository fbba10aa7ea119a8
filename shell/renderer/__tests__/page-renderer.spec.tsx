/** @jest-environment node */
// The renderer's one decision about failure (issue 18): a page whose remote is missing, throws or
// is slow is left to the browser, the frame is still rendered, the answer is on time and never
// kept; a complete page is kept until the content or the remote changes.
import i18next from 'i18next';
import { initReactI18next } from 'shared-ui/i18n/react';
import { publicReadsStub } from 'shared-ui/jest/page-harness';
import type { PageModule } from 'shared-ui/page-data';
import { i18nOptions } from '../../src/i18n/init-i18n';
import type { ContentVersionClient } from '../content-version';
import { PageCache } from '../page-cache';
import { PageRenderer } from '../page-renderer';
import { RemoteUnavailable, type RemoteBuild, type RemoteServers } from '../remote-servers';

const build = (version: string): RemoteBuild =>
  ({ name: 'mfe_public', version, publicFolder: '/remotes/public/', browserManifest: { exposes: [{ name: 'Contact', assets: { css: { sync: ['static/css/contact.css'] } } }] }, pages: new Map() }) as unknown as RemoteBuild;

const contactPage: PageModule = { default: () => <h1>Kontaktná stránka</h1>, describePage: () => ({ description: 'Napíš nám' }) };

function renderer({ page, version = () => 'v1', contentVersion = () => 1 }: { page: () => Promise<{ build: RemoteBuild; module: PageModule }>; version?: () => string; contentVersion?: () => number | null }) {
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
    cache: new PageCache({ maxEntries: 10, maxBytes: 10_000_000 }),
    i18n: i18next,
    apiUrl: 'http://api.invalid/api',
    deadlineMs: 400,
    log,
    fetch: publicReadsStub() as never,
  });
  return { pages, remotes, log };
}

const url = (path: string) => new URL(path, 'https://skola.example');

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ ...i18nOptions('sk'), initAsync: false });
});

describe('the page renderer', () => {
  it('renders the frame and the page, links the page stylesheets and keeps the answer', async () => {
    const { pages, remotes } = renderer({ page: async () => ({ build: build('v1'), module: contactPage }) });
    const first = await pages.render({ url: url('/kontakt') });
    expect(first).toMatchObject({ status: 200, source: 'rendered' });
    expect(first.html).toContain('<h1>Kontaktná stránka</h1>');
    expect(first.html).toContain('Preskočiť na hlavný obsah');
    expect(first.html).toContain('<link rel="stylesheet" href="/remotes/public/static/css/contact.css" />');
    expect(first.html).toContain('<meta name="description" content="Napíš nám" />');
    expect((await pages.render({ url: url('/kontakt') })).source).toBe('cache');
    expect(remotes.page).toHaveBeenCalledTimes(1);
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
});

describe('what a page adds to its head (issue 27)', () => {
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
