import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { ConfigError, loadConfig } from './app-config';
import { DATA_HASH_SECRET_FILE, resolveDataHashSecret } from './data-hash-secret';

describe('resolveDataHashSecret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'data-hash-secret-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('persists a random secret of its own in DATA_DIR, apart from the JWT secret, and reuses it', () => {
    const first = resolveDataHashSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, DATA_HASH_SECRET_FILE), 'utf8').trim()).toBe(first);
    expect(statSync(join(dataDir, DATA_HASH_SECRET_FILE)).mode & 0o077).toBe(0);
    expect(resolveJwtSecret(loadConfig({ DATA_DIR: dataDir }))).not.toBe(first);
    expect(resolveDataHashSecret(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'a-new-login-secret-0123456789-0123456789' }))).toBe(first);
  });

  it('stops the start in production without DATA_HASH_SECRET, and refuses a short one', () => {
    expect(() => resolveDataHashSecret(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }))).toThrow(
      new ConfigError('DATA_HASH_SECRET must be set when NODE_ENV=production'),
    );
    const given = 'd'.repeat(40);
    expect(resolveDataHashSecret(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', DATA_HASH_SECRET: given }))).toBe(given);
    expect(() => loadConfig({ DATA_HASH_SECRET: 'short' })).toThrow('DATA_HASH_SECRET must be at least 32 characters');
  });
});
