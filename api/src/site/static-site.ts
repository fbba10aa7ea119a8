// `npm start` serves the whole site from this process: /uploads, each remote's build under its
// prefix and the shell at '/' with the SPA fallback (STATIC_MOUNTS, scripts/packages.mjs).
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import type { StaticMount } from '../config/app-config';
import { INLINE_UPLOAD_FILE } from '../uploads/file-kind';
import { compressedStatic } from './compressed-static';
import { pageRendererProxy } from './page-renderer-proxy';
import { UPLOADS_CACHE_CONTROL } from './security-policy';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Hashed files under static/ never change; entry points and manifests must always be revalidated. */
export function cacheControlFor(mountDir: string, filePath: string): string {
  const name = basename(filePath);
  if (name === 'index.html' || name.endsWith('.json') || name === 'remoteEntry.js') return REVALIDATE;
  const [firstSegment] = relative(mountDir, filePath).split(sep);
  if (firstSegment === 'static') return IMMUTABLE;
  return 'public, max-age=3600';
}

/** Uploaded files: kept a day, then revalidated (a take-down must not outlive the caches); never sniffed or run as a page. */
function serveUploads(server: Express, uploadsDir: string, observe: Observer): void {
  server.use(
    '/uploads',
    observe,
    express.static(uploadsDir, {
      dotfiles: 'ignore',
      index: false,
      redirect: false,
      setHeaders: (response, filePath) => {
        response.setHeader('Cache-Control', UPLOADS_CACHE_CONTROL);
        if (!INLINE_UPLOAD_FILE.test(filePath)) response.setHeader('Content-Disposition', 'attachment');
        response.setHeader('X-Content-Type-Options', 'nosniff');
        response.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox");
      },
    }),
  );
}

// Case-insensitive like Express's routing: /API/contact is the API's, never the SPA's index.html.
const SPA_EXCLUDED = /^\/(api|uploads)(\/|$)|^\/remotes\//i;
// A name with an extension is a file, never a page (the gateway's rule too): a missing script
// answers a plain 404 rather than HTML the browser would refuse to run.
const FILE_PATH = /\.[A-Za-z0-9]+$/;

function spaFallback(indexFile: string) {
  return (request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || SPA_EXCLUDED.test(request.path)) return next();
    response.setHeader('Cache-Control', REVALIDATE);
    // dotfiles: the build folder itself may sit under a dot folder (.tmp); requests never choose this path.
    response.sendFile(indexFile, { dotfiles: 'allow' }, (error) => {
      if (error) next(error);
    });
  };
}

/** Seconds a crawler waits before asking again for a sitemap the renderer could not give. */
export const SITEMAP_RETRY_AFTER_SECONDS = 60;

function sitemapUnavailable(_request: Request, response: Response): void {
  response.status(503).set({ 'Retry-After': String(SITEMAP_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-cache' }).type('text/plain').send('The sitemap cannot be built right now; try again later.\n');
}

/** Sees a request pass on its way to the handler that answers it (and calls `next`). */
export type Observer = (request: Request, response: Response, next: NextFunction) => void;
const unobserved: Observer = (_request, _response, next) => next();

/** Where pages come from: the page renderer when `npm start` runs one, else the static index.html. */
export interface PageSourceOptions {
  rendererUrl: string | null;
  warn: (message: string) => void;
  /** Sees every page navigation and every uploaded file served (reach counts them). */
  observe?: { pages: Observer; uploads: Observer };
}

export function mountStaticSite(server: Express, uploadsDir: string, mounts: StaticMount[], pages: PageSourceOptions = { rendererUrl: null, warn: () => undefined }): void {
  const observe = pages.observe ?? { pages: unobserved, uploads: unobserved };
  serveUploads(server, uploadsDir, observe.uploads);
  const root = mounts.find((mount) => mount.prefix === '/');
  const indexFile = root && existsSync(root.dir) ? join(root.dir, 'index.html') : null;
  const fallback = indexFile ? spaFallback(indexFile) : (_request: Request, _response: Response, next: NextFunction) => next();
  const renderer = pages.rendererUrl ? pageRendererProxy(pages.rendererUrl, fallback, pages.warn) : null;
  // The renderer writes these with the site's address. Without it: the shell's static robots.txt
  // (next), and for the sitemap a 503 with Retry-After, never the index.html.
  if (pages.rendererUrl) {
    server.get('/robots.txt', pageRendererProxy(pages.rendererUrl, (_request, _response, next) => next(), pages.warn));
    server.get('/sitemap.xml', pageRendererProxy(pages.rendererUrl, sitemapUnavailable, pages.warn));
  }
  // Longest prefix first, so /remotes/public is never shadowed by '/'.
  const ordered = [...mounts].sort((a, b) => b.prefix.length - a.prefix.length);
  for (const mount of ordered) {
    server.use(mount.prefix, compressedStatic(mount.dir, (filePath) => cacheControlFor(mount.dir, filePath)));
    server.use(
      mount.prefix,
      express.static(mount.dir, {
        // '/' is a page like any other (the renderer's, else the fallback's index.html), so it is counted like one.
        index: false,
        redirect: false,
        setHeaders: (response, filePath) => response.setHeader('Cache-Control', cacheControlFor(mount.dir, filePath)),
      }),
    );
  }
  // A missing remote or shell file is a plain 404, so it fails cleanly instead of loading HTML.
  const notFound = (_request: Request, response: Response) => {
    response.status(404).type('text/plain').send('Not found');
  };
  server.use('/remotes', notFound);
  server.use((request: Request, response: Response, next: NextFunction) => (FILE_PATH.test(request.path) && !SPA_EXCLUDED.test(request.path) ? notFound(request, response) : next()));
  const pageSource = renderer ?? (indexFile ? fallback : null);
  if (pageSource) server.use(onlyPageNavigations(observe.pages, pageSource));
}

/** GET/HEAD of any path that is not the API's, an upload or a remote's file. */
function onlyPageNavigations(observe: Observer, handler: (request: Request, response: Response, next: NextFunction) => void) {
  return (request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || SPA_EXCLUDED.test(request.path)) return next();
    observe(request, response, () => handler(request, response, next));
  };
}
