import type { NextFunction, Request, Response } from 'express';

/** The site's calendar addresses and the API routes that answer them. */
const FEED_ADDRESSES: Array<[RegExp, string]> = [
  [/^\/kalendar\.ics$/, '/api/calendar/all.ics'],
  [/^\/kalendar\/([1-6])\.ics$/, '/api/calendar/workshop/$1.ics'],
];

/**
 * `npm start` answers /kalendar.ics and /kalendar/{id}.ics from the API, as the gateway does
 * (nginx/gateway/server.conf): the address is rewritten before the static site and routing see it.
 */
export function calendarFeedAddresses(request: Request, _response: Response, next: NextFunction): void {
  const [path, query] = splitOnce(request.url, '?');
  for (const [pattern, target] of FEED_ADDRESSES) {
    if (pattern.test(path)) {
      request.url = path.replace(pattern, target) + (query === undefined ? '' : `?${query}`);
      break;
    }
  }
  next();
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const index = value.indexOf(separator);
  return index < 0 ? [value, undefined] : [value.slice(0, index), value.slice(index + 1)];
}
