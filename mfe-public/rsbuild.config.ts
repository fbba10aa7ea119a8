// The mfe_public remote: the seven public pages the shell loads at run time (team contract).
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions } from 'shared-ui/federation.mjs';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'mfe_public',
      exposes: {
        './Home': './src/pages/home/home-page.tsx',
        './About': './src/pages/about/about-page.tsx',
        './Workshops': './src/pages/workshops/workshops-page.tsx',
        './Materials': './src/pages/materials/materials-page.tsx',
        './Feedback': './src/pages/feedback/feedback-page.tsx',
        './Contact': './src/pages/contact/contact-page.tsx',
        './InteractiveTools': './src/pages/interactive-tools/interactive-tools-page.tsx',
      },
      ...remoteFederationOptions,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: { title: 'mfe_public – dev harness', mountId: 'app' },
  server: { port: 3001 },
  // 'auto': chunks are requested from wherever the manifest came from, not the host (RUNTIME-008).
  output: { assetPrefix: 'auto', distPath: { root: 'dist' } },
});
