// The gallery remote: exposes one page that handles /galeria and /galeria/:albumId, built
// for the browser (dist/) and as a Node container for the page renderer (dist/server/).
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginFederationRuntimeEsm, publicRemoteWebTools, remoteFederationOptions, serverEnvironment, serverRemoteFederationOptions } from 'shared-ui/federation.mjs';
import { pluginChunkRetry } from 'shared-ui/chunk-retry.mjs';
import { pluginPrecompress } from 'shared-ui/precompress.mjs';
import { pluginScriptGraph } from 'shared-ui/script-graph.mjs';

const name = 'mfe_gallery';
const exposes = { './Gallery': './src/pages/gallery/gallery-page.tsx' };

// The standalone harness (npm run dev) talks to an API started separately; default is the
// gallery engineer's port, overridable for anyone else.
const apiTarget = process.env.GALLERY_API_URL ?? 'http://127.0.0.1:8502';

export default defineConfig({
  // pluginFederationRuntimeEsm: the federation runtime from its ES modules, so what is unused is dropped (federation.mjs).
  // Each text asset of the browser build gets .br and .gz beside it (the servers send them as they are); script-graph.json
  // names each exposed page's scripts and each language's texts (src/i18n/register.ts) for the renderer's preloads.
  plugins: [pluginReact(), pluginPrecompress(), pluginScriptGraph({ groups: (group) => group.startsWith('__federation_expose_') || group.startsWith('i18n-') }), pluginChunkRetry(), pluginFederationRuntimeEsm()],
  environments: {
    web: {
      plugins: [pluginModuleFederation({ name, exposes, ...remoteFederationOptions }, { environment: 'web' })],
      source: { entry: { index: './src/index.ts' } },
      html: { title: 'Fotogaléria (mfe-gallery)' },
      output: { assetPrefix: 'auto', distPath: { root: 'dist' } },
      tools: publicRemoteWebTools,
    },
    server: serverEnvironment(pluginModuleFederation({ name, exposes, ...serverRemoteFederationOptions }, { target: 'node', environment: 'server' })),
  },
  server: {
    port: 3002,
    // In development the shell's dev server (port 3000) loads this remote from another origin.
    cors: { origin: ['http://localhost:3000', 'http://127.0.0.1:3000'] },
    historyApiFallback: true,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
});
