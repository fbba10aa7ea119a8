// The Docker engine and the compose command the compose test drives (docs/operations.md).
// On a machine with nothing but Debian and Node it installs Debian's docker.io, docker-compose
// and debootstrap, starts dockerd when it is not running (and stops it again at the end), and
// puts a `docker` on PATH for which `docker compose …` works with Debian's docker-compose v1
// when no compose v2 plugin is installed, so the operations documentation's commands run exactly as written.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DEBIAN_PACKAGES = ['docker.io', 'docker-compose', 'debootstrap'];

const run = (command, args, options = {}) => spawnSync(command, args, { encoding: 'utf8', ...options });
const hasCommand = (command) => run('sh', ['-c', `command -v ${command}`]).status === 0;

/**
 * Debian's client (/usr/bin/docker) when present: it is the one released with Debian's engine
 * (API 1.41, classic builder). A newer client elsewhere on PATH (e.g. /usr/local/bin/docker 28)
 * talks to the 20.10 engine only by downgrading its API and defaults to BuildKit, which this
 * engine does not have.
 */
function chooseClient() {
  if (existsSync('/usr/bin/docker')) return '/usr/bin/docker';
  if (hasCommand('docker')) return 'docker';
  return null;
}

function installDebianPackages(log) {
  if (process.getuid?.() !== 0) throw new Error(`Docker is not installed and this is not root: apt-get install ${DEBIAN_PACKAGES.join(' ')}`);
  log(`installing ${DEBIAN_PACKAGES.join(', ')} from Debian`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', ...DEBIAN_PACKAGES]]) {
    const result = run('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Makes sure an engine answers; returns what the test uses to talk to it, and `stop()`, which
 * ends a dockerd that this call started (and nothing else).
 */
export async function ensureEngine({ runDir, log }) {
  const missing = DEBIAN_PACKAGES.filter((pkg) => !hasCommand({ 'docker.io': 'dockerd', 'docker-compose': 'docker-compose', debootstrap: 'debootstrap' }[pkg]));
  if (missing.length > 0) installDebianPackages(log);
  const client = chooseClient();
  if (!client) throw new Error('no docker client after installing docker.io');

  let daemon = null;
  if (run(client, ['info'], { stdio: 'ignore' }).status !== 0) {
    if (process.getuid?.() !== 0) throw new Error('the Docker engine is not running and this is not root: start dockerd');
    mkdirSync(runDir, { recursive: true });
    const logFile = join(runDir, 'dockerd.log');
    log(`starting dockerd (log: ${logFile})`);
    const output = openSync(logFile, 'a');
    daemon = spawn('dockerd', [], { detached: true, stdio: ['ignore', output, output] });
    daemon.unref();
    const deadline = Date.now() + 60_000;
    while (run(client, ['info'], { stdio: 'ignore' }).status !== 0) {
      if (Date.now() > deadline || daemon.exitCode !== null) throw new Error(`dockerd did not start: see ${logFile}`);
      await sleep(500);
    }
  }
  const versions = run(client, ['version', '--format', '{{.Client.Version}} (API {{.Client.APIVersion}}) / engine {{.Server.Version}} (API {{.Server.APIVersion}})']);
  log(`docker client ${client}: ${versions.stdout.trim()}`);

  const binDir = join(runDir, 'bin');
  const composePlugin = run(client, ['compose', 'version'], { stdio: 'ignore' }).status === 0;
  writeShim(binDir, client, composePlugin);
  log(composePlugin ? 'compose: the docker compose plugin' : `compose: Debian's docker-compose ${run('docker-compose', ['version', '--short']).stdout.trim()} behind \`docker compose\``);

  return {
    client,
    binDir,
    async stop() {
      if (!daemon) return;
      log('stopping the dockerd this test started');
      process.kill(daemon.pid, 'SIGTERM');
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && run('kill', ['-0', String(daemon.pid)], { stdio: 'ignore' }).status === 0) await sleep(250);
    },
  };
}

/** `docker` for the test and the operations documentation's commands: the chosen client, compose v1 when needed. */
function writeShim(binDir, client, composePlugin) {
  mkdirSync(binDir, { recursive: true });
  const path = join(binDir, 'docker');
  const compose = composePlugin ? '' : 'if [ "$1" = compose ]; then shift; exec docker-compose "$@"; fi\n';
  writeFileSync(path, `#!/bin/sh\n# Written by scripts/compose/engine.mjs.\n${compose}exec ${client} "$@"\n`);
  chmodSync(path, 0o755);
}
