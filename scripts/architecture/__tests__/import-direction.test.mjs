// The import-direction check: the repository follows it, and each rule fails on a deliberately
// wrong file in a throw-away tree.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { checkArchitecture, formatReport } from '../import-direction.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'import-direction-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const DOMAIN = `
export const WORKSHOP_NAMES = ['Grafický dizajn', 'Argumentácia', 'Marketing'] as const;
export const PALETTES = { light: { primary: '#0891B2', accent: '#10B981' }, dark: { primary: '#A78BFA', accent: '#34D399' } };
export const LOCALES = ['sk', 'en'] as const;
`;

/** A tree that follows every rule: shared code, features, pages, and the API on the domain. */
const ALLOWED = {
  'shared-ui/src/domain/constants.ts': DOMAIN,
  'shared-ui/src/components/button.tsx': "import { WORKSHOP_NAMES } from '../domain/constants';",
  'shared-ui/src/hooks/use-hydrated.ts': 'export const useHydrated = () => true;',
  'api/src/albums/albums.service.ts': "import { WORKSHOP_NAMES } from 'shared-ui/domain';\nimport { Injectable } from '@nestjs/common';",
  'mfe-admin/src/lib/error-message.ts': "import { ApiError } from 'shared-ui/api';",
  'mfe-admin/src/hooks/use-texts.ts': "import { errorMessage } from '../lib/error-message';",
  'mfe-admin/src/components/pager.tsx': "import { Button } from 'shared-ui/components/button';\nimport { useTexts } from '../hooks/use-texts';",
  'mfe-admin/src/features/albums/album-cover.ts': "import { WORKSHOP_NAMES } from 'shared-ui/domain';",
  'mfe-admin/src/features/albums/components/albums-tab.tsx':
    "import { coverOf } from '../album-cover';\nimport { Pager } from '../../../components/pager';\nimport { useHydrated } from 'shared-ui/hooks/use-hydrated';\nimport './albums-tab.css';",
  'mfe-admin/src/pages/panel/admin-page.tsx': "import { AlbumsTab } from '../../features/albums/components/albums-tab';\nconst Lazy = () => import('../../features/albums/album-cover');",
  'mfe-admin/src/features/albums/__tests__/albums-tab.spec.tsx': "import AdminPage from '../../../pages/panel/admin-page';\nconst names = ['Grafický dizajn', 'Argumentácia'];",
  'mfe-admin/src/i18n/sk.ts': "export const sk = { workshops: { a: 'Grafický dizajn', b: 'Argumentácia' } };",
  'mfe-admin/jest.config.cjs': "const { frontendJestConfig } = require('../shared-ui/jest/preset.cjs');",
  'shell/src/lib/route-table.ts': "import { matchPath } from 'shared-ui/router';",
  'shell/src/features/announcer/use-route-announcements.ts': "import { labelKeyForPath } from '../../lib/route-table';",
  'shell/src/app/router.tsx': "import { SITE_ROUTES } from '../lib/route-table';\nimport { LiveRegion } from '../features/announcer/use-route-announcements';",
  'mfe-public/src/pages/home/locales.ts': "export const pair = ['sk', 'en'];",
};

/** Writes the allowed tree plus `extra` (path → code) into a fresh directory. */
function tree(extra = {}) {
  const root = mkdtempSync(join(scratch, 'tree-'));
  for (const [path, code] of Object.entries({ ...ALLOWED, ...extra })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), code);
  }
  return root;
}

const check = (root, exceptions = []) => checkArchitecture(root, { exceptions });

/** The one violation `wrong` (path → code) adds to the allowed tree. */
function onlyViolation(wrong) {
  const { violations, unusedExceptions } = check(tree(wrong));
  assert.deepEqual(unusedExceptions, []);
  assert.equal(violations.length, 1, formatReport({ violations, unusedExceptions }));
  return violations[0];
}

describe('import direction', () => {
  it('holds in this repository', () => {
    const result = checkArchitecture();
    assert.equal(formatReport(result), '');
  });

  it('accepts shared code → features → pages, remotes on shared-ui, the api on the domain', () => {
    assert.deepEqual(check(tree()), { violations: [], unusedExceptions: [] });
  });

  it('fails when a feature imports another feature', () => {
    const violation = onlyViolation({ 'mfe-admin/src/features/tools/tool-form.tsx': "import { coverOf } from '../albums/album-cover';" });
    assert.equal(violation.file, 'mfe-admin/src/features/tools/tool-form.tsx');
    assert.match(violation.rule, /feature tools imports feature albums/);
  });

  it('fails when a feature imports the app or a page', () => {
    assert.match(onlyViolation({ 'shell/src/features/footer/footer.tsx': "import { SITE_ROUTES } from '../../app/router';" }).rule, /src\/features imports src\/app/);
    assert.match(onlyViolation({ 'mfe-admin/src/features/tools/tools-tab.tsx': "import AdminPage from '../../pages/panel/admin-page';" }).rule, /src\/features imports src\/pages/);
  });

  it('fails when shared code imports the app or a feature', () => {
    assert.match(onlyViolation({ 'shell/src/lib/on-demand.tsx': "export { SiteRoutes } from '../app/router';" }).rule, /src\/lib imports src\/app/);
    assert.match(onlyViolation({ 'mfe-admin/src/hooks/use-cover.ts': "import { coverOf } from '../features/albums/album-cover';" }).rule, /src\/hooks imports feature albums/);
  });

  it('fails when a remote imports another remote or the shell, by path or by package name', () => {
    assert.match(onlyViolation({ 'mfe-gallery/src/lib/paths.ts': "import { x } from '../../../mfe-public/src/lib/dates';" }).rule, /mfe-gallery imports mfe-public/);
    assert.match(onlyViolation({ 'mfe-public/src/pages/home/home-page.tsx': "import { routeForPath } from 'shell/lib/route-table';" }).rule, /mfe-public imports shell/);
    assert.match(onlyViolation({ 'mfe-admin/jest.setup.ts': "import '../shell/jest.setup';" }).rule, /mfe-admin imports shell/);
  });

  it('fails when the api imports shared-ui beyond its domain', () => {
    assert.match(onlyViolation({ 'api/src/albums/albums.controller.ts': "import { api } from 'shared-ui/api';" }).rule, /the api imports only shared-ui\/src\/domain/);
    assert.match(onlyViolation({ 'api/src/albums/album.entity.ts': "import { useHydrated } from '../../../shared-ui/src/hooks/use-hydrated';" }).rule, /the api imports only/);
  });

  it('fails when a domain list or palette is spelled out again outside shared-ui/src/domain', () => {
    const workshops = onlyViolation({ 'mfe-public/src/pages/workshops/names.ts': "export const NAMES = ['Marketing', 'Argumentácia'] as const;" });
    assert.equal(workshops.line, 1);
    assert.match(workshops.rule, /re-declares WORKSHOP_NAMES \(Marketing, Argumentácia\)/);
    assert.match(onlyViolation({ 'shell/src/lib/theme.ts': "const dark = { main: '#A78BFA', extra: '#34D399' };" }).rule, /re-declares PALETTES\.dark/);
    assert.match(onlyViolation({ 'api/src/feedback/workshops.ts': "const names = new Set(['Grafický dizajn', 'Marketing']);" }).rule, /re-declares WORKSHOP_NAMES/);
  });

  it('keeps its exceptions honest: an import it excuses passes, an exception nothing needs fails', () => {
    const wrong = { 'mfe-admin/src/features/tools/tool-form.tsx': "import { coverOf } from '../albums/album-cover';" };
    const exception = { from: 'mfe-admin/src/features/tools/', to: 'mfe-admin/src/features/albums/' };
    assert.deepEqual(check(tree(wrong), [exception]), { violations: [], unusedExceptions: [] });
    assert.deepEqual(check(tree(), [exception]), { violations: [], unusedExceptions: [exception] });
  });
});
