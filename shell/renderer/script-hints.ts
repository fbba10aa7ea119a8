// Every file a server-rendered page needs before it answers input, listed in its head.
// Without the list the browser found them one link of a chain at a time: the entry script, then
// the shell's start chunks (which the entry asks for), then the remote's mf-manifest.json (asked
// for once the shell runs), then the remote's entry and the page's chunks, then the shared modules
// the page consumes: on a phone's slow line every link of the chain is a round trip of waiting.
// The entry script preloads the list at low priority in the task that starts the app
// (src/federation/page-files.ts, which says why not <link rel="preload"> in the HTML), so the
// remote's files download beside the shell's; the bundler's and the federation runtime's own
// requests then find them there.
//
// The lists come from each build's script-graph.json (shared-ui/script-graph.mjs): the shell's
// `boot` chunk group and its texts in the page's language, the exposed page's chunk group, the
// remote's texts in the page's language,
// and for each shared module they consume the chunks of the copy the federation runtime will use:
// the shell's when the shell provides it (the shell registers its modules first and the strategy
// is 'loaded-first'), else the remote's own, else the consumer's fallback.
import type { ScriptGraph, ScriptGraphNode } from 'shared-ui/script-graph.mjs';
import { PAGE_FILES_ELEMENT_ID, serializeJsonElement } from 'shared-ui/page-protocol';
import type { PageFiles } from '../src/federation/page-files';

/** A build as the hints need it: where its files are served from and its script graph. */
export interface ScriptSource {
  /** The URL folder of the build's files, ending in `/` (`/` for the shell, `/remotes/public/` for a remote). */
  publicFolder: string;
  graph: ScriptGraph | null;
  /** The page's language: the build's texts in it may be a chunk group of their own (`i18n-en`). */
  locale?: string;
}

/** The route's remote page: the remote's build, its manifest's address and its entry script. */
export interface PageScripts extends ScriptSource {
  /** The remote's mf-manifest.json (the federation runtime fetches it first). */
  manifest: string;
  /** The remote's entry script, from its manifest's metaData.remoteEntry. */
  entry: string | null;
  /** The exposed module's name, e.g. `Home`. */
  expose: string;
  locale: string;
}

export const SHELL_BOOT_GROUP = 'boot';
export const exposeGroup = (expose: string) => `__federation_expose_${expose}`;
/** A build's texts in one language, when they load on demand (the shell's English, mfe-public/src/i18n/register.ts). */
export const textsGroup = (locale: string) => `i18n-${locale}`;

/**
 * The script (and stylesheet) files a page needs, in the order they are needed: the shell's start, then the page's
 * remote. Each file once; a missing graph names nothing (the browser finds the files as before).
 */
export function pageScriptFiles(shell: ScriptSource, page: PageScripts | null): string[] {
  const files = new Set<string>();
  const resolved = new Set<string>();
  const collect = (node: ScriptGraphNode | undefined, from: ScriptSource) => {
    if (!node) return;
    for (const file of node.files) files.add(`${from.publicFolder}${file}`);
    for (const key of node.consumes) {
      if (resolved.has(key)) continue;
      resolved.add(key);
      if (shell.graph?.provides[key]) collect(shell.graph.provides[key], shell);
      else if (page?.graph?.provides[key]) collect(page.graph.provides[key], page);
      else collect(from.graph?.fallbacks[key], from);
    }
  };
  collect(shell.graph?.groups[SHELL_BOOT_GROUP], shell);
  if (shell.locale) collect(shell.graph?.groups[textsGroup(shell.locale)], shell);
  if (page) {
    if (page.entry) files.add(page.entry);
    collect(page.graph?.groups[exposeGroup(page.expose)], page);
    collect(page.graph?.groups[textsGroup(page.locale)], page);
  }
  return [...files];
}

/**
 * The head entry: the page's files as JSON, which the entry script turns into low-priority
 * preloads when it starts the app (src/federation/page-files.ts). Before the entry scripts, so it
 * has been read when they run. `already` are the files the page links itself: not listed.
 */
export function scriptHints(shell: ScriptSource, page: PageScripts | null, already: readonly string[] = []): string[] {
  const skip = new Set(already);
  const listed: PageFiles = { manifest: page?.manifest ?? null, files: pageScriptFiles(shell, page).filter((file) => !skip.has(file)) };
  if (!listed.manifest && listed.files.length === 0) return [];
  return [`<script type="application/json" id="${PAGE_FILES_ELEMENT_ID}">${serializeJsonElement(listed)}</script>`];
}
