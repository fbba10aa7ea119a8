// Module Federation `shared` settings used by the shell and every remote, so each shared
// library loads once. The router and the texts are shared-ui's own (`shared-ui/router`,
// `shared-ui/i18n/core` and `…/react`), shared as its singleton subpaths below.
//
// shared-ui's subpaths that hold state or a library's single instance are shared as singletons
// (a store module that is not shared forks silently): the stores, the texts, page data, the API
// client, the router. Its components, hooks, stylesheets and the domain's rules hold none: each
// build bundles the ones it uses with the code that uses them (the domain shared whole was 9 KB
// of gzip on every page, of which the frame uses its constants and a few functions). Shared, each was a file of
// its own that a page asked for separately, a round trip each on a phone's slow line (Home: 23 of
// the 50 files it needed before it worked).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const versionOf = (name) => require(`${name}/package.json`).version;

const singleton = (name) => ({ singleton: true, requiredVersion: `^${versionOf(name)}` });

/** shared-ui's exported subpaths that are bundled, not shared: they keep no state of their own (the domain's one cache, a date formatter, may exist once per build). */
const BUNDLED_SHARED_UI = ['components/', 'hooks/', 'styles/', 'jest/', 'page-texts', 'rich-text', 'page-protocol', 'domain'];

/**
 * The `shared` entries of shared-ui's stateful subpaths, read from its package exports ("./stores/*"
 * becomes the prefix 'shared-ui/stores/'); build-time helpers (*.mjs, package.json) are not code a page loads.
 */
function sharedUiEntries() {
  const { exports, version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
  const entries = {};
  for (const subpath of Object.keys(exports)) {
    const key = subpath.replace(/^\.\//, '').replace(/\*$/, '');
    if (key.endsWith('.mjs') || key === 'package.json' || BUNDLED_SHARED_UI.some((prefix) => key.startsWith(prefix))) continue;
    // packageName: the build looks its version up in shared-ui's package.json instead of resolving
    // 'shared-ui/stores/' itself (Node warns of a trailing-slash exports pattern).
    entries[`shared-ui/${key}`] = { singleton: true, requiredVersion: false, version, packageName: 'shared-ui' };
  }
  return entries;
}

export const sharedDependencies = {
  react: singleton('react'),
  'react-dom': singleton('react-dom'),
  // Shared too, or every chunk with JSX carries its own copy of the (small) runtime.
  'react/jsx-runtime': { ...singleton('react'), shareKey: 'react/jsx-runtime' },
  zustand: singleton('zustand'),
  ...sharedUiEntries(),
};

// 'loaded-first': a shared module is taken from whoever already registered it (the shell). The
// default 'version-first' fetches every registered remote's entry to compare versions the first
// time any chunk needs a shared module, so opening a lazy panel downloaded the admin remote and
// an unreachable remote broke it.
export const shareStrategy = 'loaded-first';

/**
 * The runtime plugins of every browser container (the shell's and each remote's own instance):
 * a shared module that failed to load is loaded again when next asked for.
 */
export const sharedRuntimePlugins = [fileURLToPath(new URL('./src/federation/share-retry-plugin.ts', import.meta.url))];

/**
 * What every remote's pluginModuleFederation has in common besides its name and exposes: the
 * shared libraries and strategy above, the federation runtime taken from the shell (which builds
 * with provideExternalRuntime), and an mf-manifest.json for the shell's remotes.json to point at.
 */
export const remoteFederationOptions = {
  shared: sharedDependencies,
  shareStrategy,
  runtimePlugins: sharedRuntimePlugins,
  dts: false,
  experiments: { externalRuntime: true, optimization: { target: 'web' } },
  manifest: true,
};

/**
 * The federation runtime as ES modules in every browser build. Rspack's federation plugin imports
 * its bundler runtime (and @module-federation/runtime, and the shell's inject-external-runtime-core
 * plugin) by the absolute path `require.resolve` gives: the packages' CommonJS builds, which
 * require the whole of @module-federation/sdk (script and link loading, the logger, manifest
 * snapshots) whether the container uses it or not. Aliased to the same packages' ES builds, the
 * bundler keeps only what is used: 5 KB gzip off the shell's entry and off each remote's entry,
 * on every page. The Node builds (the renderer, the remotes' server containers) keep theirs.
 */
export function pluginFederationRuntimeEsm() {
  return {
    name: 'softskills:federation-runtime-esm',
    setup(api) {
      api.modifyRspackConfig((config, { target }) => {
        if (target !== 'web') return;
        config.resolve ??= {};
        config.resolve.alias = { ...federationRuntimeEsmAlias(), ...config.resolve.alias };
      });
    },
  };
}

/** @param {string} folder @param {string} name */
function isPackageFolder(folder, name) {
  const file = join(folder, 'package.json');
  if (folder === dirname(folder)) throw new Error(`${name}: no package.json above its entry`);
  return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).name === name;
}

/** Each federation runtime package's CommonJS entry file, mapped to its ES entry file. */
function federationRuntimeEsmAlias() {
  // Resolved as Rspack resolves them: from the runtime-tools package the federation plugin uses.
  const fromRuntimeTools = createRequire(require.resolve('@module-federation/runtime-tools'));
  const packages = ['runtime-tools', 'runtime', 'runtime-core', 'webpack-bundler-runtime', 'sdk', 'error-codes', 'inject-external-runtime-core-plugin'];
  return Object.fromEntries(
    packages.map((name) => {
      const commonJsEntry = fromRuntimeTools.resolve(`@module-federation/${name}`);
      // The package's folder: the nearest one up from its entry with a package.json of that name.
      let folder = dirname(commonJsEntry);
      while (!isPackageFolder(folder, `@module-federation/${name}`)) folder = dirname(folder);
      const { module: esEntry } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
      return [commonJsEntry, join(folder, esEntry)];
    }),
  );
}

/**
 * The Rspack settings of a public remote's browser build: code that several pages
 * share is split into a chunk of its own only from 40 KB (before compression; Rspack's default
 * is 20 KB, and these builds split chunks of 7–13 KB), so a page is its exposed module, its
 * stylesheet and what is large: on a phone's line every file is a round trip of its own (Home's
 * part: five scripts before, two now). A page opened later in the visit may download a few KB
 * again that an earlier page had.
 */
export const publicRemoteWebTools = { rspack: { optimization: { splitChunks: { minSize: 40_000 } } } };

/**
 * The server target beside the browser one: the same pages as a Node container
 * (`async-node`, `commonjs-module`, with @module-federation/node's runtime plugin, which the
 * rsbuild plugin adds for `target: 'node'`) that the page renderer loads at run time. The
 * federation runtime stays inside the container (no host provides it on the server).
 */
export const serverRemoteFederationOptions = {
  shared: sharedDependencies,
  shareStrategy,
  dts: false,
  manifest: true,
};

/**
 * The Rsbuild environment of a remote's server build: `dist/server/` beside the browser build, so
 * the renderer finds it next to the browser manifest remotes.json names (server/mf-manifest.json).
 * Hashed file names (a redeploy changes the manifest the renderer watches), no CSS and no copies
 * of images (the browser build serves them; the server only needs their names).
 */
export function serverEnvironment(plugin) {
  return {
    plugins: [plugin],
    source: { entry: { server: './src/server-entry.ts' } },
    output: {
      target: 'node',
      assetPrefix: 'auto',
      distPath: { root: 'dist/server' },
      emitCss: false,
      emitAssets: false,
      filename: { js: '[name].[contenthash:8].js' },
    },
  };
}
