// What the renderer shares with the remotes' server containers: the same singletons the
// shell shares in the browser (shared-ui/federation.mjs) — React, zustand — and every
// shared-ui module, so a remote's page finds the router, i18n, page data and stores of the render
// it runs in, never a second copy of its own.
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';
import * as Zustand from 'zustand';
import * as SharedApi from 'shared-ui/api';
import * as SharedApiBasics from 'shared-ui/api/basics';
import * as SharedPageData from 'shared-ui/page-data';
import * as SharedRemoteAssets from 'shared-ui/remote-assets';
import * as SharedRouter from 'shared-ui/router';
import reactPackage from 'react/package.json';
import zustandPackage from 'zustand/package.json';
import sharedUiPackage from 'shared-ui/package.json';

interface ModuleContext {
  keys(): string[];
  (request: string): unknown;
}
declare global {
  interface ImportMeta {
    webpackContext(directory: string, options: { recursive: boolean; regExp: RegExp }): ModuleContext;
  }
}

export interface SharedModule {
  version: string;
  scope: string[];
  lib: () => unknown;
  shareConfig: { singleton: boolean; requiredVersion: false };
}

const provided = (module: unknown, version: string): SharedModule => ({
  version,
  scope: ['default'],
  lib: () => module,
  shareConfig: { singleton: true, requiredVersion: false },
});

// Each folder whose modules shared-ui exports by pattern (package.json "exports"): its files,
// tests left out, under the names remotes import them by.
const SHARED_UI_FOLDERS: Array<[string, ModuleContext]> = [
  ['components', import.meta.webpackContext('../../shared-ui/src/components', { recursive: false, regExp: /^\.\/[\w-]+\.tsx$/ })],
  ['hooks', import.meta.webpackContext('../../shared-ui/src/hooks', { recursive: false, regExp: /^\.\/[\w-]+\.ts$/ })],
  ['stores', import.meta.webpackContext('../../shared-ui/src/stores', { recursive: false, regExp: /^\.\/[\w-]+\.ts$/ })],
  ['i18n', import.meta.webpackContext('../../shared-ui/src/i18n', { recursive: false, regExp: /^\.\/[\w-]+\.ts$/ })],
];

export function sharedScope(): Record<string, SharedModule> {
  const reactVersion = reactPackage.version;
  const sharedUi = sharedUiPackage.version;
  const scope: Record<string, SharedModule> = {
    react: provided(React, reactVersion),
    'react-dom': provided(ReactDom, reactVersion),
    'react/jsx-runtime': provided(JsxRuntime, reactVersion),
    zustand: provided(Zustand, zustandPackage.version),
    'shared-ui/api': provided(SharedApi, sharedUi),
    'shared-ui/api/basics': provided(SharedApiBasics, sharedUi),
    'shared-ui/page-data': provided(SharedPageData, sharedUi),
    'shared-ui/remote-assets': provided(SharedRemoteAssets, sharedUi),
    'shared-ui/router': provided(SharedRouter, sharedUi),
  };
  for (const [folder, context] of SHARED_UI_FOLDERS) {
    for (const file of context.keys()) {
      const name = file.replace(/^\.\//, '').replace(/\.tsx?$/, '');
      scope[`shared-ui/${folder}/${name}`] = provided(context(file), sharedUi);
    }
  }
  return scope;
}
