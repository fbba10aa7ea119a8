import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { resolveJwtSecret } from './jwt-secret';

export const JWT_SECRET = Symbol('JWT_SECRET');

export const jwtSecretProvider: Provider = {
  provide: JWT_SECRET,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => resolveJwtSecret(config),
};
