import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { copyBuild } from '../lib/processes.mjs';

test('a copied build keeps each compressed copy as new as its file, so the server still sends it', () => {
  const root = mkdtempSync(join(tmpdir(), 'bench-copy-'));
  try {
    const from = join(root, 'dist', 'static', 'js');
    mkdirSync(from, { recursive: true });
    const built = new Date('2026-01-01T10:00:00Z');
    const compressed = new Date('2026-01-01T10:00:01Z');
    /** @type {Array<{ name: string, time: Date }>} */
    const files = [
      { name: 'a.js', time: built },
      { name: 'a.js.br', time: compressed },
      { name: 'a.js.gz', time: compressed },
    ];
    for (const { name, time } of files) {
      writeFileSync(join(from, name), name);
      utimesSync(join(from, name), time, time);
    }
    copyBuild(join(root, 'dist'), join(root, 'copy'));
    const mtime = (name) => statSync(join(root, 'copy', 'static', 'js', name)).mtimeMs;
    assert.equal(mtime('a.js'), built.getTime());
    assert.ok(mtime('a.js.br') >= mtime('a.js'));
    assert.ok(mtime('a.js.gz') >= mtime('a.js'));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
