// The renderer's HTTP face (issue 18): page navigations get server-rendered HTML, /sitemap.xml and
// /robots.txt are made here (they need the site's address), the admin gets the client-rendered
// page marked noindex, and /healthz tells the gateway and compose it is up. Anything that goes
// wrong still answers the client-rendered page, never a 500.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PublicReads } from 'shared-ui/api';
import { isAdminPath } from '../src/lib/route-table';
import type { Logger } from './logger';
import type { CachedPage } from './page-cache';
import type { PageRenderer } from './page-renderer';
import type { RemoteServers } from './remote-servers';
import { withNoIndex, type ShellBuild } from './shell-build';
import { renderRobots, renderSitemap } from './sitemap';

export interface RendererServerOptions {
  publicUrl: string | null;
  renderer: PageRenderer;
  remotes: RemoteServers;
  shell: ShellBuild;
  reads: PublicReads;
  log: Logger;
}

/** The site's address as the visitor used it: configured, or the (forwarded) host and protocol. */
export function originOf(request: IncomingMessage, publicUrl: string | null): string {
  if (publicUrl) return publicUrl;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  const proto = first(request.headers['x-forwarded-proto']) === 'https' ? 'https' : 'http';
  const host = first(request.headers['x-forwarded-host']) || request.headers.host || 'localhost';
  // A Host header is the client's word: keep only what a host name can hold.
  return `${proto}://${/^[\w.:[\]-]+$/.test(host) ? host : 'localhost'}`;
}

function encodingFor(request: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function encode(page: CachedPage, encoding: 'br' | 'gzip'): Buffer {
  let body = page.encoded.get(encoding);
  if (!body) {
    const raw = Buffer.from(page.html);
    body = encoding === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(raw, { level: 6 });
    page.encoded.set(encoding, body);
  }
  return body;
}

function sendPage(request: IncomingMessage, response: ServerResponse, page: CachedPage, headers: Record<string, string>): void {
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  // Per visitor (the language cookie) and always revalidated: a change shows on the next load.
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('Vary', 'Cookie, Accept-Encoding');
  response.setHeader('ETag', page.etag);
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  if (request.headers['if-none-match'] === page.etag && page.status === 200) {
    response.writeHead(304).end();
    return;
  }
  const encoding = encodingFor(request);
  const body = encoding ? encode(page, encoding) : Buffer.from(page.html);
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', body.length);
  response.writeHead(page.status).end(request.method === 'HEAD' ? undefined : body);
}

function sendText(response: ServerResponse, status: number, type: string, body: string, method: string): void {
  response.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-cache' });
  response.end(method === 'HEAD' ? undefined : body);
}

export function createRendererServer(options: RendererServerOptions): Server {
  const { renderer, remotes, shell, log } = options;
  const clientRendered = (noIndex: boolean): CachedPage => {
    const html = noIndex ? withNoIndex(shell.clientRenderedHtml) : shell.clientRenderedHtml;
    return { status: 200, html, etag: `"client-${html.length}"`, encoded: new Map() };
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<string> {
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('Method not allowed');
      return 'refused';
    }
    const origin = originOf(request, options.publicUrl);
    const url = new URL(request.url ?? '/', origin);
    if (url.pathname === '/healthz') {
      sendText(response, 200, 'application/json', JSON.stringify({ status: 'ok', remotes: remotes.describe() }), method);
      return 'health';
    }
    if (url.pathname === '/robots.txt') {
      sendText(response, 200, 'text/plain; charset=utf-8', renderRobots(origin), method);
      return 'robots';
    }
    if (url.pathname === '/sitemap.xml') {
      sendText(response, 200, 'application/xml; charset=utf-8', await renderSitemap(origin, options.reads), method);
      return 'sitemap';
    }
    if (isAdminPath(url.pathname)) {
      // Spec 2.2 and issue 18: the admin stays client-rendered and is never indexed.
      sendPage(request, response, clientRendered(true), { 'X-Robots-Tag': 'noindex', 'X-Page-Render': 'client' });
      return 'admin';
    }
    const page = await renderer.render({ url, cookie: request.headers.cookie });
    sendPage(request, response, page, { 'X-Page-Render': page.source });
    return page.source;
  }

  return createServer((request, response) => {
    const started = performance.now();
    void handle(request, response)
      .catch((error: unknown) => {
        log('error', 'answered the client-rendered page after an error', { path: request.url, error: String(error) });
        if (response.headersSent) return 'failed';
        sendPage(request, response, clientRendered(false), { 'X-Page-Render': 'client' });
        return 'client';
      })
      .then((outcome) => {
        log('info', 'request', { method: request.method, path: request.url, status: response.statusCode, render: outcome, ms: Math.round(performance.now() - started) });
      });
  });
}
