// The router is shared through `shared-ui/router` only (see src/router.ts; shared-ui's own, react-router
// is no longer used), the texts through `shared-ui/i18n/core` and `shared-ui/i18n/react` (shared-ui's
// own; i18next is no longer used). A source file that reaches the router's or the texts' modules
// by a relative path bundles a second copy in a remote: its links then throw "useLocation() may be
// used only inside a router", its texts are an empty second set. This walks every package's sources to keep each
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

  // The router and the texts are shared-ui's own (src/routing, src/i18n): no source reaches for the libraries they replaced.
  it.each(['react-router', 'i18next', 'react-i18next'])('imports %s nowhere', (library) => {
    const direct = new RegExp(`from\\s+['"]${library}(/[\\w-]+)?['"]`);
    const offenders = appSources.filter((file) => direct.test(file.code)).map((file) => file.path);
    expect(offenders).toEqual([]);
  });

  it('reaches the doors by their shared names, never by a relative path', () => {
    const offenders = appSources
      .filter((file) => /from\s+['"](\.\.?\/)+(src\/|i18n\/)?(router|react|core)['"]/.test(file.code))
      .map((file) => file.path);
    expect(offenders).toEqual([]);
  });

  it('reaches the router only through its doors', () => {
    const doors = ['router.ts', 'router-server.ts'].map((name) => join('shared-ui', 'src', name));
    const offenders = appSources
      .filter((file) => !doors.includes(file.path) && !file.path.startsWith(join('shared-ui', 'src', 'routing')))
      .filter((file) => /from\s+['"](\.\.?\/)+(src\/)?routing\//.test(file.code))
      .map((file) => file.path);
    expect(offenders).toEqual([]);
  });
});
