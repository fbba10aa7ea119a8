import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { LoggerService } from '@nestjs/common';
import { configureApp } from './app-setup';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { openDatabase } from './database/data-source';

/** Opens the database, then builds the configured (not yet listening) application. */
export async function createApp(config: AppConfig, logger: LoggerService): Promise<NestExpressApplication> {
  const dataSource = await openDatabase(config, (message) => {
    logger.warn(message, 'Database');
  });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot({ config, dataSource }), {
    logger,
    abortOnError: false,
  });
  configureApp(app, config);
  return app;
}
