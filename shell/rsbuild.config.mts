// The shell, built for two places. `web`: the host the browser runs. No remote is baked
// in: src/federation/remotes-manifest.ts reads /remotes.json at start and registers the remotes
// with the runtime API, so each remote deploys on its own. `renderer`: the Node server that answers
// page navigations with server-rendered HTML (renderer/README.md); it loads the remotes'
// server builds at run time from the same remotes.json.
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginFederationRuntimeEsm, shareStrategy, sharedDependencies, sharedRuntimePlugins } from 'shared-ui/federation.mjs';
import { pluginChunkRetry } from 'shared-ui/chunk-retry.mjs';
import { pluginPrecompress } from 'shared-ui/precompress.mjs';
import { pluginScriptGraph } from 'shared-ui/script-graph.mjs';
import { DEFAULT_LOCALE, SITE_CONTENT } from 'shared-ui/domain';
import { APP_ELEMENT_ID, BOOT_SCRIPT_PATH } from 'shared-ui/page-protocol';
import { staticDocumentHead } from './renderer/page-document';

/**
 * The modules of the `frame-shared` chunk, by path: React's core and react-dom's index (not its
 * client), zustand, react-i18next; shared-ui's stores, texts, page data and domain, its remote
 * assets, router door and API basics; and the domain's rules the shell uses (left out, a rule the
 * shared modules read was copied into a small file of each one's own, four on every page).
 */
const FRAME_SHARED = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/](react[\\/]|react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)|zustand[\\/]|react-i18next[\\/])`,
    String.raw`[\\/]shared-ui[\\/]src[\\/]((stores|i18n|page-data|domain)[\\/]|(remote-assets|router|api[\\/]basics)\.ts$)`,
    String.raw`[\\/]domain[\\/]src[\\/]`,
  ].join('|'),
);

export default defineConfig({
  // Each text asset of the browser build gets .br and .gz beside it (the servers send them as they are).
  // script-graph.json: the scripts the `boot` chunk group (src/index.ts) and the English texts
  // (`i18n-en`, src/i18n/init-i18n.ts) need, for the renderer's preloads.
  // A chunk that fails to load is requested again before it counts as failed (chunk-retry.mjs).
  // The federation runtime is built from its ES modules, so what is unused is dropped (federation.mjs).
  plugins: [pluginReact(), pluginPrecompress(), pluginScriptGraph({ groups: (name) => name === 'boot' || name.startsWith('i18n-') }), pluginChunkRetry(), pluginFederationRuntimeEsm()],
  environments: {
    web: {
      plugins: [
        pluginModuleFederation(
          {
            name: 'shell',
            remotes: {},
            shared: sharedDependencies,
            shareStrategy,
            // A remote's manifest or entry that fails to load is requested again first (remote-retry-plugin);
            // errorLoadRemote: a remote that still cannot load becomes a typed error for the route's boundary.
            runtimePlugins: ['./src/federation/remote-retry-plugin.ts', './src/federation/remote-failure-plugin.ts', ...sharedRuntimePlugins],
            dts: false,
            // The shell provides the federation runtime once; remotes built with externalRuntime reuse it.
            experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
            manifest: false,
          },
          { environment: 'web' },
        ),
      ],
      source: { entry: { index: './src/index.ts' } },
      // The static index.html: the renderer's document head (one definition, renderer/page-document.ts),
      // titled with the site's default name until the app names the page from the site's details.
      html: {
        template: './src/index.html',
        mountId: APP_ELEMENT_ID,
        templateParameters: { lang: DEFAULT_LOCALE, head: staticDocumentHead(SITE_CONTENT.productName), bootScript: BOOT_SCRIPT_PATH },
        // The head above is the whole head: no title or meta tag of the build's own, nor the icon it
        // would add again from the public folder.
        title: '',
        meta: () => ({}),
        tags: (tags) => tags.filter((tag) => !(tag.tag === 'link' && tag.attrs?.rel === 'icon')),
      },
      output: {
        distPath: { root: 'dist' },
        assetPrefix: '/',
        // The renderer reads it to link the entry script and the shell's stylesheet (renderer/shell-build.ts).
        manifest: true,
      },
      performance: { chunkSplit: { strategy: 'split-by-experience' } },
      tools: {
        rspack: {
          optimization: {
            splitChunks: {
              cacheGroups: {
                // All of the shell's styles (tokens, base, every shared-ui component, the frame) in
                // one stylesheet, which a server-rendered page links from its head.
                'shell-styles': { name: 'shell-styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 100 },
                // The small shared modules the frame needs before it works in one file: each was a
                // file of its own, 14 round trips on a phone's slow line for 19 KB. The large
                // ones (react-dom's client, i18next, the router) stay files of their own, loaded
                // side by side; the API client stays on demand.
                'frame-shared': {
                  name: 'frame-shared',
                  test: FRAME_SHARED,
                  chunks: 'async',
                  enforce: true,
                  priority: 50,
                },
              },
            },
          },
        },
      },
    },
    // The boot script (src/boot): one small classic script at a fixed address, first in <body> of
    // every page, beside the browser build's files. No federation, no HTML, no chunks.
    boot: {
      source: { entry: { [BOOT_SCRIPT_PATH.replace(/^\/|\.js$/g, '')]: './src/boot/index.ts' } },
      output: {
        target: 'web',
        distPath: { root: 'dist', js: '' },
        filename: { js: '[name].js' },
        cleanDistPath: false,
        manifest: false,
      },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      tools: { htmlPlugin: false },
    },
    renderer: {
      source: { entry: { renderer: './renderer/main.ts' } },
      output: {
        target: 'node',
        // CommonJS: remote containers are `commonjs-module` code the federation runtime runs with require().
        module: false,
        distPath: { root: 'dist-renderer' },
        emitCss: false,
        emitAssets: false,
      },
    },
  },
  server: {
    port: 3000,
    historyApiFallback: true,
  },
});
