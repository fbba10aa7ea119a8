// PRODUCT section 3: JWT_SECRET, or outside production a random secret kept in DATA_DIR so tokens
// survive a restart. Production without a secret refuses to start.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AppConfig, ConfigError } from '../config/app-config';

export const JWT_SECRET_FILE = 'jwt-secret';

export function resolveJwtSecret(config: AppConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.production) throw new ConfigError('JWT_SECRET must be set when NODE_ENV=production');
  const file = join(config.dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
