// Starts one more `npm start`-like server (the API process serving the static mounts, and with
// `renderer` the page renderer beside it) so a journey can redeploy one remote under the same
// origin without touching the suite's server.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const ROOT = join(__dirname, '..', '..', '..');

export interface SiteServer {
  url: string;
  stop: () => Promise<void>;
  /** The processes, so a journey can tell that nothing was restarted. */
  pids: { api?: number; renderer?: number };
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
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the site server did not answer on ${url} within ${timeoutMs} ms`);
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** `env`: more of the API's environment (a site details file, retention periods), over the defaults below. */
export async function startSiteServer(port: number, staticMounts: string, dataDir: string, { renderer = false, env = {} }: { renderer?: boolean; env?: Record<string, string> } = {}): Promise<SiteServer> {
  const url = `http://127.0.0.1:${port}`;
  const rendererPort = port + 1;
  const shellDist = staticMounts.split(';').find((mount) => mount.startsWith('/='))?.slice(2) ?? join(ROOT, 'shell', 'dist');
  mkdirSync(dataDir, { recursive: true });
  // The renderer's log beside the data folder, for a journey that fails.
  const rendererLog = renderer ? openSync(join(dirname(dataDir), 'renderer.log'), 'a') : 'ignore';
  const rendererChild = renderer
    ? spawn(process.execPath, [join(ROOT, 'shell', 'dist-renderer', 'renderer.js')], {
        cwd: ROOT,
        stdio: ['ignore', rendererLog, rendererLog],
        // Checked every second here, so a redeploy shows quickly.
        env: { ...process.env, PORT: String(rendererPort), HOST: '127.0.0.1', RENDERER_UPSTREAM_URL: url, SHELL_DIST: shellDist, REMOTE_CHECK_INTERVAL_MS: '1000' },
      })
    : undefined;
  // The API's warnings go to a file beside the data folder: a pipe nobody reads would fill up and
  // block the server's next write (it then never answers a stop).
  mkdirSync(dirname(dataDir), { recursive: true });
  const apiLog = openSync(join(dirname(dataDir), 'api.log'), 'a');
  const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', apiLog],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_MOUNTS: staticMounts,
      RENDERER_URL: renderer ? `http://127.0.0.1:${rendererPort}` : '',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'shell-deploy-password-1',
      JWT_SECRET: 'shell-deploy-secret-that-is-long-enough-0123',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  await waitForHealth(`${url}/api/health`, child);
  if (rendererChild) await waitForHealth(`http://127.0.0.1:${rendererPort}/healthz`, rendererChild);
  return {
    url,
    pids: { api: child.pid, renderer: rendererChild?.pid },
    stop: async () => {
      await Promise.all([stopped(child), ...(rendererChild ? [stopped(rendererChild)] : [])]);
    },
  };
}
