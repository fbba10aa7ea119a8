// What the renderer embeds in a server-rendered page for the browser to start from:
// the language it rendered, the remotes it used (remotes.json, so the browser needs no request
// for it), and the page's data (so hydration needs no request either). The same HTML without
// this block is the client-rendered page (static index.html): the shell then starts as before.
// Its element and the rules of the JSON inside are the page protocol's (shared-ui/page-protocol).
import type { Locale, SiteContent } from 'shared-ui/domain';
import { PAGE_STATE_ELEMENT_ID, readJsonElement } from 'shared-ui/page-protocol';
import type { RemotesManifest } from '../federation/remotes-manifest';

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

export function readServerPageState(doc: Document = document): ServerPageState | null {
  return readJsonElement<ServerPageState>(PAGE_STATE_ELEMENT_ID, doc);
}
