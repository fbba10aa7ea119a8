// Starts the bare baseline server (bare-server.mjs) as a child process, like the API.
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { stopChild, track } from './processes.mjs';

const SCRIPT = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));

/** routes: { path: { body: Buffer, type: string } } */
export async function startBareServer({ port, routes, workDir, name = 'bare' }) {
  const manifest = {};
  for (const [index, [path, route]] of Object.entries(routes).entries()) {
    const file = join(workDir, `${name}-${index}.body`);
    writeFileSync(file, route.body);
    manifest[path] = { file, type: route.type };
  }
  const routesFile = join(workDir, `${name}-routes.json`);
  writeFileSync(routesFile, JSON.stringify(manifest));
  const child = track(fork(SCRIPT, [String(port), routesFile], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
  const ready = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the bare server exited with code ${code}`)));
  });
  const timedOut = await Promise.race([ready.then(() => false), sleep(30_000).then(() => true)]);
  if (timedOut) {
    await stopChild(child);
    throw new Error('the bare server did not start within 30 s');
  }
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
}
