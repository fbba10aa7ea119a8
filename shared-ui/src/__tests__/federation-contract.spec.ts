// The router is shared through `shared-ui/router` only (see src/router.ts). A source file that
// imports 'react-router' itself, or reaches router.ts by a relative path, bundles a second router
// in a remote: its links and hooks then throw "useHref() may be used only in the context of a
// <Router>" on the shell's pages. This walks every package's sources to keep that door single.
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

describe('federation contract: one router for the shell and every remote', () => {
  it('finds the sources of all packages', () => {
    for (const pkg of PACKAGES) expect(appSources.some((file) => file.path.startsWith(`${pkg}/`))).toBe(true);
  });

  it("imports react-router only in shared-ui/src/router.ts", () => {
    const offenders = appSources
      .filter((file) => file.path !== join('shared-ui', 'src', 'router.ts'))
      .filter((file) => /from\s+['"]react-router(\/[\w-]+)?['"]/.test(file.code))
      .map((file) => file.path);
    expect(offenders).toEqual([]);
  });

  it('reaches the router by its shared name, never by a relative path', () => {
    const offenders = appSources
      .filter((file) => /from\s+['"](\.\.?\/)+(src\/)?router['"]/.test(file.code))
      .map((file) => file.path);
    expect(offenders).toEqual([]);
  });
});
