// What the renderer embeds in a server-rendered page for the browser to start from:
// the language it rendered, the remotes it used (remotes.json, so the browser needs no request
// for it), and the page's data (so hydration needs no request either). The same HTML without
// this block is the client-rendered page (static index.html): the shell then starts as before.
import type { Locale, SiteContent } from 'shared-ui/domain';
import type { RemotesManifest } from '../federation/remotes-manifest';

export const SERVER_PAGE_STATE_ID = 'server-page-state';

/**
 * The digest React gives a page the server left to the browser (its remote was missing, broken
 * or slow): hydration renders it in the browser, which is expected, not an error.
 */
export const CLIENT_RENDERED_DIGEST = 'client-rendered-page';

export interface ServerPageState {
  locale: Locale;
  remotes: RemotesManifest;
  /** The site's details (the administrator's Settings over the operator's file), read from the API for this page. */
  site?: SiteContent;
  /** The remote page the server rendered, with its data; absent when it left the page to the browser. */
  page?: { moduleId: string; pathname: string; data: unknown };
}

/** JSON safe inside <script type="application/json">: nothing in it can close the element. */
export function serializeJsonElement(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function readServerPageState(doc: Document = document): ServerPageState | null {
  const element = doc.getElementById(SERVER_PAGE_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerPageState;
  } catch {
    return null;
  }
}
