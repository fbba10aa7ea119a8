/** @jest-environment node */
// The renderer's HTTP layer (issues 23 and 26): every absolute URL from PUBLIC_URL, a sitemap that
// cannot be built is a 503 (never the index.html), every spelling of /admin is the admin's one
// address and never indexed, and ETags name the content.
import { request as httpRequest, type Server } from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { publicReadsStub } from 'shared-ui/jest/page-harness';
import { CANONICAL_REDIRECT_MAX_AGE, createRendererServer, SITEMAP_RETRY_AFTER_SECONDS } from '../http-server';
import type { PageRenderer, RenderedPage } from '../page-renderer';
import type { RemoteServers } from '../remote-servers';

const PUBLIC_URL = 'https://skola.example';
const INDEX_HTML = '<!doctype html><html><head><title>x</title></head><body><script src="/static/js/index.aaaa.js"></script></body></html>';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function start({ render, albums = async () => [{ id: 4 }], html = INDEX_HTML }: { render?: (url: URL) => Promise<RenderedPage>; albums?: () => Promise<unknown>; html?: string } = {}) {
  const seen: URL[] = [];
  const renderer = {
    render: jest.fn(async ({ url }: { url: URL }) => {
      seen.push(url);
      if (render) return render(url);
      return { status: 200, html: `<link rel="canonical" href="${url.href}">`, etag: '"page"', encoded: new Map(), source: 'rendered' };
    }),
  } as unknown as PageRenderer;
  const log = jest.fn();
  const server: Server = createRendererServer({
    publicUrl: PUBLIC_URL,
    renderer,
    remotes: { describe: () => ({}) } as unknown as RemoteServers,
    shell: { scripts: [], stylesheets: [], clientRenderedHtml: html },
    reads: publicReadsStub({ albums: albums }),
    log,
  });
  return new Promise<{ get: (path: string, headers?: Record<string, string>) => Promise<Answer>; close: () => Promise<void>; seen: URL[]; log: jest.Mock }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const get = (path: string, headers: Record<string, string> = {}) =>
        new Promise<Answer>((done, fail) => {
          const call = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body }));
          });
          call.on('error', fail);
          call.end();
        });
      resolve({ get, close: () => new Promise((closed) => server.close(() => closed())), seen, log });
    });
  });
}

const EVIL = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' };

