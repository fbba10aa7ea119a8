// A secret from the environment, or outside production a random one kept in DATA_DIR so that what
// it signs or keys survives a restart (PRODUCT section 3). Production without it refuses to start:
// a secret made up on one replica would differ from the next one's.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AppConfig, ConfigError } from './app-config';

export interface PersistedSecret {
  /** The environment variable that sets it, named in the message when production lacks it. */
  variable: string;
  value: string | null;
  /** Its file under DATA_DIR when the variable is unset. */
  file: string;
}

/** Long enough that a stored secret shorter than this was cut or hand-edited and is made anew. */
const MIN_STORED_LENGTH = 32;

export function resolvePersistedSecret(config: Pick<AppConfig, 'dataDir' | 'production'>, secret: PersistedSecret): string {
  if (secret.value) return secret.value;
  if (config.production) throw new ConfigError(`${secret.variable} must be set when NODE_ENV=production`);
  const file = join(config.dataDir, secret.file);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_STORED_LENGTH) return stored;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const made = randomBytes(48).toString('base64url');
  writeFileSync(file, `${made}\n`, { mode: 0o600 });
  return made;
}
