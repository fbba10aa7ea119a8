// The gallery remote (issue 5): exposes one page that handles /galeria and /galeria/:albumId.
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions } from 'shared-ui/federation.mjs';

// The standalone harness (npm run dev) talks to an API started separately; default is the
// gallery engineer's port, overridable for anyone else.
const apiTarget = process.env.GALLERY_API_URL ?? 'http://127.0.0.1:8502';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'mfe_gallery',
      exposes: { './Gallery': './src/app/gallery-page.tsx' },
      ...remoteFederationOptions,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: { title: 'Fotogaléria (mfe-gallery)' },
  output: {
    assetPrefix: 'auto',
    distPath: { root: 'dist' },
  },
  server: {
    port: 3002,
    // In development the shell's dev server (port 3000) loads this remote from another origin.
    cors: { origin: ['http://localhost:3000', 'http://127.0.0.1:3000'] },
    historyApiFallback: true,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
});
