// react-router is shared through `shared-ui/router` only (see src/router.ts), the texts through
// `shared-ui/i18n/core` and `shared-ui/i18n/react` (shared-ui's own; i18next is no longer used). A
// source file that imports the router itself, or reaches a door by a relative path, bundles a
// second copy in a remote: its links then throw "useHref() may be used only in the context of a
// <Router>", its texts are an empty second set. This walks every package's sources to keep each
// door single.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const PACKAGES = ['shell', 'mfe-public', 'mfe-gallery', 'mfe-admin', 'shared-ui'];
const TEST_PATH = /(__tests__|\/test\/|\.spec\.|\.test\.|e2e)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const appSources = PACKAGES.flatMap((pkg) => sourceFiles(join(ROOT, pkg, 'src')))
  .filter((path) => !TEST_PATH.test(path))
  .map((path) => ({ path: relative(ROOT, path), code: readFileSync(path, 'utf8') }));

describe('federation contract: one router and one set of texts for the shell and every remote', () => {
  it('finds the sources of all packages', () => {
    for (const pkg of PACKAGES) expect(appSources.some((file) => file.path.startsWith(`${pkg}/`))).toBe(true);
  });

  it.each([
    // The server door (StaticRouter) is the renderer's: the browser's shared router stays small.
    ['react-router', [join('shared-ui', 'src', 'router.ts'), join('shared-ui', 'src', 'router-server.ts')]],
    ['i18next', []],
    ['react-i18next', []],
  ])('imports %s only in %s', (library, doors) => {
    const direct = new RegExp(`from\\s+['"]${library}(/[\\w-]+)?['"]`);
    const offenders = appSources.filter((file) => !doors.includes(file.path) && direct.test(file.code)).map((file) => file.path);
    expect(offenders).toEqual([]);
  });

  it('reaches the doors by their shared names, never by a relative path', () => {
    const offenders = appSources
      .filter((file) => /from\s+['"](\.\.?\/)+(src\/|i18n\/)?(router|react|core)['"]/.test(file.code))
      .map((file) => file.path);
    expect(offenders).toEqual([]);
  });
});
