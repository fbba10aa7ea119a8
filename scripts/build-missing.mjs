// Builds every package whose output is missing; `npm run build` rebuilds them all.
import { spawnSync } from 'node:child_process';
import { PACKAGES, ROOT, isBuilt } from './packages.mjs';

export function buildMissing() {
  for (const pkg of PACKAGES) {
    if (isBuilt(pkg)) continue;
    console.log(`[build] ${pkg.name} is not built yet: building it`);
    const result = spawnSync('npm', ['run', 'build', '-w', pkg.name], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`[build] ${pkg.name} failed to build`);
      process.exit(result.status ?? 1);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildMissing();
