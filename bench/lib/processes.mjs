// Starts and stops what the bench needs: the API (the production build, serving the built shell
// and remotes through STATIC_MOUNTS like `npm start`), with a bounded wait for its health check.
// Every child is registered so an interrupted bench still stops them.
import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PACKAGES } from '../../scripts/packages.mjs';
import { ROOT } from './config.mjs';

const running = new Set();

/** Registers a child the bench started, so an interrupted run still stops it. */
export function track(child) {
  running.add(child);
  return child;
}

export async function stopChild(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(graceMs).then(() => true)]);
  if (timedOut) {
    child.kill('SIGKILL');
    await exited;
  }
  running.delete(child);
}

export async function stopAll() {
  await Promise.all([...running].map((child) => stopChild(child)));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopAll().finally(() => process.exit(130));
  });
}

async function waitForHealth(url, child, timeoutMs, path = '/api/health') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the API was not healthy within ${timeoutMs / 1000} s`);
}

/**
 * A copy of a build folder with each file's times kept. The server sends a `.br`/`.gz` copy only
 * when it is not older than its file (api/src/site/compressed-static.ts); copied with new times,
 * whichever of the two was copied first looked stale, and the bench measured some scripts sent
 * uncompressed (one library: 49.6 KB instead of 13.9) that `npm start` sends compressed.
 */
export function copyBuild(from, to) {
  cpSync(from, to, { recursive: true, preserveTimestamps: true });
}

/**
 * A copy of every static build (shell and remotes), mounted like scripts/packages.mjs mounts the
 * originals: a rebuild in the checkout during a run cannot change what the bench measures.
 */
export function snapshotStaticMounts(workDir) {
  const mount = (pkg, prefix) => {
    const copy = join(workDir, 'site', pkg);
    copyBuild(join(ROOT, pkg, 'dist'), copy);
    return `${prefix}=${copy}`;
  };
  const remotes = PACKAGES.filter((pkg) => pkg.mount).map((pkg) => mount(pkg.name, pkg.mount));
  return [...remotes, mount('shell', '/')].join(';');
}

/**
 * The API as production runs it (NODE_ENV=production, its own JWT secret and admin password),
 * its log written to a file in the work folder so the console shows only the bench.
 */
export async function startApi({ name, port, dataDir, dbUrl = null, adminPassword, logDir, staticMounts, rendererUrl = null, jwtSecret = null }) {
  const logPath = join(logDir, `${name}.log`);
  const log = createWriteStream(logPath);
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: adminPassword,
    JWT_SECRET: jwtSecret ?? `bench-${Math.random().toString(36).slice(2)}-${Date.now()}`,
    DATA_HASH_SECRET: `bench-data-hash-${Math.random().toString(36).slice(2)}-${Date.now()}-0123456789`,
    STATIC_MOUNTS: staticMounts,
    RENDERER_URL: rendererUrl ?? '',
  };
  delete env.DB_URL;
  delete env.UPLOADS_DIR;
  if (dbUrl) env.DB_URL = dbUrl;
  const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'main.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  running.add(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, 180_000);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${name}: ${error.message} (log: ${logPath})`);
  }
  return { name, url, pid: child.pid, child, logPath, stop: () => stopChild(child) };
}

/** Resident set size of a process in bytes, read from /proc (Linux). */
export function readRss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/** Resets the kernel's peak-RSS counter (VmHWM) of a process we own; false where not allowed. */
export function resetPeakRss(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * The page renderer as `npm start` runs it, in front of which an API process (started with
 * `rendererUrl`) answers page navigations: the server-rendered site.
 */
export async function startRenderer({ port, upstreamUrl, shellDist, logDir, name = 'renderer', extraEnv = {} }) {
  const logPath = join(logDir, `${name}.log`);
  const log = createWriteStream(logPath);
  // A production renderer needs the site's public address (canonical links); here it is the bench's own.
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', RENDERER_UPSTREAM_URL: upstreamUrl, SHELL_DIST: shellDist, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`, ...extraEnv };
  const child = spawn(process.execPath, [join(ROOT, 'shell', 'dist-renderer', 'renderer.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  running.add(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, 60_000, '/healthz');
  } catch (error) {
    await stopChild(child);
    throw new Error(`${name}: ${error.message} (log: ${logPath})`);
  }
  return { name, url, pid: child.pid, child, logPath, stop: () => stopChild(child) };
}
