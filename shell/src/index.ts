import { preloadPageFiles } from './federation/page-files';
import { yieldToBrowser } from './lib/yield-to-browser';

/** The bundler's door to the federation runtime's share scope (initializeSharing). */
declare function __webpack_init_sharing__(scope: string): Promise<void>;

// Async boundary: Module Federation negotiates the shared singletons before React loads
// (without it: RUNTIME-006, eager consumption). Started in a task after the one that evaluates
// this script, so evaluating the runtime and preparing the shared modules are not one long task.
// The chunk group is named: the renderer preloads its files (issue 24.3), with the page's others.
//
// The largest libraries the start needs are evaluated first, each in a task of its own, then the
// rest: evaluated with the start's own modules they made one task of 100 ms and more on a fast
// machine, 400 ms on Lighthouse's simulated phone, and every tap in it waited (issue 24). Before
// them the federation runtime registers the shared modules of the scope, in a task of its own too:
// done inside the first import, it made that task 50-90 ms on the bench's machine (20-45 ms now).
setTimeout(() => {
  preloadPageFiles();
  void (async () => {
    await __webpack_init_sharing__('default');
    await yieldToBrowser();
    await import('react-dom/client');
    await yieldToBrowser();
    await import('shared-ui/router');
    await yieldToBrowser();
    await import('i18next');
    await yieldToBrowser();
    await import(/* webpackChunkName: "boot" */ './bootstrap');
  })();
}, 0);
