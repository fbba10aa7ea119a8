// The renderer's settings, from the environment (README "Configuration"). Read once at start.
import { join } from 'node:path';

export interface RendererConfig {
  port: number;
  host: string;
  /** Where remotes.json and the remotes' files are fetched from: the gateway, or `npm start`. */
  upstreamUrl: string;
  /** The API's base for the public reads a page needs. */
  apiUrl: string;
  /** The site's public address (origin) for canonical links, link previews, robots.txt and the sitemap. Never the request's Host. */
  publicUrl: string;
  /** The shell's browser build: its manifest names the scripts and styles a page links. */
  shellDist: string;
  /** A remote that has not delivered its page (module and data) by then is left to the browser. */
  renderDeadlineMs: number;
  /** How often a remote is asked whether it was redeployed (at most; only while pages are asked for). */
  remoteCheckIntervalMs: number;
  pageCache: { maxEntries: number; maxBytes: number };
}

function number(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * PUBLIC_URL as an origin (a request's Host never makes an absolute URL). Required in
 * production; elsewhere the renderer's own http://localhost:PORT (`npm start` passes its own port).
 */
export function publicUrlFrom(env: NodeJS.ProcessEnv, port: number): string {
  const configured = env.PUBLIC_URL?.trim();
  if (!configured) {
    if (env.NODE_ENV === 'production') {
      throw new Error('PUBLIC_URL is not set: give the site\'s public address (e.g. https://softskills.example.sk); canonical links, link previews and sitemap.xml are built from it, never from the request');
    }
    return `http://localhost:${port}`;
  }
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new Error(`PUBLIC_URL is not a URL: ${configured}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || withoutTrailingSlash(url.pathname) !== '' || url.search || url.hash || url.username) {
    throw new Error(`PUBLIC_URL must be the site's origin, http(s)://host[:port] without a path: ${configured}`);
  }
  return url.origin;
}

export function loadRendererConfig(env: NodeJS.ProcessEnv = process.env, here: string = __dirname): RendererConfig {
  const upstreamUrl = withoutTrailingSlash(env.RENDERER_UPSTREAM_URL || 'http://127.0.0.1:8080');
  const port = number(env.PORT, 3100);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    upstreamUrl,
    apiUrl: withoutTrailingSlash(env.RENDERER_API_URL || `${upstreamUrl}/api`),
    publicUrl: publicUrlFrom(env, port),
    shellDist: env.SHELL_DIST || join(here, '..', 'dist'),
    renderDeadlineMs: number(env.RENDER_DEADLINE_MS, 3000),
    remoteCheckIntervalMs: number(env.REMOTE_CHECK_INTERVAL_MS, 2000),
    pageCache: {
      maxEntries: number(env.PAGE_CACHE_MAX_ENTRIES, 500),
      maxBytes: number(env.PAGE_CACHE_MAX_MB, 32) * 1024 * 1024,
    },
  };
}
