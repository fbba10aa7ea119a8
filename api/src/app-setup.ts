// Everything main.ts and the tests apply to the Nest application alike.
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { requestLogger } from './common/request-logger.middleware';
import { createValidationPipe } from './common/validation';
import type { AppConfig } from './config/app-config';
import { setupOpenApi } from './site/open-api';
import { securityHeaders } from './site/security-headers';
import { mountStaticSite } from './site/static-site';

export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(securityHeaders());
  app.use(requestLogger);
  mountStaticSite(app.getHttpAdapter().getInstance(), config.uploadsDir, config.staticMounts);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useBodyParser('json', { limit: '1mb' });
  setupOpenApi(app);
}
