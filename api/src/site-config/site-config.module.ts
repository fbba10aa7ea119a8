import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublicCacheModule } from '../public-cache/public-cache.module';
import { UploadedFileCleaner } from '../uploads/uploaded-file-cleaner';
import { UploadsModule } from '../uploads/uploads.module';
import { SiteConfigController } from './site-config.controller';
import { SiteConfigService } from './site-config.service';
import { SiteSettingsEntity } from './site-settings.entity';
import { SiteSettingsService } from './site-settings.service';

@Module({
  imports: [TypeOrmModule.forFeature([SiteSettingsEntity]), PublicCacheModule, UploadsModule],
  controllers: [SiteConfigController],
  providers: [SiteConfigService, SiteSettingsService],
  exports: [SiteConfigService],
})
export class SiteConfigModule {
  constructor(cleaner: UploadedFileCleaner, settings: SiteSettingsService) {
    // Partner logos uploaded in Settings are named inside the saved details, not in a column.
    cleaner.registerFileReferences({
      paths: () => settings.uploadedLogos(),
      names: async (publicPath) => (await settings.uploadedLogos()).includes(publicPath),
    });
  }
}
