import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadedFileCleaner } from '../uploads/uploaded-file-cleaner';
import { UploadsModule } from '../uploads/uploads.module';
import { AlbumEntity } from './album.entity';
import { AlbumsController } from './albums.controller';
import { AlbumsService } from './albums.service';
import { TrashModule } from '../trash/trash.module';

@Module({
  imports: [TrashModule, TypeOrmModule.forFeature([AlbumEntity]), UploadsModule],
  controllers: [AlbumsController],
  providers: [AlbumsService],
  exports: [AlbumsService],
})
export class AlbumsModule {
  constructor(cleaner: UploadedFileCleaner) {
    cleaner.registerFileColumns(AlbumEntity, ['coverImage']);
  }
}
