// JWT_SECRET signs the administrator's tokens and nothing else: rotating it logs her out and
// changes no subscriber's identity (personal data is keyed with DATA_HASH_SECRET).
import type { AppConfig } from '../config/app-config';
import { resolvePersistedSecret } from '../config/persisted-secret';

export const JWT_SECRET_FILE = 'jwt-secret';

export function resolveJwtSecret(config: AppConfig): string {
  return resolvePersistedSecret(config, { variable: 'JWT_SECRET', value: config.jwtSecret, file: JWT_SECRET_FILE });
}
