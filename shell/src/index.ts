import { preloadPageFiles } from './federation/page-files';
import { yieldToBrowser } from './lib/yield-to-browser';

/** The bundler's door to the federation runtime's share scope (initializeSharing). */
declare function __webpack_init_sharing__(scope: string): Promise<void>;

// Async boundary: Module Federation negotiates the shared singletons before React loads
// (without it: RUNTIME-006, eager consumption). Started in a task after the one that evaluates
// this script, so evaluating the runtime and preparing the shared modules are not one long task.
// The chunk group is named: the renderer preloads its files, with the page's others.
//
// The largest libraries the start needs are evaluated first, each in a task of its own, then the
// rest: evaluated together with the start's own modules they make one long task, and every tap in
// it waits. Before them the federation runtime registers the shared modules of the scope, in a
// task of its own too.
//
// On a page the server rendered, nothing is asked for before its first paint is on the screen: the
// boot script adds this script only then (page protocol, invariant 7), since every file asked for
// earlier would be one the first paint waits for on a slow phone. The static index.html paints
// nothing before the app does.
void yieldToBrowser().then(() => {
  preloadPageFiles();
  void (async () => {
    await __webpack_init_sharing__('default');
    await yieldToBrowser();
    await import('react-dom/client');
    await yieldToBrowser();
    await import('shared-ui/router');
    await yieldToBrowser();
    await import(/* webpackChunkName: "boot" */ './bootstrap');
  })();
});
