// Public lists answered from memory. Registered before routing, so a hit skips the Nest
// pipeline entirely; a miss falls through to the controller and its JSON fills the cache. One
// query per request (the shared content version) keeps every replica fresh after any change.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PREVIEW_QUERY_PARAMETER } from '@softskills/domain';
import { PAGE_TEXTS_PAGES } from '@softskills/domain/page-texts';
import type { ContentVersion } from './content-version';
import type { CachedResponse, PublicResponseCache } from './public-response-cache';

/**
 * Public lists that every visitor sees alike, each with the query parameters its controller reads
 * (its query DTO; the validation pipe strips any other). GET /api/feedback shows an administrator
 * more, so any request with an Authorization header bypasses the cache (neither served nor stored).
 */
export const CACHEABLE_PATHS: ReadonlyMap<string, readonly string[]> = new Map([
  ['/api/albums', []],
  ['/api/gallery', ['albumId']],
  ['/api/materials', []],
  ['/api/interactive-tools', []],
  ['/api/feedback', []],
  ['/api/feedback/stats', []],
  // The meetings (as stored; "next" and "past" are judged by the pages, not here).
  ['/api/meetings', ['workshopId']],
  // Each page's published texts, per language (a preview of a draft is never cached: see below).
  ...PAGE_TEXTS_PAGES.map((page): [string, string[]] => [`/api/page-texts/${page}`, ['lang']]),
]);

/**
 * The cache key of a public read: its path and only the parameters the endpoint reads,
 * sorted, first value each, so `?x=<random>` cannot add entries or evict the warm ones.
 */
export function cacheKeyOf(path: string, query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of [...(CACHEABLE_PATHS.get(path) ?? [])].sort()) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

/** Set per answer below; everything else the controller's response carried is replayed on a hit. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'etag', 'transfer-encoding']);

/** If-None-Match as Express's `fresh` reads it: weak comparison, lists and `*`; `Cache-Control: no-cache` forces a full answer. */
function isFresh(request: Request, etag: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (!ifNoneMatch || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(request.headers['cache-control'] ?? '')) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function sendCached(request: Request, response: Response, entry: CachedResponse): void {
  if (isFresh(request, entry.etag)) {
    response.writeHead(304, entry.notModifiedHeaders).end();
    return;
  }
  response.writeHead(200, entry.headers).end(entry.body);
}

/** The response's headers as a flat [Name, value, ...] list (original casing), the form writeHead takes fastest. */
function flattenHeaders(response: Response): string[] {
  const flat: string[] = [];
  // Public on every OutgoingMessage (Node's DEP0066 note), though @types/node declares it for ClientRequest only.
  for (const name of (response as Response & { getRawHeaderNames(): string[] }).getRawHeaderNames()) {
    const value = response.getHeader(name);
    if (value === undefined || OWN_HEADERS.has(name.toLowerCase())) continue;
    for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
  }
  return flat;
}

/** An answer being built by its controller; requests that read the same version wait for it. */
interface Build {
  version: number;
  entry: Promise<CachedResponse | null>;
}

/**
 * On a miss the request runs through the security headers and the controller; its 200 JSON becomes
 * the entry for this URL at the version read before the controller ran, with the headers it carried.
 */
function fillFromController(request: Request, response: Response, cache: PublicResponseCache, builds: Map<string, Build>, key: string, version: number): void {
  let settle: (entry: CachedResponse | null) => void = () => undefined;
  const build: Build = { version, entry: new Promise((resolve) => (settle = resolve)) };
  const finish = (entry: CachedResponse | null) => {
    settle(entry);
    if (builds.get(key) === build) builds.delete(key);
  };
  builds.set(key, build);
  response.once('close', () => finish(null)); // no 200 JSON (error, aborted): the waiting requests ask the controller themselves
  const json = response.json;
  response.json = function fillCache(this: Response, body: unknown) {
    response.json = json;
    if (response.statusCode !== 200) return json.call(this, body);
    const entry = cache.store(key, version, Buffer.from(JSON.stringify(body)), flattenHeaders(response));
    finish(entry);
    sendCached(request, response, entry);
    return this;
  } as Response['json'];
}

export function cachedPublicReads(cache: PublicResponseCache, contentVersion: ContentVersion): RequestHandler {
  // Right after a change, many visitors miss at once: one controller run answers them all.
  const builds = new Map<string, Build>();
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || !CACHEABLE_PATHS.has(request.path) || request.headers.authorization !== undefined) return next();
    const query = new URL(request.originalUrl, 'http://api.invalid').searchParams;
    // A draft shown to the administrator's preview is neither served from nor stored in the cache.
    if (query.has(PREVIEW_QUERY_PARAMETER)) return next();
    const key = cacheKeyOf(request.path, query);
    contentVersion
      .current()
      .then(
        (version) => {
          const hit = cache.get(key, version);
          if (hit) return sendCached(request, response, hit);
          const building = builds.get(key);
          if (building?.version === version) {
            return void building.entry.then((entry) => (entry ? sendCached(request, response, entry) : next())).catch(next);
          }
          fillFromController(request, response, cache, builds, key, version);
          next();
        },
        // Version unknown (database down): answer as if there were no cache.
        () => next(),
      )
      .catch(next);
  };
}
