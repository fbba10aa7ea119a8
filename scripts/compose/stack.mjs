// One compose deployment of this working tree, run the way an operator runs it: a copy of the
// sources (so a test can change a text and redeploy without touching the repository), a .env made
// from .env.example, and `docker compose …` commands in that folder. Its own project name and
// port keep it apart from any real deployment on the same machine.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../packages.mjs';

const env = process.env;

export const STACK = {
  project: env.COMPOSE_TEST_PROJECT ?? 'softskills_compose_test',
  port: Number(env.COMPOSE_TEST_PORT ?? 8790),
  runDir: env.COMPOSE_TEST_RUN_DIR ?? join(ROOT, '.tmp', 'compose'),
  admin: { username: 'admin', password: `Compose-${randomBytes(9).toString('base64url')}` },
};
STACK.siteDir = join(STACK.runDir, 'site');
STACK.baseUrl = `http://127.0.0.1:${STACK.port}`;

/** What the test adds to .env beyond envValues() (e.g. SMTP_URL), set by prepareSite. */
let extraValues = {};

/** Values the test writes into .env; every other line of .env.example stays as shipped. */
function envValues() {
  const secret = (bytes) => randomBytes(bytes).toString('base64url');
  return {
    COMPOSE_PROJECT_NAME: STACK.project,
    MYSQL_PASSWORD: secret(18),
    MYSQL_ROOT_PASSWORD: secret(18),
    JWT_SECRET: secret(48),
    DATA_HASH_SECRET: secret(48),
    ADMIN_USERNAME: STACK.admin.username,
    ADMIN_PASSWORD: STACK.admin.password,
    HTTP_BIND: '127.0.0.1',
    HTTP_PORT: String(STACK.port),
    PUBLIC_URL: STACK.baseUrl,
    ...extraValues,
  };
}

/**
 * Copies the working tree (tracked and new files, no ignored ones) and writes its .env, with
 * `values` on top of the test's own (each must be a variable .env.example documents), and
 * `override` as docker-compose.override.yml (compose reads it beside docker-compose.yml).
 * @param {{ values?: Record<string, string>, override?: string }} [options]
 */
