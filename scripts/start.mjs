// `npm start`: builds what is missing, then serves the shell, the three remotes (each from its
// own build folder), /api and /uploads on one PORT (default 8080) through the API process.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildMissing } from './build-missing.mjs';
import { ROOT, staticMounts } from './packages.mjs';

buildMissing();

const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { PORT: '8080', ...process.env, STATIC_MOUNTS: process.env.STATIC_MOUNTS ?? staticMounts() },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
