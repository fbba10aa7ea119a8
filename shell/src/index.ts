import { preloadPageFiles } from './federation/page-files';
import { yieldToBrowser } from './lib/yield-to-browser';

// Async boundary: Module Federation negotiates the shared singletons before React loads
// (without it: RUNTIME-006, eager consumption). Started in a task after the one that evaluates
// this script, so evaluating the runtime and preparing the shared modules are not one long task.
// The chunk group is named: the renderer preloads its files (issue 24.3), with the page's others.
//
// The largest libraries the start needs are evaluated first, each in a task of its own, then the
// rest: evaluated with the start's own modules they made one task of 100 ms and more on a fast
// machine, 400 ms on Lighthouse's simulated phone, and every tap in it waited (issue 24).
setTimeout(() => {
  preloadPageFiles();
  void (async () => {
    await import('react-dom/client');
    await yieldToBrowser();
    await import('shared-ui/router');
    await yieldToBrowser();
    await import('i18next');
    await yieldToBrowser();
    await import(/* webpackChunkName: "boot" */ './bootstrap');
  })();
}, 0);
