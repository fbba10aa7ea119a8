import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ActivityModule } from './activity/activity.module';
import { AlbumsModule } from './albums/albums.module';
import { AuthModule } from './auth/auth.module';
import { BackupsModule } from './backup/backups.module';
import { GalleryBulkModule } from './gallery/bulk/gallery-bulk.module';
import { GalleryModule } from './gallery/gallery.module';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ContactModule } from './contact/contact.module';
import { FeedbackModule } from './feedback/feedback.module';
import { HealthModule } from './health/health.module';
import { InteractiveToolsModule } from './interactive-tools/interactive-tools.module';
import { MeetingsModule } from './meetings/meetings.module';
import { MaterialsModule } from './materials/materials.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { PageTextsModule } from './page-texts/page-texts.module';
import { PlatformModule } from './platform/platform.module';
import { PersonalDataModule } from './privacy/personal-data.module';
import { PrivacyModule } from './privacy/privacy.module';
import { PublicCacheModule } from './public-cache/public-cache.module';
import { ReachModule } from './reach/reach.module';
import { SiteConfigModule } from './site-config/site-config.module';
import { ThrottlingModule } from './throttling/throttling.module';
import { TrashModule } from './trash/trash.module';
import { UploadsModule } from './uploads/uploads.module';

export interface AppModuleOptions {
  config: AppConfig;
  /** Opened (and migrated) before Nest starts, so a database outage gives one clear message. */
  dataSource: DataSource;
}

@Module({})
export class AppModule {
  static forRoot({ config, dataSource }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ ...dataSource.options, retryAttempts: 0 }),
          dataSourceFactory: () => Promise.resolve(dataSource),
        }),
        PlatformModule,
        ActivityModule,
        ThrottlingModule,
        AuthModule,
        PublicCacheModule,
        PersonalDataModule,
        HealthModule,
        SiteConfigModule,
        BackupsModule,
        UploadsModule,
        TrashModule,
        AlbumsModule,
        GalleryModule,
        GalleryBulkModule,
        MaterialsModule,
        FeedbackModule,
        ContactModule,
        InteractiveToolsModule,
        MeetingsModule,
        NewsletterModule,
        PrivacyModule,
        PageTextsModule,
        ReachModule,
      ],
    };
  }
}
