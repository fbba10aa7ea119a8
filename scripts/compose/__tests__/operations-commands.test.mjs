// The backup and restore steps the compose test runs are read from docs/operations.md: both blocks
// must be there, under Backups, in the form the test rewrites (the restore names its archive first).
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { it } from 'node:test';
import { OPERATIONS_DOC, operationsCommands } from '../operations-commands.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

it('finds the backup and the restore steps under the Backups heading of docs/operations.md', () => {
  const text = readFileSync(join(root, OPERATIONS_DOC), 'utf8');
  const backups = text.indexOf('\n## Backups\n');
  assert.ok(backups >= 0, 'docs/operations.md has a "## Backups" section (the admin\'s Backups section sends operators there)');
  const nextSection = text.indexOf('\n## ', backups + 1);
  for (const heading of ['### Back up (compose)', '### Restore (compose)']) {
    const at = text.indexOf(`\n${heading}\n`);
    assert.ok(at > backups && (nextSection < 0 || at < nextSection), `${heading} is inside Backups`);
  }
  const backup = operationsCommands(root, 'Back up (compose)');
  assert.match(backup, /node api\/dist\/cli\.js backup/);
  const restore = operationsCommands(root, 'Restore (compose)');
  assert.match(restore, /^archive=\S+/m, 'the restore takes the archive as archive=');
  assert.match(restore, /node api\/dist\/cli\.js restore/);
});

it('refuses a heading without an sh block of its own', () => {
  const site = mkdtempSync(join(tmpdir(), 'operations-commands-'));
  try {
    mkdirSync(join(site, 'docs'));
    writeFileSync(join(site, OPERATIONS_DOC), '### Empty\ntext\n### Next\n```sh\necho next\n```\n');
    assert.throws(() => operationsCommands(site, 'Empty'), /has no sh block/);
    assert.throws(() => operationsCommands(site, 'Missing'), /has no "### Missing" section/);
    assert.equal(operationsCommands(site, 'Next'), 'echo next\n');
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
