// The mfe_public remote: the seven public pages the shell loads at run time (team contract), built
// twice: for the browser (dist/) and as a Node container for the page renderer (dist/server/).
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginFederationRuntimeEsm, publicRemoteWebTools, remoteFederationOptions, serverEnvironment, serverRemoteFederationOptions } from 'shared-ui/federation.mjs';
import { pluginChunkRetry } from 'shared-ui/chunk-retry.mjs';
import { pluginPrecompress } from 'shared-ui/precompress.mjs';
import { pluginScriptGraph } from 'shared-ui/script-graph.mjs';

const name = 'mfe_public';
const exposes = {
  './Home': './src/pages/home/home-page.tsx',
  './About': './src/pages/about/about-page.tsx',
  './Workshops': './src/pages/workshops/workshops-page.tsx',
  './Materials': './src/pages/materials/materials-page.tsx',
  './Feedback': './src/pages/feedback/feedback-page.tsx',
  './Contact': './src/pages/contact/contact-page.tsx',
  './InteractiveTools': './src/pages/interactive-tools/interactive-tools-page.tsx',
  './Privacy': './src/pages/privacy/privacy-page.tsx',
};

export default defineConfig({
  // pluginFederationRuntimeEsm: the federation runtime from its ES modules, so what is unused is dropped (federation.mjs).
  // Each text asset of the browser build gets .br and .gz beside it (the servers send them as they are); script-graph.json
  // names the scripts of each exposed page and of each language's texts (src/i18n/register.ts)
  // for the renderer's preloads.
  plugins: [pluginReact(), pluginPrecompress(), pluginScriptGraph({ groups: (group) => group.startsWith('__federation_expose_') || group.startsWith('i18n-') }), pluginChunkRetry(), pluginFederationRuntimeEsm()],
  environments: {
    web: {
      plugins: [pluginModuleFederation({ name, exposes, ...remoteFederationOptions }, { environment: 'web' })],
      source: { entry: { index: './src/index.ts' } },
      html: { title: 'mfe_public – dev harness', mountId: 'app' },
      // 'auto': chunks are requested from wherever the manifest came from, not the host (RUNTIME-008).
      output: { assetPrefix: 'auto', distPath: { root: 'dist' } },
      tools: publicRemoteWebTools,
    },
    server: serverEnvironment(pluginModuleFederation({ name, exposes, ...serverRemoteFederationOptions }, { target: 'node', environment: 'server' })),
  },
  server: { port: 3001 },
});
