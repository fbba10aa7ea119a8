// `npm start` serves the whole site from this process: /uploads, each remote's build under its
// prefix and the shell at '/' with the SPA fallback (STATIC_MOUNTS, scripts/packages.mjs).
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import type { StaticMount } from '../config/app-config';
import { compressedStatic } from './compressed-static';

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

/** Uploaded files: unique server-chosen names, so cached for a year; never sniffed or run as a page. */
function serveUploads(server: Express, uploadsDir: string): void {
  server.use(
    '/uploads',
    express.static(uploadsDir, {
      dotfiles: 'ignore',
      index: false,
      redirect: false,
      setHeaders: (response) => {
        response.setHeader('Cache-Control', IMMUTABLE);
        response.setHeader('X-Content-Type-Options', 'nosniff');
        response.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox");
      },
    }),
  );
}

const SPA_EXCLUDED = /^\/(api|uploads)(\/|$)|^\/remotes\//;

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

export function mountStaticSite(server: Express, uploadsDir: string, mounts: StaticMount[]): void {
  serveUploads(server, uploadsDir);
  // Longest prefix first, so /remotes/public is never shadowed by '/'.
  const ordered = [...mounts].sort((a, b) => b.prefix.length - a.prefix.length);
  for (const mount of ordered) {
    server.use(mount.prefix, compressedStatic(mount.dir, (filePath) => cacheControlFor(mount.dir, filePath)));
    server.use(
      mount.prefix,
      express.static(mount.dir, {
        index: mount.prefix === '/' ? 'index.html' : false,
        redirect: false,
        setHeaders: (response, filePath) => response.setHeader('Cache-Control', cacheControlFor(mount.dir, filePath)),
      }),
    );
  }
  // A missing remote file is a plain 404, so a missing remote fails cleanly instead of loading HTML.
  server.use('/remotes', (_request: Request, response: Response) => {
    response.status(404).type('text/plain').send('Not found');
  });
  const root = mounts.find((mount) => mount.prefix === '/');
  const indexFile = root && join(root.dir, 'index.html');
  if (indexFile && existsSync(root.dir)) server.use(spaFallback(indexFile));
}
