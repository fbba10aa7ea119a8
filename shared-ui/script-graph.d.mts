// Types of script-graph.mjs, read by the rsbuild configs and the page renderer.
import type { RsbuildPlugin } from '@rsbuild/core';

/** One chunk group or shared module: its script and stylesheet files (relative to the build's folder) and the shared modules it consumes. */
export interface ScriptGraphNode {
  files: string[];
  consumes: string[];
  /** A named group's parts hydrated later (chunks named `deferred-…`): their stylesheets, which the page links from the start. */
  deferredStyles?: string[];
}
/** script-graph.json. Keys of provides and fallbacks: `<share scope>:<share key>`, e.g. `default:react`. */
export interface ScriptGraph {
  groups: Record<string, ScriptGraphNode>;
  provides: Record<string, ScriptGraphNode>;
  fallbacks: Record<string, ScriptGraphNode>;
}
export declare const SCRIPT_GRAPH_FILE: string;
export declare const DEFERRED_CHUNK_PREFIX: string;
export declare function shareKeyOf(identifier: string): string | null;
export declare function pluginScriptGraph(options: { groups: (name: string) => boolean; environments?: string[] }): RsbuildPlugin;
