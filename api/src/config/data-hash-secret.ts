// DATA_HASH_SECRET keys the hashes that identify a person without keeping their data readable (a
// newsletter address that left). It is independent of JWT_SECRET, so rotating the login secret
// after a leak changes nobody's identity. Changing this one changes every such hash: the API then
// re-keys the rows that still hold their address at the next start (docs in README "Secrets").
import type { AppConfig } from './app-config';
import { resolvePersistedSecret } from './persisted-secret';

export const DATA_HASH_SECRET_FILE = 'data-hash-secret';

export function resolveDataHashSecret(config: AppConfig): string {
  return resolvePersistedSecret(config, { variable: 'DATA_HASH_SECRET', value: config.dataHashSecret, file: DATA_HASH_SECRET_FILE });
}
