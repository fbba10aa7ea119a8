// The renderer's HTTP face: page navigations get server-rendered HTML, /sitemap.xml and
// /robots.txt are made here (they need the site's address), the admin gets the client-rendered
// page marked noindex, and /healthz tells the gateway and compose it is up. Anything that goes
// wrong with a page still answers the client-rendered page, never a 500; a sitemap that cannot be
// built is a 503 with Retry-After, never HTML. Every absolute URL comes from PUBLIC_URL,
// never from the request's Host.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { brotliCompress, constants, gzip } from 'node:zlib';
import Negotiator from 'negotiator';
import type { PublicReads } from 'shared-ui/api';
import { publicPageAddress } from 'shared-ui/domain';
import { isAdminPath } from '../src/lib/route-table';
import { languageCookieFor } from './language';
import type { Logger } from './logger';
import type { CachedPage } from './page-cache';
import type { PageRenderer } from './page-renderer';
import type { RemoteServers } from './remote-servers';
import { withAdminNoScript, withNoIndex, type ShellBuild } from './shell-build';
import { renderRobots, renderSitemap } from './sitemap';

export interface RendererServerOptions {
  /** The site's origin (PUBLIC_URL): the only source of absolute URLs. */
  publicUrl: string;
  renderer: PageRenderer;
  remotes: RemoteServers;
  shell: ShellBuild;
  reads: PublicReads;
  log: Logger;
}

/** Seconds a crawler waits before asking again for a sitemap that could not be built. */
export const SITEMAP_RETRY_AFTER_SECONDS = 60;

/**
 * The request's path and query on the site's own origin. The target is appended, not resolved, so
 * `//evil.example/x` stays a path; an absolute-form target (`GET http://other/x`) keeps only its path.
 */
export function addressOf(request: IncomingMessage, publicUrl: string): URL {
  const target = request.url ?? '/';
  if (target.startsWith('/')) return new URL(`${publicUrl}${target}`);
  const absolute = URL.canParse(target) ? new URL(target) : null;
  return new URL(`${publicUrl}${absolute ? absolute.pathname + absolute.search : '/'}`);
}

/** `/ADMIN/Login` -> `/admin/login`; null for a path outside the admin or already in lower case. */
export function lowerCaseAdminPath(pathname: string): string | null {
  const lower = pathname.toLowerCase();
  return isAdminPath(lower) && lower !== pathname ? lower : null;
}

/** Seconds a browser or CDN may keep the redirect from a page's other spelling to its address. */
export const CANONICAL_REDIRECT_MAX_AGE = 3600;

/**
 * The address of the public page `pathname` spells another way (letter case, a trailing or doubled
 * slash: `publicPageAddress`, the same rule the reach counts use), or null when it is that address
 * already or no public page at all.
 */
export function canonicalPagePath(pathname: string): string | null {
  const address = publicPageAddress(pathname);
  return address !== null && address !== pathname ? address : null;
}

