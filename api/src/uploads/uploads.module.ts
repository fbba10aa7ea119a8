import { Module } from '@nestjs/common';
import { PublicCacheModule } from '../public-cache/public-cache.module';
import { FileLocks } from './file-locks';
import { ImageConversions } from './image-conversions';
import { ImageProcessor } from './image-processor';
import { UploadedFileCleaner } from './uploaded-file-cleaner';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';
import { UploadsSweeper } from './uploads-sweeper';
import { StoredImages } from './stored-images';
import { UploadStore } from './upload-store';

@Module({
  imports: [PublicCacheModule],
  controllers: [UploadsController],
  providers: [UploadStore, FileLocks, ImageProcessor, ImageConversions, UploadsService, UploadedFileCleaner, UploadsSweeper, StoredImages],
  exports: [UploadStore, FileLocks, UploadedFileCleaner, StoredImages],
})
export class UploadsModule {}
