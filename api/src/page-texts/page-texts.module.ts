import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteConfigModule } from '../site-config/site-config.module';
import { UploadedFileCleaner } from '../uploads/uploaded-file-cleaner';
import { UploadsModule } from '../uploads/uploads.module';
import { PageTextEntity, PageTextRevisionEntity } from './page-text.entity';
import { PageTextsController } from './page-texts.controller';
import { PageTextsFiles } from './page-texts-files';
import { PageTextsService } from './page-texts.service';

@Module({
  imports: [TypeOrmModule.forFeature([PageTextEntity, PageTextRevisionEntity]), SiteConfigModule, UploadsModule],
  controllers: [PageTextsController],
  providers: [PageTextsService, PageTextsFiles],
  exports: [PageTextsService],
})
export class PageTextsModule {
  constructor(cleaner: UploadedFileCleaner, files: PageTextsFiles) {
    cleaner.registerFileReferences(files);
  }
}