export function prepareSite({ values: extra = {}, override } = {}) {
  extraValues = extra;
  rmSync(STACK.siteDir, { recursive: true, force: true });
  mkdirSync(STACK.siteDir, { recursive: true });
  const copy = spawnSync('sh', ['-c', `git ls-files -z -co --exclude-standard | tar --null --ignore-failed-read -T - -c | tar -x -C '${STACK.siteDir}'`], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (copy.status !== 0) throw new Error(`copying the working tree failed: ${copy.stderr}`);
  const values = envValues();
  const example = readFileSync(join(STACK.siteDir, '.env.example'), 'utf8');
  const missing = Object.keys(values).filter((key) => !new RegExp(`^${key}=`, 'm').test(example));
  if (missing.length > 0) throw new Error(`.env.example does not document ${missing.join(', ')}`);
  const dotEnv = example.replace(/^([A-Z_]+)=.*$/gm, (line, key) => (key in values ? `${key}=${values[key]}` : line));
  writeFileSync(join(STACK.siteDir, '.env'), dotEnv, { mode: 0o600 });
  if (override) writeFileSync(join(STACK.siteDir, 'docker-compose.override.yml'), override);
}

/**
 * fetch() on a connection of its own, closed after the answer: a pooled keep-alive connection
 * can outlive the container it was made to (`docker compose down` and `up`, a replica replaced),
 * and the next request on it fails on a slower machine. Every request the test makes goes this way.
 */
export function fetchFresh(url, init = {}) {
  const headers = new Headers(init.headers);
  headers.set('connection', 'close');
  return fetch(url, { ...init, headers });
}

/**
 * The host's address on Docker's default bridge (docker0): what `host-gateway` names inside a
 * container. The engine's own IPAM answer leaves the gateway out, so it is read from the interface.
 */
export function bridgeGateway(engine) {
  const name = docker(engine, ['network', 'inspect', 'bridge', '--format', '{{index .Options "com.docker.network.bridge.name"}}'], { quiet: true }).stdout.trim() || 'docker0';
  // Not os.networkInterfaces(): it leaves out an interface without carrier (docker0 with no container on it).
  const shown = spawnSync('ip', ['-4', '-o', 'addr', 'show', 'dev', name], { encoding: 'utf8' });
  const address = /\binet (\d+\.\d+\.\d+\.\d+)\//.exec(shown.stdout ?? '')?.[1];
  if (!address) throw new Error(`Docker's bridge ${name} has no IPv4 address on this host: ${shown.stdout ?? ''}${shown.stderr ?? ''}`);
  return address;
}

/** Waits until the gateway answers /api/health with the database up (a replaced container is resolved anew). */
export async function waitGateway({ timeoutMs = 120_000 } = {}) {
  const started = Date.now();
  for (;;) {
    const health = await fetchFresh(`${STACK.baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) })
      .then(async (response) => (response.ok ? await response.json() : { status: response.status }))
      .catch((error) => ({ error: String(error) }));
    if (health.status === 'ok' && health.database === 'up') return (Date.now() - started) / 1000;
    if (Date.now() - started > timeoutMs) throw new Error(`the gateway did not answer /api/health with the database up in ${timeoutMs / 1000} s: ${JSON.stringify(health)}`);
    await sleep(500);
  }
}

/**
 * The environment of every docker command: the shim first on PATH, the classic builder, and no
 * compose or .env variable inherited from the caller's shell (they would override .env, and a
 * COMPOSE_PROJECT_NAME of a real deployment must never reach this test's `down -v`).
 */
export function dockerEnv(engine) {
  const dotEnvKeys = new Set(Object.keys(envValues()));
  const clean = Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith('COMPOSE_') && !dotEnvKeys.has(key) && !key.startsWith('MYSQL_')));
  return { ...clean, PATH: `${engine.binDir}:${env.PATH}`, DOCKER_BUILDKIT: '0', COMPOSE_DOCKER_CLI_BUILD: '0' };
}

/**
 * Runs `docker …` in the site folder; throws with its output unless it succeeds.
 * @param {{ binDir: string }} engine
 * @param {string[]} args
 * @param {{ input?: string, quiet?: boolean, allowFailure?: boolean, cwd?: string }} [options]
 */
export function docker(engine, args, { input, quiet = false, allowFailure = false, cwd = STACK.runDir } = {}) {
  const result = spawnSync('docker', args, {
    cwd,
    env: dockerEnv(engine),
    encoding: 'utf8',
    input,
    maxBuffer: 256 * 1024 * 1024,
    stdio: [input === undefined ? 'ignore' : 'pipe', quiet ? 'pipe' : 'pipe', 'pipe'],
  });
  if (!quiet && result.stderr) process.stderr.write(result.stderr.replace(/^/gm, '  | '));
  if (result.status !== 0 && !allowFailure) {
    throw new Error(`docker ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result;
}

export const compose = (engine, args, options) => docker(engine, ['compose', ...args], { cwd: STACK.siteDir, ...options });

/** `docker compose …` without blocking, so two builds can run side by side. */
function composeInBackground(engine, args) {
  return new Promise((resolve, reject) => {
    const child = spawn('docker', ['compose', ...args], { cwd: STACK.siteDir, env: dockerEnv(engine), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`docker compose ${args.join(' ')} failed (${code}):\n${output.slice(-6000)}`))));
  });
}

/**
 * Builds every image and answers how long each took (s). Two lanes on two cores: the API image
 * (a toolchain from apt, its own npm ci) beside everything else, where the first static image
 * runs the `npm ci` the others then reuse from the cache and each runs only its own build.
 */
export async function buildImages(engine) {
  const seconds = {};
  const lane = async (names) => {
    for (const name of names) {
      const started = Date.now();
      await composeInBackground(engine, ['build', name]);
      seconds[name] = Math.round((Date.now() - started) / 100) / 10;
    }
  };
  const all = services(engine);
  await Promise.all([lane(all.filter((name) => name === 'api')), lane(all.filter((name) => name !== 'api'))]);
  return seconds;
}

/** Runs a shell script in the site folder with the docker environment (the operations documentation's commands). */
export function shell(engine, script) {
  const result = spawnSync('bash', ['-euo', 'pipefail', '-c', script], { cwd: STACK.siteDir, env: dockerEnv(engine), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`script failed (${result.status}):\n${script}\n${result.stdout}\n${result.stderr}`);
  return result;
}

/** The containers of one service (not one-off `compose run` containers), as `docker inspect` sees them. */
export function containersOf(engine, service) {
  const ids = docker(engine, [
    'ps', '-aq',
    '--filter', `label=com.docker.compose.project=${STACK.project}`,
    '--filter', `label=com.docker.compose.service=${service}`,
    '--filter', 'label=com.docker.compose.oneoff=False',
  ], { quiet: true }).stdout.split('\n').filter(Boolean);
  if (ids.length === 0) return [];
  return JSON.parse(docker(engine, ['inspect', ...ids], { quiet: true }).stdout);
}

/** Every service in the compose file, as compose itself reads it. */
export const services = (engine) => compose(engine, ['config', '--services'], { quiet: true }).stdout.split('\n').filter(Boolean).sort();

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Waits until every container of every service in the compose file runs and reports healthy.
 * A service without a health check fails at once: "up" must mean "answers", for services added
 * later too. Returns the seconds it took.
 */
export async function waitHealthy(engine, { timeoutMs = 300_000, replicas = {} } = {}) {
  const started = Date.now();
  const names = services(engine);
  for (;;) {
    const pending = [];
    for (const service of names) {
      const containers = containersOf(engine, service);
      const expected = replicas[service] ?? 1;
      if (containers.length < expected) pending.push(`${service}: ${containers.length}/${expected} containers`);
      for (const container of containers) {
        const { Status: status, Health: health } = container.State;
        if (!health) throw new Error(`service ${service} has no health check: add a healthcheck (compose) or HEALTHCHECK (Dockerfile)`);
        if (status === 'exited' || status === 'dead' || health.Status === 'unhealthy') {
          const logs = docker(engine, ['logs', '--tail', '40', container.Id], { quiet: true, allowFailure: true });
          throw new Error(`${container.Name} is ${status}/${health.Status}:\n${logs.stdout}${logs.stderr}`);
        }
        if (health.Status !== 'healthy') pending.push(`${container.Name.replace(/^\//, '')}: ${health.Status}`);
      }
    }
    if (pending.length === 0) return (Date.now() - started) / 1000;
    if (Date.now() - started > timeoutMs) throw new Error(`not healthy after ${timeoutMs / 1000} s: ${pending.join(', ')}`);
    await sleep(1000);
  }
}

/** The project's images with their sizes (MB), for the report. */
export function imageSizes(engine) {
  const lines = docker(engine, ['image', 'ls', '--filter', `reference=${STACK.project}*`, '--format', '{{.Repository}}\t{{.Size}}'], { quiet: true }).stdout;
  return lines.split('\n').filter(Boolean).map((line) => line.split('\t')).map(([repository, size]) => ({ image: repository.replace(`${STACK.project}_`, '').replace(`${STACK.project}-`, ''), size }));
}
