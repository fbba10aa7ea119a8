// Deletes files that no record points to any more. Runs after the database change is committed,
// and keeps a file still referenced elsewhere (an album cover picked from a photo, issue 2).
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AlbumEntity } from '../albums/album.entity';
import { GalleryItemEntity } from '../gallery/gallery-item.entity';
import { MaterialEntity } from '../materials/material.entity';
import { UploadStore } from './upload-store';

@Injectable()
export class UploadedFileCleaner {
  private readonly logger = new Logger('Uploads');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: UploadStore,
  ) {}

  async isReferenced(publicPath: string): Promise<boolean> {
    const manager = this.dataSource.manager;
    const counts = await Promise.all([
      manager.countBy(AlbumEntity, { coverImage: publicPath }),
      manager.countBy(GalleryItemEntity, { url: publicPath }),
      manager.countBy(GalleryItemEntity, { thumbnail: publicPath }),
      manager.countBy(MaterialEntity, { fileUrl: publicPath }),
    ]);
    return counts.some((count) => count > 0);
  }

  /** Removes each file (and its variants) that is no longer referenced; never throws. */
  async removeUnreferenced(paths: Array<string | null | undefined>): Promise<void> {
    for (const path of new Set(paths.filter((candidate): candidate is string => Boolean(candidate)))) {
      try {
        if (!(await this.isReferenced(path))) await this.store.removeWithVariants(path);
      } catch (error) {
        this.logger.warn(`Could not remove ${path}: ${(error as Error).message}`);
      }
    }
  }
}
