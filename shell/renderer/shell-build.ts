// What the renderer links from the shell's browser build (same commit, same deploy: renderer and
// shell static image are built from one stage): the entry script and the shell's one stylesheet,
// from rsbuild's manifest.json, the scripts it needs to start, from script-graph.json,
// and index.html as the client-rendered page (admin, fallbacks).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCRIPT_GRAPH_FILE, type ScriptGraph } from 'shared-ui/script-graph.mjs';

export interface ShellBuild {
  scripts: string[];
  stylesheets: string[];
  /** The shell's script graph (shared-ui/script-graph.mjs); null for a build without one. */
  scriptGraph?: ScriptGraph | null;
  /** The static index.html: the page when the renderer leaves the whole page to the browser. */
  clientRenderedHtml: string;
}

interface RsbuildManifest {
  entries?: Record<string, { initial?: { js?: string[]; css?: string[] }; async?: { css?: string[] } }>;
}

export function readShellBuild(shellDist: string): ShellBuild {
  const manifest = JSON.parse(readFileSync(join(shellDist, 'manifest.json'), 'utf8')) as RsbuildManifest;
  const entry = manifest.entries?.index;
  if (!entry?.initial?.js?.length) throw new Error(`${shellDist}/manifest.json names no entry script: build the shell first`);
  const stylesheets = [...(entry.initial.css ?? []), ...(entry.async?.css ?? []).filter((file) => file.includes('shell-styles'))];
  if (stylesheets.length === 0) throw new Error(`${shellDist}/manifest.json names no shell-styles stylesheet`);
  return {
    scripts: entry.initial.js,
    stylesheets,
    scriptGraph: existsSync(join(shellDist, SCRIPT_GRAPH_FILE)) ? (JSON.parse(readFileSync(join(shellDist, SCRIPT_GRAPH_FILE), 'utf8')) as ScriptGraph) : null,
    clientRenderedHtml: readFileSync(join(shellDist, 'index.html'), 'utf8'),
  };
}

/** index.html as a page that must not be indexed (the admin, and any page the renderer gave up on). */
export function withNoIndex(html: string): string {
  return html.replace('<head>', '<head>\n    <meta name="robots" content="noindex" />');
}

/**
 * The admin's client-rendered page with a word for a browser without JavaScript:
 * the panel is a script application, so without scripts it says so, in both languages.
 */
export function withAdminNoScript(html: string): string {
  return html.replace(
    '<body>',
    `<body>
    <noscript>
      <main style="max-width: 40rem; margin: 3rem auto; padding: 0 1rem; font: 1.125rem/1.5 system-ui, sans-serif">
        <h1>Administrácia potrebuje JavaScript</h1>
        <p>Zapni JavaScript v prehliadači a načítaj stránku znova. Verejné stránky webu fungujú aj bez neho: <a href="/">Domov</a>.</p>
        <h2 lang="en">The admin panel needs JavaScript</h2>
        <p lang="en">Turn JavaScript on in your browser and reload the page. The public pages work without it: <a href="/?lang=en">Home</a>.</p>
      </main>
    </noscript>`,
  );
}
