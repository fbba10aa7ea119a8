// The check of `npm run test:ops` (scripts/api/openapi.mjs --check): a DTO changed without
// `npm run api:generate` fails it, and redocly lint fails the document's usual mistakes.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DOCUMENT, ROOT, TYPES, buildApi, compareWithCommitted, lintDocument, produceDocument } from '../openapi.mjs';

const CHANGED_DTO = fileURLToPath(new URL('./fixtures/changed-dto.cjs', import.meta.url));

describe('the committed OpenAPI document and client types', () => {
  before(() => {
    // `npm run test:ops` built the API a moment ago (`--check`); on its own this test builds it.
    if (!existsSync(join(ROOT, 'api', 'dist', 'cli.js'))) buildApi();
  });

  it('are what the API produces, and both fail the check when a DTO gains a field without regenerating', async () => {
    assert.deepEqual(await compareWithCommitted(produceDocument()), []);
    const changed = produceDocument(['--require', CHANGED_DTO]);
    assert.match(changed, /addedWithoutRegenerating/);
    const problems = await compareWithCommitted(changed);
    assert.equal(problems.length, 2, problems.join('\n'));
    assert.match(problems[0], new RegExp(`^${DOCUMENT} is not what the API produces \\(line \\d+`));
    assert.match(problems[1], new RegExp(`^${TYPES} is not generated from the API's document`));
  });
});

describe('redocly lint (redocly.yaml)', () => {
  it('passes the committed document and fails one without servers or without a 4xx answer', () => {
    const committed = lintDocument(join(ROOT, DOCUMENT));
    assert.ok(committed.ok, committed.output);

    const document = JSON.parse(readFileSync(join(ROOT, DOCUMENT), 'utf8'));
    delete document.servers;
    const list = document.paths['/api/albums'].get;
    for (const status of Object.keys(list.responses)) if (status.startsWith('4')) delete list.responses[status];
    const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const broken = lintDocument(file);
      assert.equal(broken.ok, false);
      assert.match(broken.output, /no-empty-servers/);
      assert.match(broken.output, /operation-4xx-response/);
      assert.match(broken.output, /~1api~1albums\/get\/responses/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
