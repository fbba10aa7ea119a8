// The production topology on one machine: MariaDB with a fresh database, the API in
// production mode, and nginx running the shipped gateway configuration in front of one static
// server per deployable. start.mjs and stop.mjs are its command line; the system journeys call
// these functions directly (restart the API, switch a remote's release).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRunning, startApi, startRenderer, stopProcess, waitForHealth } from './api.mjs';
import { STATIC_DEPLOYABLES, TOPOLOGY, distDir, gatewayUrl } from './config.mjs';
import { createFreshDatabase, dropDatabase, ensureDatabaseServer, redact } from './database.mjs';
import { renderNativeConfig, setRelease, startNginx, stopNginx, testConfig } from './nginx.mjs';

const log = (message) => process.stderr.write(`[topology] ${message}\n`);

/** Build outputs the topology serves; a missing one is named rather than served as a 404. */
export function missingBuilds(topology = TOPOLOGY) {
  const required = [
    topology.apiMain,
    topology.rendererMain,
    ...STATIC_DEPLOYABLES.map((item) => join(distDir(item, topology), item.entry)),
  ];
  return required.filter((file) => !existsSync(file));
}

export function readState(topology = TOPOLOGY) {
  if (!existsSync(topology.stateFile)) return null;
  return JSON.parse(readFileSync(topology.stateFile, 'utf8'));
}

function writeState(topology, state) {
  writeFileSync(topology.stateFile, `${JSON.stringify(state, null, 2)}\n`);
}

export const apiHealthUrl = (topology) => `http://127.0.0.1:${topology.ports.api}/api/health`;

export async function startApiAndWait(topology, state) {
  const pid = startApi(topology);
  await waitForHealth(apiHealthUrl(topology), { isAlive: () => isRunning(pid) }).catch((error) => {
    throw new Error(`${error.message}\nlast lines of ${topology.apiLog}:\n${tail(topology.apiLog)}`);
  });
  const next = { ...state, apiPid: pid };
  writeState(topology, next);
  return next;
}

const rendererHealthUrl = (topology) => `http://127.0.0.1:${topology.ports.renderer}/healthz`;

/** The renderer reads the shell's build from the shell's release, as the image holds both. */
export async function startRendererAndWait(topology, state) {
  const pid = startRenderer(topology, state.releases.shell);
  await waitForHealth(rendererHealthUrl(topology), { timeoutMs: 30_000, isAlive: () => isRunning(pid) }).catch((error) => {
    throw new Error(`${error.message}\nlast lines of ${topology.rendererLog}:\n${tail(topology.rendererLog)}`);
  });
  const next = { ...state, rendererPid: pid };
  writeState(topology, next);
  return next;
}

/** Stops the renderer (the gateway then answers pages with the static index.html), or starts it again. */
export async function stopRenderer(topology = TOPOLOGY) {
  const state = readState(topology);
  if (!state) throw new Error('the topology is not running (no state file)');
  await stopProcess(state.rendererPid);
  writeState(topology, { ...state, rendererPid: null });
}

export async function restartRenderer(topology = TOPOLOGY) {
  const state = readState(topology);
  if (!state) throw new Error('the topology is not running (no state file)');
  await stopProcess(state.rendererPid);
  return startRendererAndWait(topology, state);
}

/** Stops the API and starts it again on the same database and uploads (the operator journey). */
export async function restartApi(topology = TOPOLOGY) {
  const state = readState(topology);
  if (!state) throw new Error('the topology is not running (no state file)');
  await stopProcess(state.apiPid);
  return startApiAndWait(topology, state);
}

/** Points one static deployable at another build folder (null takes its files away). */
export function switchRelease(release, distDir, topology = TOPOLOGY) {
  setRelease(topology, release, distDir);
}

export async function startTopology(topology = TOPOLOGY) {
  const missing = missingBuilds(topology);
  if (missing.length) throw new Error(`build first (npm run build); missing: ${missing.join(', ')}`);
  await stopTopology(topology, { dropDb: false, quiet: true });
  rmSync(topology.runDir, { recursive: true, force: true });
  mkdirSync(topology.runDir, { recursive: true });

  const server = await ensureDatabaseServer(topology.database.rootUrl);
  await createFreshDatabase(topology.database.rootUrl, topology.database);
  log(`database ${topology.database.name} created fresh (server ${server} at ${redact(topology.database.rootUrl)})`);

  let state = {
    startedAt: new Date().toISOString(),
    baseUrl: gatewayUrl(topology),
    admin: topology.admin,
    uploadsDir: topology.uploadsDir,
    apiLog: topology.apiLog,
  };
  writeState(topology, state);
  const started = Date.now();
  state = await startApiAndWait(topology, state);
  log(`API healthy on port ${topology.ports.api} in ${Date.now() - started} ms (pid ${state.apiPid})`);

  // Like an image, each deployable is served from its own copy of the build: rebuilding a
  // package while the topology runs changes nothing until its release is switched.
  const releases = {};
  for (const deployable of STATIC_DEPLOYABLES) {
    const copy = join(topology.runDir, 'builds', `${deployable.release}-initial`);
    cpSync(distDir(deployable, topology), copy, { recursive: true });
    setRelease(topology, deployable.release, copy);
    releases[deployable.release] = copy;
  }
  const confPath = renderNativeConfig(topology);
  testConfig(confPath);
  startNginx(confPath);
  state = { ...state, nginxConf: confPath, releases };
  writeState(topology, state);
  await waitForHealth(`${state.baseUrl}/api/health`, { timeoutMs: 15_000 });
  state = await startRendererAndWait(topology, state);
  log(`gateway ${state.baseUrl} serves server-rendered pages, the shell, the three remotes, /api and /uploads`);
  return state;
}

export async function stopTopology(topology = TOPOLOGY, { dropDb = !process.env.TOPOLOGY_KEEP_DB, quiet = false } = {}) {
  const state = readState(topology);
  if (!state) return;
  if (state.nginxConf && stopNginx(state.nginxConf) && !quiet) log('nginx stopped');
  if (await stopProcess(state.rendererPid) && !quiet) log(`renderer stopped (pid ${state.rendererPid})`);
  if (await stopProcess(state.apiPid) && !quiet) log(`API stopped (pid ${state.apiPid})`);
  if (dropDb) {
    await dropDatabase(topology.database.rootUrl, topology.database).catch((error) => log(`database not dropped: ${error.message}`));
  }
  rmSync(topology.stateFile, { force: true });
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
