// Everything main.ts and the tests apply to the Nest application alike.
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { json } from 'express';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { jsonBodyOptions, PAGE_TEXTS_BODY, pageTextsBodyOptions, SMALL_BODY_PATHS } from './common/json-body';
import { requestLogger } from './common/request-logger.middleware';
import { createValidationPipe } from './common/validation';
import type { AppConfig } from './config/app-config';
import { calendarFeedAddresses } from './meetings/calendar-addresses';
import { cachedPublicReads } from './public-cache/cached-public-reads';
import { ContentVersion } from './public-cache/content-version';
import { PublicResponseCache } from './public-cache/public-response-cache';
import { ReachCounter } from './reach/reach-counter.service';
import { countServedPages, countServedUploads } from './reach/served-requests';
import { setupOpenApi } from './site/open-api';
import { securityHeaders } from './site/security-headers';
import { mountStaticSite } from './site/static-site';

const siteLogger = new Logger('Site');

export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(requestLogger);
  app.use(calendarFeedAddresses);
  // First after the log: a cached public list costs one version query and replays the headers
  // (security headers included) its controller response carried.
  if (config.publicCache.maxEntries > 0) app.use(cachedPublicReads(app.get(PublicResponseCache), app.get(ContentVersion)));
  app.use(securityHeaders());
  const reach = app.get(ReachCounter);
  mountStaticSite(app.getHttpAdapter().getInstance(), config.uploadsDir, config.staticMounts, {
    rendererUrl: config.rendererUrl,
    warn: (message) => siteLogger.warn(message),
    observe: { pages: countServedPages(reach), uploads: countServedUploads(reach) },
  });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  // Sized by endpoint: a body parsed here is not parsed again by the general parser.
  for (const [path, limit] of Object.entries(SMALL_BODY_PATHS)) app.use(path, json(jsonBodyOptions(limit)));
  app.use(PAGE_TEXTS_BODY.path, json(pageTextsBodyOptions()));
  app.useBodyParser('json', jsonBodyOptions());
  setupOpenApi(app);
}
