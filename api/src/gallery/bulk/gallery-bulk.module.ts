// The gallery's bulk actions, beside the gallery's own module: they reuse its single-item rule
// (GalleryService.setHidden) from the gallery's module.
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AlbumEntity } from '../../albums/album.entity';
import { GalleryItemEntity } from '../gallery-item.entity';
import { GalleryModule } from '../gallery.module';
import { GalleryBulkController } from './gallery-bulk.controller';
import { GalleryBulkService } from './gallery-bulk.service';

@Module({
  imports: [TypeOrmModule.forFeature([GalleryItemEntity, AlbumEntity]), GalleryModule],
  controllers: [GalleryBulkController],
  providers: [GalleryBulkService],
})
export class GalleryBulkModule {}
