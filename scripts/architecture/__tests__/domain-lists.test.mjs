// The domain-lists check: the repository follows it, and a list spelled out again outside
// the domain package (domain/src) fails it in a throw-away tree. (The direction of imports is ESLint's:
// scripts/lint/__tests__.)
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { checkDomainLists, formatReport } from '../domain-lists.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'domain-lists-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const DOMAIN = `
export const WORKSHOP_NAMES = ['Grafický dizajn', 'Argumentácia', 'Marketing'] as const;
export const PALETTES = { light: { primary: '#0891B2', accent: '#10B981' }, dark: { primary: '#A78BFA', accent: '#34D399' } };
export const LOCALES = ['sk', 'en'] as const;
`;

/** A tree that imports the lists: tests and texts may spell values out, other lists are free. */
const ALLOWED = {
  'domain/src/constants.ts': DOMAIN,
  'shared-ui/src/components/button.tsx': "import { WORKSHOP_NAMES } from 'shared-ui/domain';",
  'api/src/feedback/feedback.service.ts': "import { WORKSHOP_NAMES } from '@softskills/domain';",
  'mfe-admin/src/features/albums/__tests__/albums-tab.spec.tsx': "const names = ['Grafický dizajn', 'Argumentácia'];",
  'mfe-admin/src/i18n/sk.ts': "export const sk = { workshops: { a: 'Grafický dizajn', b: 'Argumentácia' } };",
  'mfe-public/src/pages/home/locales.ts': "export const pair = ['sk', 'en'];",
  'mfe-public/src/pages/home/one-name.ts': "export const only = ['Marketing', 'Design'];",
};

function tree(extra = {}) {
  const root = mkdtempSync(join(scratch, 'tree-'));
  for (const [path, code] of Object.entries({ ...ALLOWED, ...extra })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), code);
  }
  return root;
}

function onlyViolation(wrong) {
  const violations = checkDomainLists(tree(wrong));
  assert.equal(violations.length, 1, formatReport(violations));
  return violations[0];
}

describe('domain lists', () => {
  it('are declared once in this repository', () => {
    assert.equal(formatReport(checkDomainLists()), '');
  });

  it('accept imports, tests, texts and unrelated lists', () => {
    assert.deepEqual(checkDomainLists(tree()), []);
  });

  it('fail when a domain list or palette is spelled out again outside the domain package', () => {
    const workshops = onlyViolation({ 'mfe-public/src/pages/workshops/names.ts': "export const NAMES = ['Marketing', 'Argumentácia'] as const;" });
    assert.equal(workshops.file, 'mfe-public/src/pages/workshops/names.ts');
    assert.equal(workshops.line, 1);
    assert.match(workshops.rule, /re-declares WORKSHOP_NAMES \(Marketing, Argumentácia\)/);
    assert.match(onlyViolation({ 'shell/src/lib/theme.ts': "const dark = { main: '#A78BFA', extra: '#34D399' };" }).rule, /re-declares PALETTES\.dark/);
    assert.match(onlyViolation({ 'api/src/feedback/workshops.ts': "const names = new Set(['Grafický dizajn', 'Marketing']);" }).rule, /re-declares WORKSHOP_NAMES/);
  });
});
