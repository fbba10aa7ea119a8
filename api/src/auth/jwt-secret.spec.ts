import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config/app-config';
import { JWT_SECRET_FILE, resolveJwtSecret } from './jwt-secret';

describe('resolveJwtSecret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'jwt-secret-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('persists a random secret in DATA_DIR and reuses it on the next start', () => {
    const first = resolveJwtSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, JWT_SECRET_FILE), 'utf8').trim()).toBe(first);
    expect(statSync(join(dataDir, JWT_SECRET_FILE)).mode & 0o077).toBe(0);
    expect(resolveJwtSecret(loadConfig({ DATA_DIR: dataDir }))).toBe(first);
  });

  it('stops the start in production without JWT_SECRET', () => {
    expect(() => resolveJwtSecret(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }))).toThrow(
      new ConfigError('JWT_SECRET must be set when NODE_ENV=production'),
    );
    expect(resolveJwtSecret(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: 'given' }))).toBe('given');
  });
});
