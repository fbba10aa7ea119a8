// A browser on another site can post a plain HTML form to us without any click (an auto-submitted
// form): the JSON-only public forms are safe from it, the newsletter's form POST (kept for browsers
// without JavaScript) is not. A form post is taken only from our own pages: the browser's
// Sec-Fetch-Site must say same-origin (or none: typed or bookmarked), and without that header the
// Origin, when sent, must be this site's (PUBLIC_URL, else the Host the request was sent to).
// Clients that send neither (curl, old browsers) cannot be driven by another site's page.
import type { Request } from 'express';

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export function isCrossSitePost(request: Pick<Request, 'headers' | 'protocol'>, publicUrl: string | null): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || !origin) return false;
  if (origin === 'null') return true;
  const allowed = new Set<string>();
  const configured = publicUrl ? originOf(publicUrl) : null;
  if (configured) allowed.add(configured);
  const host = request.headers['x-forwarded-host'] ?? request.headers.host;
  if (typeof host === 'string' && host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  return !allowed.has(originOf(origin) ?? origin);
}
