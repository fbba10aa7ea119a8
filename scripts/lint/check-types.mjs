// `npm run test:types`: `tsc --noEmit` over every TypeScript project of the repository. The
// packages build with SWC (types stripped, not checked) except the API and the domain,
// so this is where a type error stops. scripts/lint/__tests__ prove that every source file is in
// one of these projects and that a type error fails the run.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const TSC = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

/** Each package's tsconfig, the journeys' (tsconfig.json) and the repository's JavaScript. */
export const PROJECTS = [
  'domain/tsconfig.json',
  'shared-ui/tsconfig.json',
  'api/tsconfig.json',
  'shell/tsconfig.json',
  'mfe-public/tsconfig.json',
  'mfe-gallery/tsconfig.json',
  'mfe-admin/tsconfig.json',
  'tsconfig.json',
  'tsconfig.scripts.json',
];

/** Runs tsc on one project; answers its exit status and output. */
export function typeCheck(project, extraArgs = []) {
  const result = spawnSync(process.execPath, [TSC, '--noEmit', '-p', project, ...extraArgs], { cwd: REPO_ROOT, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let failed = 0;
  for (const project of PROJECTS) {
    const started = performance.now();
    const { status, output } = typeCheck(project);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${status === 0 ? 'ok  ' : 'FAIL'} ${project} (${seconds} s)`);
    if (status !== 0) {
      failed += 1;
      process.stdout.write(output);
    }
  }
  process.exitCode = failed ? 1 : 0;
}
