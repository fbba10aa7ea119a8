// What a request the site served counts as: a public page (by its address) or a download of a
// stored file, with its language. Shared by `npm start` (the API serves pages and files itself)
// and the gateway's mirror (nginx serves them and tells the API, reach.controller.ts).
import type { NextFunction, Request, Response } from 'express';
import { LOCALE_QUERY_PARAMETER, publicPageAddress } from '@softskills/domain';
import { SAFE_FILE_NAME, isUploadFolder, parseUploadPath } from '../uploads/upload-store';
import type { CountedRequest, ReachCounter } from './reach-counter.service';
import { requestLanguage, startsDownload } from './what-counts';

/** The path and query of an address as the visitor asked for it (`/kontakt?lang=en`), or null for anything else. */
function parsedAddress(uri: string): URL | null {
  if (!uri.startsWith('/')) return null;
  try {
    return new URL(`http://site.invalid${uri}`);
  } catch {
    return null;
  }
}

/** The page a served address shows, or null when it is no public page. */
export function servedPage(uri: string, cookieHeader: string | undefined): CountedRequest | null {
  const url = parsedAddress(uri);
  const address = url && publicPageAddress(url.pathname);
  if (!address) return null;
  return { kind: 'page', address, language: requestLanguage(url.searchParams.get(LOCALE_QUERY_PARAMETER), cookieHeader), withReferrer: true };
}

/** The download of a stored file (`folder`, `name`), or null for a name the API never gives a file. */
export function servedDownload(folder: string, name: string, namedLanguage: unknown, cookieHeader: string | undefined): CountedRequest | null {
  if (!isUploadFolder(folder) || !SAFE_FILE_NAME.test(name)) return null;
  return { kind: 'download', address: `/uploads/${folder}/${name}`, language: requestLanguage(namedLanguage, cookieHeader), withReferrer: true };
}

/** A material file straight from /uploads/materials/ (the public path), or null for anything else. */
export function servedUpload(uri: string, headers: Request['headers']): CountedRequest | null {
  const url = parsedAddress(uri);
  if (!url || !startsDownload(headers)) return null;
  const file = parseUploadPath(url.pathname);
  if (file?.folder !== 'materials') return null;
  return servedDownload(file.folder, file.name, url.searchParams.get(LOCALE_QUERY_PARAMETER), headers.cookie);
}

type Observer = (request: Request, response: Response, next: NextFunction) => void;

/** Counts what `npm start` served once the answer is sent, if it was a success (a 404 shows no page). */
function countAnswered(counter: ReachCounter, what: (request: Request) => CountedRequest | null): Observer {
  return (request, response, next) => {
    if (request.method === 'GET') {
      response.once('finish', () => {
        if (response.statusCode >= 400) return;
        const counted = what(request);
        if (counted) counter.count(request, counted);
      });
    }
    next();
  };
}

/** Page navigations `npm start` answers (from the page renderer or the static index.html). */
export const countServedPages = (counter: ReachCounter): Observer => countAnswered(counter, (request) => servedPage(request.originalUrl, request.headers.cookie));

/** Files `npm start` serves from /uploads (material files count; images and videos do not). */
export const countServedUploads = (counter: ReachCounter): Observer => countAnswered(counter, (request) => servedUpload(request.originalUrl, request.headers));
