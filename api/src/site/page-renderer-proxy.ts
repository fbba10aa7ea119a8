// `npm start` is one port (README): page navigations are answered by the page renderer (shell/renderer) running beside the API, which this passes them to. A renderer that is down,
// slow or failing costs nothing but speed: the static index.html is sent instead and the page
// renders in the browser, as the gateway does in production (nginx/gateway/server.conf).
import type { NextFunction, Request, Response } from 'express';
import { request as httpRequest } from 'node:http';

/** Headers the renderer needs: the visitor's language cookie, encodings, revalidation (it takes the site's address from PUBLIC_URL, never these Host headers). */
const FORWARDED = ['accept', 'accept-encoding', 'accept-language', 'cookie', 'if-none-match', 'user-agent'];
const RENDERER_TIMEOUT_MS = 10_000;

export function pageRendererProxy(
  rendererUrl: string,
  fallback: (request: Request, response: Response, next: NextFunction) => void,
  warn: (message: string) => void,
) {
  const target = new URL(rendererUrl);
  return (request: Request, response: Response, next: NextFunction) => {
    const headers: Record<string, string> = {
      host: request.headers.host ?? target.host,
      'x-forwarded-proto': request.protocol,
      'x-forwarded-host': request.headers.host ?? '',
    };
    for (const name of FORWARDED) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    let settled = false;
    const fallBack = (reason: string) => {
      if (settled) return;
      settled = true;
      warn(`page renderer unavailable for ${request.path} (${reason}): sent the static index.html`);
      fallback(request, response, next);
    };
    const outgoing = httpRequest(
      { host: target.hostname, port: target.port, path: request.originalUrl, method: request.method, headers, timeout: RENDERER_TIMEOUT_MS },
      (answer) => {
        // A 5xx with Retry-After is the renderer's deliberate "not now" (sitemap.xml): passed on as it is.
        if ((answer.statusCode ?? 502) >= 500 && answer.headers['retry-after'] === undefined) {
          answer.resume();
          fallBack(`status ${answer.statusCode}`);
          return;
        }
        settled = true;
        response.status(answer.statusCode ?? 200);
        for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) response.setHeader(name, value);
        answer.pipe(response);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', (error) => fallBack(error.message));
    outgoing.end();
  };
}
