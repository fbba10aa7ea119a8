// `npm start` has no nginx in front: text assets (JS, CSS, HTML, JSON, SVG) are sent compressed
// (Brotli or gzip), each compressed once per file version and kept in memory. Files of one build
// are a few MB, so the cache stays small. Anything unusual falls through to express.static.
import type { NextFunction, Request, Response } from 'express';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.map', '.xml', '.webmanifest']);
const MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';
interface CompressedFile {
  body: Buffer;
  etag: string;
}

const cache = new Map<string, CompressedFile | null>();

/** The client's preferred encoding by its q-values (`br;q=0` refuses Brotli), Brotli on a tie. */
function pickEncoding(request: Request): Encoding | null {
  const negotiator = new Negotiator(request);
  // negotiator 1.0's `preferred` breaks ties; @types/negotiator (0.6) does not know it yet.
  const encodings = negotiator.encodings.bind(negotiator) as (available: string[], options: { preferred: string[] }) => string[];
  const [preferred] = encodings(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] });
  return preferred === 'br' || preferred === 'gzip' ? preferred : null;
}

function compress(content: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } })
    : gzipSync(content, { level: 9 });
}

/** The file under `dir` for a request path, or null (dot segments, escapes, missing, not a file). */
function locate(dir: string, requestPath: string): { path: string; size: number; mtimeMs: number } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const path = join(dir, decoded);
  if (!path.startsWith(dir + sep)) return null;
  try {
    const stats = statSync(path);
    return stats.isFile() ? { path, size: stats.size, mtimeMs: stats.mtimeMs } : null;
  } catch {
    return null;
  }
}

export function compressedStatic(dir: string, cacheControl: (filePath: string) => string) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const encoding = pickEncoding(request);
    const extension = extname(request.path).toLowerCase();
    if (!encoding || !COMPRESSIBLE.has(extension)) return next();
    const file = locate(dir, request.path);
    if (!file || file.size < MIN_BYTES) return next();
    const key = `${file.path}|${file.mtimeMs}|${file.size}|${encoding}`;
    if (!cache.has(key)) {
      const body = compress(readFileSync(file.path), encoding);
      const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}-${encoding}"`;
      cache.set(key, body.length < file.size * 0.9 ? { body, etag } : null);
    }
    const compressed = cache.get(key);
    if (!compressed) return next();
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('Cache-Control', cacheControl(file.path));
    response.setHeader('ETag', compressed.etag);
    if (request.headers['if-none-match'] === compressed.etag) return void response.status(304).end();
    response.type(extension);
    response.setHeader('Content-Encoding', encoding);
    response.setHeader('Content-Length', compressed.body.length);
    response.status(200).end(request.method === 'HEAD' ? undefined : compressed.body);
  };
}
