// The site's security headers, one definition for both gateways: the API serves them itself under
// `npm start` (security-headers.ts), and nginx's gateway writes the same values
// (nginx/gateway/security-headers.conf and csp.conf; scripts/topology/__tests__ compares them).
// Scripts and styles only from this origin (Radix and React set inline style attributes), no
// plugins, no <base>; the interactive tools embed https iframes and the page-texts editor previews
// the site's own pages in a frame, so frames of this origin are allowed, and no other site may frame it.

export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'frame-src': ["'self'", 'https:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** The policy as the header's value. */
export const contentSecurityPolicy = (): string =>
  Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');

/** Every other security header, as both gateways send it (HSTS is the gateway's, on HTTPS only). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * How long a browser or CDN may keep an uploaded file before asking again, as both gateways send it:
 * a day, then revalidation (a 304 while the file is there), so a photo taken down on request
 * leaves every cache within a day, not a year. A CDN in front is purged at once (README, Operations).
 */
export const UPLOADS_CACHE_CONTROL = 'public, max-age=86400, must-revalidate';
