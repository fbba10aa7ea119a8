// The admin remote (mfe_admin): login and the six-tab panel, fetched by the shell only on /admin*.
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { sharedDependencies } from 'shared-ui/federation.mjs';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'mfe_admin',
      exposes: {
        './AdminLogin': './src/pages/login/admin-login-page.tsx',
        './Admin': './src/pages/panel/admin-page.tsx',
      },
      shared: sharedDependencies,
      dts: false,
      manifest: true,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: { title: 'Admin (mfe_admin standalone)' },
  server: { port: 3003 },
  output: { assetPrefix: 'auto', distPath: { root: 'dist' } },
});
