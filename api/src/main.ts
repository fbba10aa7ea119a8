import 'reflect-metadata';
import { resolveJwtSecret } from './auth/jwt-secret';
import { createAppLogger } from './common/app-logger';
import { ConfigError, loadConfig } from './config/app-config';
import { resolveDataHashSecret } from './config/data-hash-secret';
import { createApp } from './create-app';
import { DatabaseUnavailableError } from './database/data-source';

async function bootstrap(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  // Both fail fast in production when unset.
  resolveJwtSecret(config);
  resolveDataHashSecret(config);
  const logger = createAppLogger(config.logLevel);
  const app = await createApp(config, logger);
  app.enableShutdownHooks();
  await app.listen(config.port);
  logger.log(`Listening on http://localhost:${config.port} (Node ${process.version}, started in ${Date.now() - started} ms)`, 'Main');
}

bootstrap().catch((error: unknown) => {
  // Operator mistakes and outages get one readable line, not a stack trace.
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    console.error(`[api] Cannot start: ${error.message}`);
  } else {
    console.error('[api] Cannot start:', error);
  }
  process.exit(1);
});
