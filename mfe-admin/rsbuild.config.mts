// The admin remote (mfe_admin): login and the six-tab panel, fetched by the shell only on /admin*.
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginFederationRuntimeEsm, remoteFederationOptions } from 'shared-ui/federation.mjs';
import { pluginChunkRetry } from 'shared-ui/chunk-retry.mjs';
import { pluginPrecompress } from 'shared-ui/precompress.mjs';

export default defineConfig({
  plugins: [
    pluginReact(),
    // Each text asset of the build gets .br and .gz beside it (the servers send them as they are).
    pluginPrecompress(),
    // A chunk that fails to load is requested again before it counts as failed (chunk-retry.mjs).
    pluginChunkRetry(),
    // The federation runtime's ES build, so unused parts of it are dropped (federation.mjs).
    pluginFederationRuntimeEsm(),
    pluginModuleFederation({
      name: 'mfe_admin',
      exposes: {
        './AdminLogin': './src/pages/login/admin-login-page.tsx',
        './Admin': './src/pages/panel/admin-page.tsx',
      },
      ...remoteFederationOptions,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: { title: 'Admin (mfe_admin standalone)' },
  server: {
    port: 3003,
    historyApiFallback: true,
    // The standalone harness talks to a running API (e.g. `npm start` on 8080).
    proxy: { '/api': process.env.ADMIN_API_TARGET ?? 'http://127.0.0.1:8080', '/uploads': process.env.ADMIN_API_TARGET ?? 'http://127.0.0.1:8080' },
  },
  output: { assetPrefix: 'auto', distPath: { root: 'dist' } },
});
