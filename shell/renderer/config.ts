// The renderer's settings, from the environment (README "Configuration"). Read once at start.
import { join } from 'node:path';

export interface RendererConfig {
  port: number;
  host: string;
  /** Where remotes.json and the remotes' files are fetched from: the gateway, or `npm start`. */
  upstreamUrl: string;
  /** The API's base for the public reads a page needs. */
  apiUrl: string;
  /** The site's public address for canonical links, link previews and the sitemap; null = the request's. */
  publicUrl: string | null;
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

export function loadRendererConfig(env: NodeJS.ProcessEnv = process.env, here: string = __dirname): RendererConfig {
  const upstreamUrl = withoutTrailingSlash(env.RENDERER_UPSTREAM_URL || 'http://127.0.0.1:8080');
  return {
    port: number(env.PORT, 3100),
    host: env.HOST || '0.0.0.0',
    upstreamUrl,
    apiUrl: withoutTrailingSlash(env.RENDERER_API_URL || `${upstreamUrl}/api`),
    publicUrl: env.PUBLIC_URL ? withoutTrailingSlash(env.PUBLIC_URL) : null,
    shellDist: env.SHELL_DIST || join(here, '..', 'dist'),
    renderDeadlineMs: number(env.RENDER_DEADLINE_MS, 3000),
    remoteCheckIntervalMs: number(env.REMOTE_CHECK_INTERVAL_MS, 2000),
    pageCache: {
      maxEntries: number(env.PAGE_CACHE_MAX_ENTRIES, 500),
      maxBytes: number(env.PAGE_CACHE_MAX_MB, 32) * 1024 * 1024,
    },
  };
}
