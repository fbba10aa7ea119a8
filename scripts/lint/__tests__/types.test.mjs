// `npm run test:types` covers every source file of the repository, and a type error in a file it
// covers fails it: in TypeScript (the renderer, built by SWC without a type check) and in the
// JavaScript of bench/ (checkJs).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { PROJECTS, REPO_ROOT, TSC, typeCheck } from '../check-types.mjs';

const SOURCE = /\.(c|m)?(t|j)sx?$/;

function listedFiles(project) {
  const output = execFileSync(process.execPath, [TSC, '-p', project, '--listFilesOnly'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return output.split('\n').filter((line) => line && !line.includes('/node_modules/'));
}

/** Writes `code` to `path` (repository-relative) while `run` runs, then removes it. */
function withFile(path, code, run) {
  const absolute = join(REPO_ROOT, path);
  writeFileSync(absolute, code);
  try {
    return run();
  } finally {
    rmSync(absolute, { force: true });
  }
}

describe('npm run test:types', () => {
  it('type-checks every source file in git, the renderer, e2e, bench and scripts included', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: REPO_ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((path) => SOURCE.test(path));
    const checked = new Set(PROJECTS.flatMap(listedFiles));
    const unchecked = tracked.filter((path) => !checked.has(join(REPO_ROOT, path)));
    assert.deepEqual(unchecked, []);
    for (const area of ['shell/renderer/', 'e2e/', 'bench/', 'scripts/', 'mfe-admin/src/']) {
      assert.ok(tracked.some((path) => path.startsWith(area)), `${area} has source files`);
    }
  });

  it('fails on a type error in the renderer', () => {
    const probe = 'shell/renderer/type-error-probe.ts';
    const { status, output } = withFile(probe, "export const port: number = 'eighty';\n", () => typeCheck('shell/tsconfig.json'));
    assert.notEqual(status, 0);
    assert.match(output, /renderer\/type-error-probe\.ts\(1,14\): error TS2322/);
  });

  it('fails on a type error in the JavaScript of bench/', () => {
    const probe = 'bench/lib/type-error-probe.mjs';
    const code = "import { readFileSync } from 'node:fs';\nexport const size = readFileSync(42, 'utf8', 'extra');\n";
    const { status, output } = withFile(probe, code, () => typeCheck('tsconfig.scripts.json'));
    assert.notEqual(status, 0);
    assert.match(output, /bench\/lib\/type-error-probe\.mjs\(2,\d+\): error TS2554/);
  });
});
