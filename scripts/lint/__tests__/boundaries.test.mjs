// The lint configuration (eslint.config.mjs) refuses each import across the boundaries and an
// import cycle. Each case lints a real file of the repository with one import changed (ESLint's
// lintText at the file's path: the file on disk stays as it is) and expects the named rule; the
// same file with an allowed import passes those rules.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { REPO_ROOT } from '../check-types.mjs';

const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'import-x/no-cycle', 'no-restricted-imports']);
let eslint;

before(() => {
  eslint = new ESLint({ cwd: REPO_ROOT });
});

/** The boundary findings for `path` with `lines` prepended to its own code. */
async function boundaryFindings(path, lines) {
  const code = `${lines.join('\n')}\n${readFileSync(join(REPO_ROOT, path), 'utf8')}`;
  const [result] = await eslint.lintText(code, { filePath: join(REPO_ROOT, path) });
  const fatal = result.messages.filter((message) => message.fatal);
  assert.deepEqual(fatal, [], `${path} parses`);
  return result.messages.filter((message) => BOUNDARY_RULES.has(message.ruleId)).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('npm run test:lint: import boundaries', () => {
  it('refuses a remote importing the shell or the domain package, and lets it import shared-ui', async () => {
    const path = 'mfe-public/src/pages/home/home-data.ts';
    assert.deepEqual(await boundaryFindings(path, ["import { labelKeyForPath } from '../../../../shell/src/lib/route-table';", 'void labelKeyForPath;']), [
      'import-x/no-restricted-paths: Unexpected path "../../../../shell/src/lib/route-table" imported in restricted zone. the shell and each remote are built and deployed on their own: import only shared-ui (the domain as shared-ui/domain)',
    ]);
    // The domain comes through shared-ui/domain, the frontends' one door to it.
    const [direct, ...others] = await boundaryFindings(path, ["import { SITE_CONTENT } from '@softskills/domain';", 'void SITE_CONTENT;']);
    assert.deepEqual(others, []);
    assert.match(direct, /^import-x\/no-restricted-paths: .*import only shared-ui \(the domain as shared-ui\/domain\)/);
    assert.deepEqual(await boundaryFindings(path, ["import { SITE_CONTENT } from 'shared-ui/domain';", 'void SITE_CONTENT;']), []);
    // Tests may import what composes their code, but not another package.
    const [fromTest] = await boundaryFindings('mfe-admin/jest.setup.ts', ["import '../shell/jest.setup';"]);
    assert.match(fromTest, /^import-x\/no-restricted-paths: .*built and deployed on their own/);
  });

  it('refuses the renderer reaching into a feature, and lets it use what src/app and src/lib offer', async () => {
    const path = 'shell/renderer/sitemap.ts';
    const [finding, ...rest] = await boundaryFindings(path, ["import { useAnnouncerStore } from '../src/features/announcer/announcer-store';", 'void useAnnouncerStore;']);
    assert.deepEqual(rest, []);
    assert.match(finding, /^import-x\/no-restricted-paths: .*the renderer renders what src\/app composes/);
    assert.deepEqual(await boundaryFindings(path, ["import { documentTitle } from '../src/lib/document-title';", 'void documentTitle;']), []);
  });

  it('refuses a relative import into shared-ui/src/stores, from another package and from shared-ui', async () => {
    const [fromShell] = await boundaryFindings('shell/src/lib/route-table.ts', ["import { useThemeStore } from '../../../shared-ui/src/stores/theme-store';", 'void useThemeStore;']);
    assert.match(fromShell, /^no-restricted-imports: .*import stores as shared-ui\/stores\/<name>/);
    const [fromSharedUi] = await boundaryFindings('shared-ui/src/components/accordion.tsx', ["import { useThemeStore } from '../stores/theme-store';", 'void useThemeStore;']);
    assert.match(fromSharedUi, /^no-restricted-imports: .*a relative path makes a second copy of the shared store/);
    assert.deepEqual(await boundaryFindings('shell/src/lib/route-table.ts', ["import { useThemeStore } from 'shared-ui/stores/theme-store';", 'void useThemeStore;']), []);
  });

  it('refuses a feature importing another feature', async () => {
    const findings = await boundaryFindings('mfe-admin/src/features/tools/tool-url.ts', ["import { coverOf } from '../albums/album-cover';", 'void coverOf;']);
    assert.equal(findings.length, 1);
    assert.match(findings[0], /a feature never imports another feature/);
  });

  it('refuses the api importing shared-ui, even its domain re-exports, and lets it import the domain package', async () => {
    const path = 'api/src/albums/albums.service.ts';
    for (const line of ["import { LOCALES } from 'shared-ui/domain';", "import { matchPath as LOCALES } from '../../../shared-ui/src/router';"]) {
      const findings = await boundaryFindings(path, [line, 'void LOCALES;']);
      assert.equal(findings.length, 1, line);
      assert.match(findings[0], /the api never imports shared-ui or a frontend/);
    }
    assert.deepEqual(await boundaryFindings(path, ["import { LOCALES } from '@softskills/domain';", 'void LOCALES;']), []);
  });

  it('refuses the domain importing another package', async () => {
    const findings = await boundaryFindings('domain/src/constants.ts', ["import { matchPath } from '../../shared-ui/src/router';", 'void matchPath;']);
    assert.equal(findings.length, 1);
    assert.match(findings[0], /the domain .* imports no other package/);
  });

  it('refuses an import cycle', async () => {
    // domain/src/index.ts re-exports constants.ts: constants importing the index closes a cycle.
    const findings = await boundaryFindings('domain/src/constants.ts', ["import { LOCALES as _LOCALES } from './index';"]);
    assert.deepEqual(findings, ['import-x/no-cycle: Dependency cycle detected']);
  });
});
