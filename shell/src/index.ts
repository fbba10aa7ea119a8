import { preloadPageFiles } from './federation/page-files';

// Async boundary: Module Federation negotiates the shared singletons before React loads
// (without it: RUNTIME-006, eager consumption). Started in a task after the one that evaluates
// this script, so evaluating the runtime and preparing the shared modules are not one long task.
// The chunk group is named: the renderer preloads its files (issue 24.3), with the page's others.
setTimeout(() => {
  preloadPageFiles();
  void import(/* webpackChunkName: "boot" */ './bootstrap');
}, 0);
