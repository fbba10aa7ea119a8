// The host (issue 3). No remote is baked in: src/federation/remotes-manifest.ts reads
// /remotes.json at start and registers the remotes with the runtime API, so each remote
// deploys on its own and an operator points the shell elsewhere without rebuilding it.
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { shareStrategy, sharedDependencies } from 'shared-ui/federation.mjs';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedDependencies,
      shareStrategy,
      // errorLoadRemote: a remote that cannot load becomes a typed error for the route's boundary.
      runtimePlugins: ['./src/federation/remote-failure-plugin.ts'],
      dts: false,
      // The shell provides the federation runtime once; remotes built with externalRuntime reuse it.
      experiments: { provideExternalRuntime: true },
      manifest: false,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: {
    template: './src/index.html',
    mountId: 'app',
  },
  output: {
    distPath: { root: 'dist' },
    assetPrefix: '/',
  },
  server: {
    port: 3000,
    historyApiFallback: true,
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
