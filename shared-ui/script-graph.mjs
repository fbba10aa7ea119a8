// Which scripts a page needs before it can hydrate, known when the page is rendered.
// The browser otherwise finds them one round trip after another (the entry script, then the
// shell's start chunks, then the remote's manifest, entry and page chunks, then the page's shared
// modules): on a phone's slow line each of those round trips delays the page's first answer.
// After a browser build this plugin writes script-graph.json beside it: for each named chunk group
// it is asked about (the shell's `boot`, a remote's exposed pages), the script and stylesheet files
// of its chunks (the bundler's runtime waits for both before it runs a chunk) and the shared modules
// they consume; for each shared module the build provides, the same for the
// provider. The page renderer follows the graph (shell/renderer/script-hints.ts) and lists every
// file in the page's head; the shell's entry script preloads them at low priority, side by side.
export const SCRIPT_GRAPH_FILE = 'script-graph.json';

/**
 * The chunk name prefix of a page's parts hydrated later (shared-ui/components/deferred.tsx):
 * `import(/* webpackChunkName: "deferred-…" *\/ …)`. Their scripts wait, but the server renders them,
 * so their stylesheets are the page's own: a named group lists them as `deferredStyles`.
 */
export const DEFERRED_CHUNK_PREFIX = 'deferred-';
const NAME = 'softskills:script-graph';

/** `default:react-dom` from "consume shared module (default) react-dom@^19 (strict) (fallback: …)" or "provide shared module (default) react-dom@19.3.1 = …". */
export function shareKeyOf(identifier) {
  const match = /^(?:consume|provide) shared module \(([^)]+)\) (@?[^@\s]+)@/.exec(identifier);
  return match ? `${match[1]}:${match[2]}` : null;
}

/** The rspack plugin: the graph of one compilation. */
export class ScriptGraphPlugin {
  /** @param {{ groups: (name: string) => boolean }} options which named chunk groups to describe */
  constructor({ groups }) {
    this.groups = groups;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const { chunkGraph } = compilation;
        /** The scripts of some chunks (in order, each once) and the shared modules they consume. */
        const describe = (chunks) => {
          const files = new Set();
          const consumes = new Set();
          const fallbacks = {};
          for (const chunk of chunks) {
            for (const file of chunk.files) if (file.endsWith('.js') || file.endsWith('.css')) files.add(file);
            for (const module of chunkGraph.getChunkModules(chunk)) {
              const key = module.type === 'consume-shared-module' ? shareKeyOf(module.identifier()) : null;
              if (!key) continue;
              consumes.add(key);
              fallbacks[key] = blockChunks(module);
            }
          }
          return { node: { files: [...files], consumes: [...consumes] }, fallbacks };
        };
        const blockChunks = (module) => (module.blocks ?? []).flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
        const graph = { groups: {}, provides: {}, fallbacks: {} };
        const pendingFallbacks = [];
        const add = (chunks) => {
          const { node, fallbacks } = describe(chunks);
          pendingFallbacks.push(fallbacks);
          return node;
        };
        /** The stylesheets of a group's deferred parts, and of theirs. */
        const deferredStyles = (group, styles = new Set(), seen = new Set()) => {
          for (const child of group.childrenIterable) {
            if (seen.has(child) || !child.name?.startsWith(DEFERRED_CHUNK_PREFIX)) continue;
            seen.add(child);
            for (const chunk of child.chunks) for (const file of chunk.files) if (file.endsWith('.css')) styles.add(file);
            deferredStyles(child, styles, seen);
          }
          return styles;
        };
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!this.groups(name)) continue;
          const node = add(group.chunks);
          const styles = deferredStyles(group);
          graph.groups[name] = styles.size > 0 ? { ...node, deferredStyles: [...styles] } : node;
        }
        for (const entrypoint of compilation.entrypoints.values()) {
          for (const chunk of entrypoint.chunks) {
            for (const module of chunkGraph.getChunkModules(chunk)) {
              const key = module.type === 'provide-module' ? shareKeyOf(module.identifier()) : null;
              if (key) graph.provides[key] = add(blockChunks(module));
            }
          }
        }
        // A consumed module nobody provides loads the consumer's fallback copy (and what that consumes).
        for (let index = 0; index < pendingFallbacks.length; index += 1) {
          for (const [key, chunks] of Object.entries(pendingFallbacks[index])) {
            if (!(key in graph.fallbacks)) graph.fallbacks[key] = add(chunks);
          }
        }
        compilation.emitAsset(SCRIPT_GRAPH_FILE, new sources.RawSource(`${JSON.stringify(graph)}\n`));
      });
    });
  }
}

/**
 * Rsbuild plugin: script-graph.json in the browser build of the named environments.
 * @param {{ groups: (name: string) => boolean, environments?: string[] }} options
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginScriptGraph({ groups, environments = ['web'] }) {
  return {
    name: NAME,
    setup(api) {
      api.modifyRspackConfig((config, { environment }) => {
        if (!environments.includes(environment.name)) return;
        config.plugins = [...(config.plugins ?? []), new ScriptGraphPlugin({ groups })];
      });
    },
  };
}
