// Starts one more `npm start`-like server (the API process serving the static mounts) so a
// journey can redeploy one remote under the same origin without touching the suite's server.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..', '..');

export interface SiteServer {
  url: string;
  stop: () => Promise<void>;
}

export function defaultMounts(overrides: Record<string, string> = {}): string {
  const mounts: Record<string, string> = {
    '/remotes/public': join(ROOT, 'mfe-public', 'dist'),
    '/remotes/gallery': join(ROOT, 'mfe-gallery', 'dist'),
    '/remotes/admin': join(ROOT, 'mfe-admin', 'dist'),
    '/': join(ROOT, 'shell', 'dist'),
    ...overrides,
  };
  return Object.entries(mounts)
    .map(([prefix, dir]) => `${prefix}=${dir}`)
    .join(';');
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the site server did not answer on ${url} within ${timeoutMs} ms`);
}

export async function startSiteServer(port: number, staticMounts: string, dataDir: string): Promise<SiteServer> {
  const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_MOUNTS: staticMounts,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'shell-deploy-password-1',
      JWT_SECRET: 'shell-deploy-secret-that-is-long-enough-0123',
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
