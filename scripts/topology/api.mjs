// The API process of the native topology: `node api/dist/main.js` in production mode against
// MariaDB, behind the gateway (TRUST_PROXY=1), with no STATIC_MOUNTS (nginx serves the builds).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { gatewayUrl } from './config.mjs';
import { appDatabaseUrl } from './database.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function apiEnvironment(topology) {
  const { STATIC_MOUNTS: _ignored, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'production',
    PORT: String(topology.ports.api),
    DB_URL: appDatabaseUrl(topology.database.rootUrl, topology.database),
    JWT_SECRET: topology.jwtSecret,
    DATA_HASH_SECRET: topology.dataHashSecret,
    ADMIN_USERNAME: topology.admin.username,
    ADMIN_PASSWORD: topology.admin.password,
    TRUST_PROXY: '1',
    DATA_DIR: topology.dataDir,
    UPLOADS_DIR: topology.uploadsDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    // glibc keeps an arena per thread that converted images; two keep the memory of large uploads bounded.
    MALLOC_ARENA_MAX: '2',
  };
}

/** Starts the API detached (it outlives the calling script; stop.mjs ends it by its pid). */
export function startApi(topology) {
  const main = topology.apiMain;
  if (!existsSync(main)) throw new Error(`the API is not built (${main} is missing): run npm run build -w api`);
  mkdirSync(topology.uploadsDir, { recursive: true });
  const log = openSync(topology.apiLog, 'a');
  const child = spawn(process.execPath, [main], {
    cwd: topology.root,
    env: apiEnvironment(topology),
    detached: true,
    stdio: ['ignore', log, log],
  });
  child.unref();
  closeSync(log);
  return child.pid;
}

/**
 * @param {string} url
 * @param {{ timeoutMs?: number, isAlive?: () => boolean }} [options]
 */
export async function waitForHealth(url, { timeoutMs = 90_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the process behind ${url} exited (${last})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(300);
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms (${last})`);
}

export const isRunning = (pid) => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
export async function stopProcess(pid, { graceMs = 10_000 } = {}) {
  if (!isRunning(pid)) return false;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!isRunning(pid)) return true;
    await sleep(100);
  }
  process.kill(pid, 'SIGKILL');
  return true;
}

/** The page renderer's environment: the gateway for remotes.json and the remotes, the API direct. */
export function rendererEnvironment(topology, shellDist) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(topology.ports.renderer),
    HOST: '127.0.0.1',
    RENDERER_UPSTREAM_URL: `http://127.0.0.1:${topology.ports.gateway}`,
    RENDERER_API_URL: `http://127.0.0.1:${topology.ports.api}/api`,
    // Required in production: the site's address is configured, never the request's Host.
    PUBLIC_URL: process.env.PUBLIC_URL || gatewayUrl(topology),
    SHELL_DIST: shellDist,
  };
}

/** Starts the renderer detached, like the API (its own process, its own log). */
export function startRenderer(topology, shellDist) {
  if (!existsSync(topology.rendererMain)) throw new Error(`the renderer is not built (${topology.rendererMain} is missing): run npm run build -w shell`);
  const log = openSync(topology.rendererLog, 'a');
  const child = spawn(process.execPath, [topology.rendererMain], {
    cwd: topology.root,
    env: rendererEnvironment(topology, shellDist),
    detached: true,
    stdio: ['ignore', log, log],
  });
  child.unref();
  closeSync(log);
  return child.pid;
}
