// Issue 24.3: every script a server-rendered page needs before it answers input, named in its head.
// Without these hints the browser finds them one link of a chain at a time: the entry script, then
// the shell's start chunks (which the entry asks for), then the remote's mf-manifest.json (asked
// for once the shell runs), then the remote's entry and the page's chunks, then the shared modules
// the page consumes. On a phone with 150 ms round trips and 1.6 Mbps each link cost 0.2–0.6 s.
// With them, everything downloads side by side while the page is read; the bundler's and the
// federation runtime's own requests then find the files already there.
//
// The lists come from each build's script-graph.json (shared-ui/script-graph.mjs): the shell's
// `boot` chunk group, the exposed page's chunk group, and for each shared module they consume the
// chunks of the copy the federation runtime will use: the shell's when the shell provides it (the
// shell registers its modules first and the strategy is 'loaded-first'), else the remote's own.
// Every hint is low priority: the hero picture and the page's stylesheets come first, and nothing
// here is render-blocking. The stylesheets of shared modules the page loads (the bundler inserts
// them before it runs the module) are preloaded as styles: preloading does not apply them.
import type { ScriptGraph, ScriptGraphNode } from 'shared-ui/script-graph.mjs';
import { escapeHtml, PREFERENCES_BOOT_SCRIPT } from './page-document';

/** A build as the hints need it: where its files are served from and its script graph. */
export interface ScriptSource {
  /** The URL folder of the build's files, ending in `/` (`/` for the shell, `/remotes/public/` for a remote). */
  publicFolder: string;
  graph: ScriptGraph | null;
}

/** The route's remote page: the remote's build, its manifest's address and its entry script. */
export interface PageScripts extends ScriptSource {
  /** The remote's mf-manifest.json (the federation runtime fetches it first). */
  manifest: string;
  /** The remote's entry script, from its manifest's metaData.remoteEntry. */
  entry: string | null;
  /** The exposed module's name, e.g. `Home`. */
  expose: string;
  /** The page's language: a remote's texts in it may be a chunk group of their own (`i18n-en`). */
  locale: string;
}

export const SHELL_BOOT_GROUP = 'boot';
export const exposeGroup = (expose: string) => `__federation_expose_${expose}`;
/** A remote's texts in one language, when they load on demand (mfe-public/src/i18n/register.ts). */
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
  if (page) {
    if (page.entry) files.add(page.entry);
    collect(page.graph?.groups[exposeGroup(page.expose)], page);
    collect(page.graph?.groups[textsGroup(page.locale)], page);
  }
  return [...files];
}

/**
 * The head entries: first the boot script at the top of <body>, which holds the page's parsing
 * until it has run (on HTTP/1.1, behind forty low-priority preloads it waited for a free
 * connection), then the remote's manifest as a fetch preload (crossorigin, as the runtime's
 * fetch() asks for it) and each file as a low-priority script or style preload, after the entry
 * scripts. `already` are the files the page links itself (entry scripts, stylesheets): not twice.
 */
export function scriptHints(shell: ScriptSource, page: PageScripts | null, already: readonly string[] = []): string[] {
  const skip = new Set(already);
  const hints: string[] = [`<link rel="preload" as="script" href="${PREFERENCES_BOOT_SCRIPT}" />`];
  if (page) hints.push(`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(page.manifest)}" fetchpriority="low" />`);
  for (const file of pageScriptFiles(shell, page)) {
    if (!skip.has(file)) hints.push(`<link rel="preload" as="${file.endsWith('.css') ? 'style' : 'script'}" href="${escapeHtml(file)}" fetchpriority="low" />`);
  }
  return hints;
}