const contentTag = (html: string) => `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;

/** The client's preferred encoding by its q-values (`br;q=0` refuses Brotli), Brotli on a tie. */
function encodingFor(request: IncomingMessage): 'br' | 'gzip' | null {
  const negotiator = new Negotiator(request);
  // negotiator 1.0's `preferred` breaks ties; @types/negotiator (0.6) does not know it yet.
  const encodings = negotiator.encodings.bind(negotiator) as (available: string[], options: { preferred: string[] }) => string[];
  const [preferred] = encodings(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] });
  return preferred === 'br' || preferred === 'gzip' ? preferred : null;
}

/** zlib's thread pool compresses, off the event loop; the options are the ones a page always used. */
function compress(html: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const raw = Buffer.from(html);
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, body: Buffer) => (error ? reject(error) : resolve(body));
    if (encoding === 'br') brotliCompress(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }, done);
    else gzip(raw, { level: 6 }, done);
  });
}

/**
 * The page's compressed copy, kept with the page: a kept page is compressed once per
 * encoding, and requests arriving while that runs wait for the same work instead of starting their own.
 */
function encode(page: CachedPage, encoding: 'br' | 'gzip'): Promise<Buffer> {
  let body = page.encoded.get(encoding);
  if (!body) {
    body = compress(page.html, encoding);
    page.encoded.set(encoding, body);
    // A failed compression is not kept: the next request tries again.
    body.catch(() => page.encoded.delete(encoding));
  }
  return body;
}

async function sendPage(request: IncomingMessage, response: ServerResponse, page: CachedPage, headers: Record<string, string>): Promise<void> {
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
  const body = encoding ? await encode(page, encoding) : Buffer.from(page.html);
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', body.length);
  response.writeHead(page.status).end(request.method === 'HEAD' ? undefined : body);
}

function sendText(response: ServerResponse, status: number, type: string, body: string, method: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-cache', ...headers });
  response.end(method === 'HEAD' ? undefined : body);
}

export function createRendererServer(options: RendererServerOptions): Server {
  const { renderer, remotes, shell, log, publicUrl } = options;
  // The ETag hashes the page itself: a new build with hashed script names of the same length is a new tag.
  const clientRenderedPages = new Map(
    [false, true].map((noIndex) => {
      const html = noIndex ? withNoIndex(shell.clientRenderedHtml) : shell.clientRenderedHtml;
      return [noIndex, { status: 200, html, etag: contentTag(html), encoded: new Map() } satisfies CachedPage];
    }),
  );
  const adminHtml = withAdminNoScript(withNoIndex(shell.clientRenderedHtml));
  const adminPage: CachedPage = { status: 200, html: adminHtml, etag: contentTag(adminHtml), encoded: new Map() };
  const clientRendered = (noIndex: boolean): CachedPage => clientRenderedPages.get(noIndex)!;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<string> {
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('Method not allowed');
      return 'refused';
    }
    const url = addressOf(request, publicUrl);
    if (url.pathname === '/healthz') {
      sendText(response, 200, 'application/json', JSON.stringify({ status: 'ok', remotes: remotes.describe() }), method);
      return 'health';
    }
    if (url.pathname === '/robots.txt') {
      sendText(response, 200, 'text/plain; charset=utf-8', renderRobots(publicUrl), method);
      return 'robots';
    }
    if (url.pathname === '/sitemap.xml') {
      let sitemap: string;
      try {
        sitemap = await renderSitemap(publicUrl, options.reads);
      } catch (error) {
        // A sitemap without the albums would tell crawlers they are gone: nothing, and come back later.
        log('warn', 'sitemap.xml not built: the album list could not be read', { error: String(error) });
        sendText(response, 503, 'text/plain; charset=utf-8', 'The sitemap cannot be built right now; try again later.\n', method, {
          'Retry-After': String(SITEMAP_RETRY_AFTER_SECONDS),
        });
        return 'sitemap unavailable';
      }
      sendText(response, 200, 'application/xml; charset=utf-8', sitemap, method);
      return 'sitemap';
    }
    const lowerCase = lowerCaseAdminPath(url.pathname);
    if (lowerCase) {
      // /ADMIN and /Admin/login are the admin's pages too: one address each, never indexed.
      response.writeHead(308, { Location: lowerCase + url.search, 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-cache' }).end();
      return 'admin redirect';
    }
    const canonical = canonicalPagePath(url.pathname);
    if (canonical) {
      // One address per page: /KONTAKT, /kontakt/ and /galeria/1/ are sent to it before anything is
      // rendered or cached, so spellings can neither flush the page cache nor index a page twice.
      response.writeHead(308, { Location: canonical + url.search, 'Cache-Control': `public, max-age=${CANONICAL_REDIRECT_MAX_AGE}` }).end();
      return 'canonical redirect';
    }
    if (isAdminPath(url.pathname)) {
      // Spec 2.2: the admin stays client-rendered and is never indexed.
      await sendPage(request, response, adminPage, { 'X-Robots-Tag': 'noindex', 'X-Page-Render': 'client' });
      return 'admin';
    }
    const page = await renderer.render({ url, cookie: request.headers.cookie });
    // A draft's preview is the administrator's alone: no cache anywhere keeps it, no search engine reads it.
    const previewHeaders: Record<string, string> = page.source === 'preview' ? { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } : {};
    // A language chosen by the address is remembered by the server too (without JavaScript nothing
    // else would); a draft's preview in another language chooses nothing for the administrator.
    const cookie = page.source === 'preview' ? null : languageCookieFor(url, request.headers.cookie);
    await sendPage(request, response, page, { 'X-Page-Render': page.source, ...previewHeaders, ...(cookie ? { 'Set-Cookie': cookie } : {}) });
    return page.source;
  }

  return createServer((request, response) => {
    const started = performance.now();
    void handle(request, response)
      .catch(async (error: unknown) => {
        log('error', 'answered the client-rendered page after an error', { path: request.url, error: String(error) });
        if (response.headersSent) return 'failed';
        await sendPage(request, response, clientRendered(false), { 'X-Page-Render': 'client' });
        return 'client';
      })
      .catch(() => {
        response.destroy();
        return 'failed';
      })
      .then((outcome) => {
        log('info', 'request', { method: request.method, path: request.url, status: response.statusCode, render: outcome, ms: Math.round(performance.now() - started) });
      });
  });
}
