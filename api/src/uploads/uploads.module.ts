import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MaterialEntity } from '../materials/material.entity';
import { PublicCacheModule } from '../public-cache/public-cache.module';
import { DownloadController } from './download.controller';
import { FileLocks } from './file-locks';
import { ImageConversions } from './image-conversions';
import { UploadedFileCleaner } from './uploaded-file-cleaner';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';
import { UploadsSweeper } from './uploads-sweeper';
import { StoredImages } from './stored-images';
import { UploadStore } from './upload-store';

@Module({
  imports: [TypeOrmModule.forFeature([MaterialEntity]), PublicCacheModule],
  controllers: [UploadsController, DownloadController],
  providers: [UploadStore, FileLocks, ImageConversions, UploadsService, UploadedFileCleaner, UploadsSweeper, StoredImages],
  exports: [UploadStore, FileLocks, UploadedFileCleaner, StoredImages],
})
export class UploadsModule {}
