// docker-compose.yml validation without Docker: Debian's docker-compose (v1) `config -q` and the
// current-schema linter dclint. In CI (CI set) a missing tool fails the test instead of skipping.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { TOPOLOGY } from '../config.mjs';

const composeFile = join(TOPOLOGY.root, 'docker-compose.yml');
const DCLINT = 'dclint@3.1.0';
const scratch = mkdtempSync(join(tmpdir(), 'compose-test-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const hasCommand = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const skipUnlessCi = (available, tool) => (available || process.env.CI ? false : `${tool} is not installed`);

/** The environment of a shell with no compose variables set and no .env file read. */
function composeConfig(extraEnv) {
  const emptyEnvFile = join(scratch, 'empty.env');
  writeFileSync(emptyEnvFile, '');
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, ...extraEnv };
  return spawnSync('docker-compose', ['--env-file', emptyEnvFile, '-f', composeFile, 'config', '-q'], { env, encoding: 'utf8' });
}

// PUBLIC_URL is not a secret, but as required: pages never take their address from a request.
const secrets = { MYSQL_PASSWORD: 'db-password', MYSQL_ROOT_PASSWORD: 'root-password', JWT_SECRET: 'x'.repeat(40), DATA_HASH_SECRET: 'h'.repeat(40), PUBLIC_URL: 'https://softskills.example.sk' };

describe('docker-compose.yml', { skip: skipUnlessCi(hasCommand('docker-compose'), 'docker-compose') }, () => {
  it('is valid for docker-compose config -q with the required secrets set', () => {
    const result = composeConfig(secrets);
    assert.equal(result.status, 0, result.stderr);
  });

  for (const name of Object.keys(secrets)) {
    it(`refuses to start without ${name}`, () => {
      const { [name]: _missing, ...others } = secrets;
      const result = composeConfig(others);
      assert.notEqual(result.status, 0);
      assert.match(result.stderr, new RegExp(`set ${name} in \\.env`));
    });
  }

  it('documents every variable it reads in .env.example', () => {
    const compose = readFileSync(composeFile, 'utf8');
    const example = readFileSync(join(TOPOLOGY.root, '.env.example'), 'utf8');
    const used = new Set([...compose.matchAll(/\$\{([A-Z_]+)[:}?-]/g)].map((match) => match[1]));
    const documented = new Set([...example.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]));
    assert.deepEqual([...used].filter((name) => !documented.has(name)), []);
  });
});

describe('dclint', { skip: skipUnlessCi(hasCommand('npx'), 'npx') }, () => {
  it('finds no error and no warning (the project name stays in .env and the gateway interface in HTTP_BIND, for docker-compose v1)', () => {
    // Run from a scratch folder so npx never touches the repository's package.json or lockfile.
    // no-unbound-port-interfaces cannot read an interface given as a variable, and the long port
    // syntax with host_ip that it would accept is refused by docker-compose v1.
    const disabled = ['require-project-name-field', 'no-unbound-port-interfaces'].flatMap((rule) => ['--disable-rule', rule]);
    const result = spawnSync(
      'npx',
      ['--yes', DCLINT, composeFile, ...disabled, '--max-warnings', '0', '--color', 'false'],
      { cwd: scratch, encoding: 'utf8', timeout: 180_000 },
    );
    assert.equal(result.status, 0, `${result.stdout}\n${result.stderr}`);
  });
});
