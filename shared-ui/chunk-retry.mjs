// A script or stylesheet chunk that fails to load (a phone's line dropped for a moment: "Loading
// chunk g failed") is requested again before the page gives up on it: CHUNK_RETRIES more times,
// after a short pause that grows, at the same address (a failed answer is never cached). Every
// browser container builds with it (the shell and each remote), as each loads its own chunks.
// After the last failure the chunk's import fails as before: a remote's page shows its "not
// available" message, the shell's boot script its "did not load completely" notice
// (the shell's boot script counts the attempts with the same number, chunk-retry-count.mjs).
import { pluginAssetsRetry } from '@rsbuild/plugin-assets-retry';
import { CHUNK_RETRIES } from './chunk-retry-count.mjs';

export { CHUNK_RETRIES };

/** The pause before retry `times + 1` (0.6 s, then 1.2 s). @param {{ times: number }} context */
const pauseBeforeRetry = (context) => (context.times + 1) * 600;

export function pluginChunkRetry() {
  return pluginAssetsRetry({
    max: CHUNK_RETRIES,
    type: ['script', 'link'],
    delay: pauseBeforeRetry,
    addQuery: false,
    // The HTML files a build writes (the shell's index.html, served while the renderer is down)
    // retry their own scripts with a small script of their own: a file, not inline, as the site's
    // Content-Security-Policy allows scripts from the site only. The renderer's pages rely on the
    // chunks' retry above and on the boot script's notice.
    inlineScript: false,
  });
}
