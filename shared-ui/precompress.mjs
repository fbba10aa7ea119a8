// The site's text assets are compressed once, when they are built, not per request.
// After an Rsbuild build, every compressible file of the browser build (`web` environment) gets a
// `.br` (Brotli, quality 11) and a `.gz` (gzip, level 9) beside it, when that saves at least a
// tenth of its bytes. `npm start` (api/src/site/compressed-static.ts) and nginx (`gzip_static`)
// send those files as they are; a file without them is sent plain.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.map', '.xml', '.webmanifest']);
export const MIN_BYTES = 1024;
/** Keep a compressed copy only when it is at most this share of the original. */
const MAX_RATIO = 0.9;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** @type {Record<'.br' | '.gz', (content: Buffer) => Promise<Buffer>>} */
const ENCODERS = {
  '.br': (content) =>
    brotli(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  '.gz': (content) => gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
};

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file under `dir`.
 * @param {string} dir
 * @returns {Promise<{ files: number; bytes: number; compressedBytes: number }>} what was compressed (sizes of the .br files)
 */
export async function precompressDirectory(dir) {
  const summary = { files: 0, bytes: 0, compressedBytes: 0 };
  for await (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(path).toLowerCase())) continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    const content = await readFile(path);
    for (const [suffix, encode] of Object.entries(ENCODERS)) {
      const compressed = await encode(content);
      if (compressed.length > content.length * MAX_RATIO) continue;
      await writeFile(path + suffix, compressed);
      if (suffix === '.br') {
        summary.files += 1;
        summary.bytes += content.length;
        summary.compressedBytes += compressed.length;
      }
    }
  }
  return summary;
}

/**
 * Rsbuild plugin: precompresses the output of the named environments after a production build.
 * @param {{ environments?: string[] }} [options]
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginPrecompress({ environments = ['web'] } = {}) {
  return {
    name: 'softskills:precompress',
    setup(api) {
      api.onAfterBuild(async ({ environments: built }) => {
        for (const name of environments) {
          const environment = built[name];
          if (environment) await precompressDirectory(environment.distPath);
        }
      });
    },
  };
}