describe('the renderer HTTP server', () => {
  it('takes every absolute URL from PUBLIC_URL, whatever Host or X-Forwarded-Host say', async () => {
    const site = await start();
    try {
      const page = await site.get('/kontakt?lang=en', EVIL);
      expect(page.body).toBe('<link rel="canonical" href="https://skola.example/kontakt?lang=en">');
      // A target starting with // is a path on this site, not another host.
      await site.get('//evil.example/kontakt', EVIL);
      expect(site.seen.map((url) => url.origin)).toEqual([PUBLIC_URL, PUBLIC_URL]);
      expect(site.seen[1].pathname).toBe('//evil.example/kontakt');
      const robots = await site.get('/robots.txt', EVIL);
      expect(robots.body).toContain('Sitemap: https://skola.example/sitemap.xml');
      const sitemap = await site.get('/sitemap.xml', EVIL);
      expect(sitemap.status).toBe(200);
      expect(sitemap.body).not.toContain('evil.example');
      expect(sitemap.body).toContain('<loc>https://skola.example/galeria/4</loc>');
    } finally {
      await site.close();
    }
  });

  it("compresses a page by the client's q-values: Brotli on a tie, never an encoding it refused with q=0", async () => {
    const site = await start({ render: async () => ({ status: 200, html: `<p>${'obsah '.repeat(400)}</p>`, etag: '"page"', encoded: new Map(), source: 'rendered' }) });
    try {
      const encodingFor = async (accept: string) => (await site.get('/', { 'Accept-Encoding': accept })).headers['content-encoding'];
      expect(await encodingFor('gzip, deflate, br')).toBe('br');
      expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
      expect(await encodingFor('br;q=0.1, gzip;q=0.9')).toBe('gzip');
      expect(await encodingFor('br;q=0, gzip;q=0')).toBeUndefined();
      const plain = await site.get('/', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
      expect(plain.body).toContain('obsah obsah');
    } finally {
      await site.close();
    }
  });

  it('compresses a kept page once per encoding, off the event loop, also for requests that arrive together', async () => {
    const kept: RenderedPage = { status: 200, html: `<p>${'obsah '.repeat(4000)}</p>`, etag: '"kept"', encoded: new Map(), source: 'cache' };
    const brotli = jest.spyOn(zlib, 'brotliCompress');
    const gzip = jest.spyOn(zlib, 'gzip');
    const blocking = [jest.spyOn(zlib, 'brotliCompressSync'), jest.spyOn(zlib, 'gzipSync')];
    const site = await start({ render: async () => kept });
    try {
      const together = await Promise.all(Array.from({ length: 5 }, () => site.get('/', { 'Accept-Encoding': 'br' })));
      const later = await site.get('/', { 'Accept-Encoding': 'gzip, br' });
      await site.get('/', { 'Accept-Encoding': 'gzip' });
      await site.get('/', { 'Accept-Encoding': 'gzip' });
      expect([...together, later].map((answer) => answer.headers['content-encoding'])).toEqual(Array(6).fill('br'));
      expect(brotli).toHaveBeenCalledTimes(1);
      expect(gzip).toHaveBeenCalledTimes(1);
      for (const spy of blocking) expect(spy).not.toHaveBeenCalled();
      expect([...kept.encoded.keys()].sort()).toEqual(['br', 'gzip']);
      expect(zlib.brotliDecompressSync(await kept.encoded.get('br')!).toString()).toBe(kept.html);
    } finally {
      await site.close();
      for (const spy of [brotli, gzip, ...blocking]) spy.mockRestore();
    }
  });

  it('answers a sitemap it cannot build with 503 and Retry-After, never HTML', async () => {
    const site = await start({ albums: () => Promise.reject(new Error('the API timed out')) });
    try {
      const answer = await site.get('/sitemap.xml');
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe(String(SITEMAP_RETRY_AFTER_SECONDS));
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.body).not.toContain('<html');
      expect(site.log).toHaveBeenCalledWith('warn', expect.stringContaining('sitemap.xml not built'), expect.anything());
    } finally {
      await site.close();
    }
  });

  it('sends every other spelling of a public page to its address with a permanent redirect, before rendering it', async () => {
    const site = await start();
    try {
      const spellings = [
        ['/KONTAKT', '/kontakt'],
        ['/kontakt/', '/kontakt'],
        ['/Kontakt/?lang=en', '/kontakt?lang=en'],
        ['/galeria/1/', '/galeria/1'],
        ['/GALERIA/12', '/galeria/12'],
        ['/galeria//3', '/galeria/3'],
        ['/O-Projekte', '/o-projekte'],
        ['/Ochrana-Osobnych-Udajov/?lang=en', '/ochrana-osobnych-udajov?lang=en'],
        ['//', '/'],
      ];
      for (const [path, location] of spellings) {
        const answer = await site.get(path);
        expect([path, answer.status, answer.headers.location]).toEqual([path, 308, location]);
        expect(answer.headers['cache-control']).toBe(`public, max-age=${CANONICAL_REDIRECT_MAX_AGE}`);
      }
      expect(site.seen).toEqual([]);
      // The addresses themselves render; a path that is no page is the renderer's (its 404), not redirected.
      for (const path of ['/kontakt', '/galeria/1', '/', '/kontakt?lang=en', '/neexistuje/']) expect((await site.get(path)).status).toBe(200);
      expect(site.seen.map((url) => url.pathname)).toEqual(['/kontakt', '/galeria/1', '/', '/kontakt', '/neexistuje/']);
    } finally {
      await site.close();
    }
  });

  it('remembers a language the address chose in the language cookie, so the next page without ?lang= keeps it', async () => {
    const site = await start();
    try {
      const english = await site.get('/kontakt?lang=en');
      expect(english.headers['set-cookie']).toEqual(['locale=en; Path=/; Max-Age=31536000; SameSite=Lax']);
      expect((await site.get('/kontakt?lang=sk', { Cookie: 'locale=en' })).headers['set-cookie']).toEqual(['locale=sk; Path=/; Max-Age=31536000; SameSite=Lax']);
      // Nothing to remember: no choice in the address, an unknown one, or the cookie says it already.
      for (const [path, cookie] of [['/kontakt', ''], ['/kontakt?lang=de', ''], ['/kontakt?lang=en', 'locale=en']]) {
        expect((await site.get(path, cookie ? { Cookie: cookie } : {})).headers['set-cookie']).toBeUndefined();
      }
    } finally {
      await site.close();
    }
    // The administrator's preview of a draft in English chooses no language for her.
    const preview = await start({ render: async () => ({ status: 200, html: '<p>draft</p>', etag: '"d"', encoded: new Map(), source: 'preview' }) });
    try {
      expect((await preview.get('/kontakt?lang=en&preview=token')).headers['set-cookie']).toBeUndefined();
    } finally {
      await preview.close();
    }
  });

  it('sends every other spelling of /admin to the lower-case address, noindex, and marks the admin noindex', async () => {
    const site = await start();
    try {
      for (const [path, location] of [['/ADMIN', '/admin'], ['/Admin/login?next=1', '/admin/login?next=1'], ['/aDmIn/Login', '/admin/login']]) {
        const answer = await site.get(path);
        expect([path, answer.status, answer.headers.location, answer.headers['x-robots-tag']]).toEqual([path, 308, location, 'noindex']);
      }
      const admin = await site.get('/admin/login');
      expect(admin.status).toBe(200);
      expect(admin.headers['x-robots-tag']).toBe('noindex');
      expect(admin.body).toContain('<meta name="robots" content="noindex" />');
      expect(admin.body).not.toContain('rel="canonical"');
    } finally {
      await site.close();
    }
  });

  it('tags the client-rendered page by its content: a new build with names of the same length is not a 304', async () => {
    const failing = () => Promise.reject(new Error('render failed'));
    const before = await start({ render: failing });
    const after = await start({ render: failing, html: INDEX_HTML.replace('aaaa', 'bbbb') });
    try {
      const old = await before.get('/kontakt');
      expect(old.status).toBe(200);
      expect(old.body).toBe(INDEX_HTML);
      const tag = String(old.headers.etag);
      expect((await before.get('/kontakt', { 'If-None-Match': tag })).status).toBe(304);
      const fresh = await after.get('/kontakt', { 'If-None-Match': tag });
      expect(fresh.status).toBe(200);
      expect(fresh.body).toContain('index.bbbb.js');
      expect(fresh.headers.etag).not.toBe(tag);
    } finally {
      await before.close();
      await after.close();
    }
  });
});
