import { isServerRendered } from 'shared-ui/page-protocol';
import { preloadPageFiles } from './federation/page-files';
import { afterFirstContentfulPaint, yieldToBrowser } from './lib/yield-to-browser';

/** The bundler's door to the federation runtime's share scope (initializeSharing). */
declare function __webpack_init_sharing__(scope: string): Promise<void>;

// Async boundary: Module Federation negotiates the shared singletons before React loads
// (without it: RUNTIME-006, eager consumption). Started in a task after the one that evaluates
// this script, so evaluating the runtime and preparing the shared modules are not one long task.
// The chunk group is named: the renderer preloads its files, with the page's others.
//
// The largest libraries the start needs are evaluated first, each in a task of its own, then the
// rest: evaluated with the start's own modules they made one task of 100 ms and more on a fast
// machine, 400 ms on Lighthouse's simulated phone, and every tap in it waited. Before
// them the federation runtime registers the shared modules of the scope, in a task of its own too:
// done inside the first import, it made that task 50-90 ms on the bench's machine (20-45 ms now).
//
// On a page the server rendered, nothing is asked for before its first paint is on the screen:
// on a fast machine this script can run before it, and then every file it asks for is, to
// Lighthouse's simulation of a slow phone, a file the first paint waited for (Workshops, whose
// largest paint is text: LCP 1.3 s when the files were asked for after the paint, 2.2-2.5 s when
// before it, 6 runs on one machine). The static index.html paints nothing before the app does.
const serverRendered = isServerRendered();
void (serverRendered ? afterFirstContentfulPaint() : yieldToBrowser()).then(() => {
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
});
