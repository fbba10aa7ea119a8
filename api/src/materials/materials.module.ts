import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadedFileCleaner } from '../uploads/uploaded-file-cleaner';
import { UploadsModule } from '../uploads/uploads.module';
import { DownloadController } from './download.controller';
import { MaterialEntity } from './material.entity';
import { MaterialsController } from './materials.controller';
import { MaterialsService } from './materials.service';

@Module({
  imports: [TypeOrmModule.forFeature([MaterialEntity]), UploadsModule],
  controllers: [MaterialsController, DownloadController],
  providers: [MaterialsService],
})
export class MaterialsModule {
  constructor(cleaner: UploadedFileCleaner) {
    cleaner.registerFileColumns(MaterialEntity, ['fileUrl']);
  }
}
