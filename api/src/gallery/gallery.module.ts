import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AlbumEntity } from '../albums/album.entity';
import { UploadedFileCleaner } from '../uploads/uploaded-file-cleaner';
import { UploadsModule } from '../uploads/uploads.module';
import { GalleryController } from './gallery.controller';
import { GalleryItemEntity } from './gallery-item.entity';
import { GalleryService } from './gallery.service';
import { TrashModule } from '../trash/trash.module';

@Module({
  imports: [TrashModule, TypeOrmModule.forFeature([GalleryItemEntity, AlbumEntity]), UploadsModule],
  controllers: [GalleryController],
  providers: [GalleryService],
  exports: [GalleryService],
})
export class GalleryModule {
  constructor(cleaner: UploadedFileCleaner) {
    cleaner.registerFileColumns(GalleryItemEntity, ['url', 'thumbnail']);
  }
}
