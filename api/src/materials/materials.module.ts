import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReachModule } from '../reach/reach.module';
import { UploadedFileCleaner } from '../uploads/uploaded-file-cleaner';
import { UploadsModule } from '../uploads/uploads.module';
import { DownloadController } from './download.controller';
import { MaterialEntity } from './material.entity';
import { MaterialsController } from './materials.controller';
import { MaterialsService } from './materials.service';
import { TrashModule } from '../trash/trash.module';

@Module({
  imports: [TrashModule, TypeOrmModule.forFeature([MaterialEntity]), UploadsModule, ReachModule],
  controllers: [MaterialsController, DownloadController],
  providers: [MaterialsService],
})
export class MaterialsModule {
  constructor(cleaner: UploadedFileCleaner) {
    cleaner.registerFileColumns(MaterialEntity, ['fileUrl']);
  }
}
