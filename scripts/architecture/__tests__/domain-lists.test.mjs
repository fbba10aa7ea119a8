// The domain-lists check: the repository follows it, and a list (or a column of the workshop
// table) spelled out again outside the domain package (domain/src) fails it in a throw-away tree.
// (The direction of imports is ESLint's: scripts/lint/__tests__.)
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { checkDomainLists, formatReport } from '../domain-lists.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'domain-lists-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const DOMAIN = `
export const WORKSHOPS = [
  { id: 1, key: 'graphicDesign', name: { sk: 'Grafický dizajn', en: 'Graphic design' }, frequency: '1x týždenne' },
  { id: 2, key: 'argumentation', name: { sk: 'Argumentácia', en: 'Argumentation' }, frequency: '1x za 2 týždne' },
  { id: 3, key: 'marketing', name: { sk: 'Marketing', en: 'Marketing' }, frequency: '1x týždenne' },
] as const satisfies readonly WorkshopRow[];
export const WORKSHOP_NAMES = WORKSHOPS.map((workshop) => workshop.name.sk);
export const PALETTES = { light: { primary: '#0891B2', accent: '#10B981' }, dark: { primary: '#A78BFA', accent: '#34D399' } };
export const LOCALES = ['sk', 'en'] as const;
`;

/**
 * A tree that imports the lists: tests may spell values out, texts may share a workshop's facts,
 * rows of data may name workshops, other lists are free.
 */
const ALLOWED = {
  'domain/src/workshops.ts': DOMAIN,
  'shared-ui/src/components/button.tsx': "import { WORKSHOP_NAMES } from 'shared-ui/domain';",
  'api/src/feedback/feedback.service.ts': "import { WORKSHOP_NAMES } from '@softskills/domain';",
  'mfe-admin/src/features/albums/__tests__/albums-tab.spec.tsx': "const names = ['Grafický dizajn', 'Argumentácia'];",
  'mfe-admin/src/i18n/sk.ts': "import { WORKSHOP_TEXTS_SK } from 'shared-ui/domain';\nexport const sk = { workshops: WORKSHOP_TEXTS_SK, weekly: '1x týždenne', biweekly: '1x za 2 týždne' };",
  'mfe-public/src/pages/materials/placeholders.ts': "export const rows = [{ id: -1, category: 'Grafický dizajn' }, { id: -2, category: 'Argumentácia' }];",
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

  it('accept imports, tests, texts sharing a fact, rows of data and unrelated lists', () => {
    assert.deepEqual(checkDomainLists(tree()), []);
  });

  it('fail when a domain list or palette is spelled out again outside the domain package', () => {
    const workshops = onlyViolation({ 'mfe-public/src/pages/workshops/names.ts': "export const NAMES = ['Marketing', 'Argumentácia'] as const;" });
    assert.equal(workshops.file, 'mfe-public/src/pages/workshops/names.ts');
    assert.equal(workshops.line, 1);
    assert.match(workshops.rule, /re-declares WORKSHOPS\.name\.sk \(Marketing, Argumentácia\)/);
    assert.match(onlyViolation({ 'shell/src/lib/theme.ts': "const dark = { main: '#A78BFA', extra: '#34D399' };" }).rule, /re-declares PALETTES\.dark/);
    assert.match(onlyViolation({ 'api/src/feedback/workshops.ts': "const names = new Set(['Grafický dizajn', 'Marketing']);" }).rule, /re-declares WORKSHOPS\.name\.sk/);
  });

  it("fail when the workshops' English names or keys are spelled out again, in code or in its texts", () => {
    const english = onlyViolation({ 'shared-ui/src/i18n/workshop-names-en.ts': "export const NAMES_EN = { graphicDesign: 'Graphic design', argumentation: 'Argumentation' } as const;" });
    assert.equal(english.file, 'shared-ui/src/i18n/workshop-names-en.ts');
    assert.match(english.rule, /re-declares WORKSHOPS\.name\.en \(Graphic design, Argumentation\)/);
    const byNumber = onlyViolation({ 'mfe-public/src/i18n/en.ts': "export const en = { focus: { items: { 1: { title: 'Graphic design' }, 2: { title: 'Marketing' } } } };" });
    assert.match(byNumber.rule, /re-declares WORKSHOPS\.name\.en \(Graphic design, Marketing\)/);
    assert.match(onlyViolation({ 'mfe-public/src/i18n/sk/labels.ts': "export const labels = { a: 'Grafický dizajn', b: 'Argumentácia' };" }).rule, /re-declares WORKSHOPS\.name\.sk/);
    assert.match(onlyViolation({ 'shared-ui/src/components/icons.tsx': "const keys = ['graphicDesign', 'marketing'];" }).rule, /re-declares WORKSHOPS\.key/);
  });
});
