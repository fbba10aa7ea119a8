import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ContentChangeInterceptor } from './content-change.interceptor';
import { ContentVersion } from './content-version';
import { ContentVersionController } from './content-version.controller';
import { ContentVersionEntity } from './content-version.entity';
import { PublicResponseCache } from './public-response-cache';

@Module({
  imports: [TypeOrmModule.forFeature([ContentVersionEntity])],
  controllers: [ContentVersionController],
  providers: [
    ContentVersion,
    { provide: PublicResponseCache, useFactory: (config: AppConfig) => new PublicResponseCache(config.publicCache), inject: [APP_CONFIG] },
    { provide: APP_INTERCEPTOR, useClass: ContentChangeInterceptor },
  ],
  exports: [ContentVersion, PublicResponseCache],
})
export class PublicCacheModule {}
