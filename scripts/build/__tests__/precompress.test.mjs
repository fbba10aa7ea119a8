// The build's precompression (shared-ui/precompress.mjs): every compressible file that
// shrinks gets a .br and a .gz with its exact bytes; small, binary and incompressible files do not.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDirectory } from '../../../shared-ui/precompress.mjs';

test('writes .br and .gz beside each compressible text asset, in every folder, and nothing else', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  try {
    const text = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `slovo-${i % 20}`))};\n`;
    const files = {
      script: join(dir, 'static', 'js', 'index.1a2b3c.js'),
      style: join(dir, 'static', 'css', 'index.4d5e6f.css'),
      manifest: join(dir, 'mf-manifest.json'),
      small: join(dir, 'static', 'js', 'tiny.0a0b0c.js'),
      image: join(dir, 'logo.png'),
      random: join(dir, 'static', 'js', 'random.0c0d0e.js'),
    };
    for (const file of Object.values(files)) mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(files.script, text);
    writeFileSync(files.style, `.a{color:red}\n`.repeat(200));
    writeFileSync(files.manifest, JSON.stringify({ name: 'mfe_public', words: text }));
    writeFileSync(files.small, 'console.log(1)');
    writeFileSync(files.image, text);
    writeFileSync(files.random, randomBytes(4096));

    const summary = await precompressDirectory(dir);

    for (const file of [files.script, files.style, files.manifest]) {
      assert.deepEqual(brotliDecompressSync(readFileSync(`${file}.br`)), readFileSync(file), file);
      assert.deepEqual(gunzipSync(readFileSync(`${file}.gz`)), readFileSync(file), file);
    }
    // Too small, not text, and a file that would not shrink by a tenth (random bytes).
    for (const file of [files.small, files.image, files.random]) {
      assert.equal(existsSync(`${file}.br`) || existsSync(`${file}.gz`), false, file);
    }
    assert.ok(summary.files >= 3);
    assert.ok(summary.compressedBytes < summary.bytes / 2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
