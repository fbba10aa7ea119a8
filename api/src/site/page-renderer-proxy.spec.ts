// npm start's proxy to the page renderer (kept own code: docs/decisions/0007-own-renderer-proxy.md): only the listed
// request headers reach the renderer; a renderer that fails or is down costs the static page.
import express from 'express';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { pageRendererProxy } from './page-renderer-proxy';

const listen = (server: Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('pageRendererProxy', () => {
  let renderer: Server;
  let rendererUrl: string;
  let seen: IncomingHttpHeaders = {};
  let answer: (path: string) => { status: number; headers?: Record<string, string>; body: string } = () => ({ status: 200, body: 'rendered' });
  const warnings: string[] = [];

  const site = (url: string) =>
    express().use(
      pageRendererProxy(url, (_request, response) => void response.status(200).type('html').send('static index.html'), (message) => warnings.push(message)),
    );

  beforeAll(async () => {
    renderer = createServer((incoming, outgoing) => {
      seen = incoming.headers;
      const { status, headers, body } = answer(incoming.url ?? '');
      outgoing.writeHead(status, { 'Content-Type': 'text/html', ...headers }).end(body);
    });
    rendererUrl = await listen(renderer);
  });
  afterAll(() => close(renderer));
  beforeEach(() => {
    warnings.length = 0;
    answer = () => ({ status: 200, headers: { ETag: '"page-1"' }, body: 'rendered' });
  });

  it('passes the page with its status and headers, forwarding only the listed request headers', async () => {
    const response = await request(site(rendererUrl))
      .get('/galeria/3?lang=en')
      .set({ Cookie: 'locale=en', 'Accept-Language': 'en', 'If-None-Match': '"old"', Authorization: 'Bearer secret', 'X-Custom': 'x' })
      .expect(200);
    expect(response.text).toBe('rendered');
    expect(response.headers.etag).toBe('"page-1"');
    expect(seen).toMatchObject({ cookie: 'locale=en', 'accept-language': 'en', 'if-none-match': '"old"' });
    expect(seen.authorization).toBeUndefined();
    expect(seen['x-custom']).toBeUndefined();
  });

  it("sends the static index.html when the renderer fails, but passes on its deliberate 503 with Retry-After", async () => {
    answer = () => ({ status: 500, body: 'boom' });
    expect((await request(site(rendererUrl)).get('/').expect(200)).text).toBe('static index.html');
    expect(warnings.join()).toContain('status 500');
    answer = () => ({ status: 503, headers: { 'Retry-After': '60' }, body: 'later' });
    const later = await request(site(rendererUrl)).get('/sitemap.xml').expect(503);
    expect(later.headers['retry-after']).toBe('60');
  });

  it("passes on the renderer's permanent redirect from a page's other spelling (/KONTAKT/) as it is", async () => {
    answer = (path) => ({ status: 308, headers: { Location: path.toLowerCase().replace(/\/(?=\?|$)/, ''), 'Cache-Control': 'public, max-age=3600' }, body: '' });
    const moved = await request(site(rendererUrl)).get('/KONTAKT/?lang=en').redirects(0).expect(308);
    expect(moved.headers.location).toBe('/kontakt?lang=en');
    expect(moved.headers['cache-control']).toBe('public, max-age=3600');
    expect(warnings).toEqual([]);
  });

  it('sends the static index.html when the renderer is down', async () => {
    const gone = createServer();
    const goneUrl = await listen(gone);
    await close(gone);
    expect((await request(site(goneUrl)).get('/o-nas').expect(200)).text).toBe('static index.html');
    expect(warnings).toHaveLength(1);
  });
});
