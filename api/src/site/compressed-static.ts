// `npm start` has no nginx in front: a text asset (JS, CSS, HTML, JSON, SVG) is sent as the `.br` or
// `.gz` file its build wrote beside it (shared-ui/precompress.mjs), by the client's
// q-values. Nothing is compressed per request: a file without a precompressed copy, and anything
// unusual, falls through to express.static and is sent plain.
import type { NextFunction, Request, Response } from 'express';
import { statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import Negotiator from 'negotiator';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.map', '.xml', '.webmanifest']);

const SUFFIX = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof SUFFIX;

/** The client's preferred encoding among those on disk, by its q-values (`br;q=0` refuses Brotli), Brotli on a tie. */
function pickEncoding(request: Request, available: Encoding[]): Encoding | null {
  const negotiator = new Negotiator(request);
  // negotiator 1.0's `preferred` breaks ties; @types/negotiator (0.6) does not know it yet.
  const encodings = negotiator.encodings.bind(negotiator) as (available: string[], options: { preferred: string[] }) => string[];
  const [preferred] = encodings([...available, 'identity'], { preferred: ['br', 'gzip'] });
  return preferred === 'br' || preferred === 'gzip' ? preferred : null;
}

interface FileStats {
  path: string;
  size: number;
  mtimeMs: number;
}

function fileAt(path: string): FileStats | null {
  try {
    const stats = statSync(path);
    return stats.isFile() ? { path, size: stats.size, mtimeMs: stats.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** The file under `dir` for a request path, or null (dot segments, escapes, missing, not a file). */
function locate(dir: string, requestPath: string): FileStats | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const path = join(dir, decoded);
  return path.startsWith(dir + sep) ? fileAt(path) : null;
}

export function compressedStatic(dir: string, cacheControl: (filePath: string) => string) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const extension = extname(request.path).toLowerCase();
    if (!COMPRESSIBLE.has(extension)) return next();
    const file = locate(dir, request.path);
    if (!file) return next();
    const copies = new Map<Encoding, FileStats>();
    for (const encoding of Object.keys(SUFFIX) as Encoding[]) {
      const copy = fileAt(file.path + SUFFIX[encoding]);
      // A copy older than its file is left from an earlier build: never sent.
      if (copy && copy.mtimeMs >= file.mtimeMs) copies.set(encoding, copy);
    }
    if (!copies.size) return next();
    response.setHeader('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(request, [...copies.keys()]);
    const copy = encoding && copies.get(encoding);
    if (!encoding || !copy) return next();
    response.setHeader('Cache-Control', cacheControl(file.path));
    response.setHeader('ETag', `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}-${encoding}"`);
    response.setHeader('Content-Encoding', encoding);
    response.type(extension);
    // send answers 304 for a matching If-None-Match and HEAD without a body; the headers above win.
    response.sendFile(copy.path, { etag: false, lastModified: false, cacheControl: false, acceptRanges: false, dotfiles: 'allow' }, (error) => {
      if (!error) return;
      if (response.headersSent) return void response.destroy(error);
      for (const name of ['Content-Encoding', 'ETag', 'Cache-Control', 'Content-Type']) response.removeHeader(name);
      next();
    });
  };
}
