import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { GalleryItemEntity } from '../gallery/gallery-item.entity';
import { UploadedFileCleaner } from '../uploads/uploaded-file-cleaner';
import { UploadStore } from '../uploads/upload-store';
import { AlbumEntity } from './album.entity';
import type { AlbumInputDto } from './dto/album.dto';

@Injectable()
export class AlbumsService {
  constructor(
    @InjectRepository(AlbumEntity) private readonly albums: Repository<AlbumEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: UploadStore,
    private readonly cleaner: UploadedFileCleaner,
  ) {}

  list(): Promise<AlbumEntity[]> {
    return this.albums.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async get(id: number): Promise<AlbumEntity> {
    const album = await this.albums.findOneBy({ id });
    if (!album) throw new NotFoundException(`Album ${id} does not exist`);
    return album;
  }

  private assertCoverExists(input: AlbumInputDto): void {
    if (input.coverImage && !this.store.exists(input.coverImage)) {
      throw new BadRequestException(['coverImage must point to an uploaded file']);
    }
  }

  create(input: AlbumInputDto): Promise<AlbumEntity> {
    this.assertCoverExists(input);
    return this.albums.save(
      this.albums.create({ name: input.name, description: input.description ?? null, coverImage: input.coverImage ?? null }),
    );
  }

  async update(id: number, input: AlbumInputDto): Promise<AlbumEntity> {
    const album = await this.get(id);
    this.assertCoverExists(input);
    const previousCover = album.coverImage;
    album.name = input.name;
    album.description = input.description ?? null;
    album.coverImage = input.coverImage ?? null;
    const saved = await this.albums.save(album);
    // A cover uploaded for this album and now replaced is garbage; a photo's file stays (still referenced).
    if (previousCover && previousCover !== saved.coverImage) await this.cleaner.removeUnreferenced([previousCover]);
    return saved;
  }

  /** Deletes the album and its items in one transaction, then their files (issue 2). */
  async removeWithItems(id: number): Promise<void> {
    const files = await this.dataSource.transaction(async (manager) => {
      const album = await manager.findOneBy(AlbumEntity, { id });
      if (!album) throw new NotFoundException(`Album ${id} does not exist`);
      const items = await manager.findBy(GalleryItemEntity, { albumId: id });
      await manager.delete(GalleryItemEntity, { albumId: id });
      await manager.delete(AlbumEntity, { id });
      return [album.coverImage, ...items.flatMap((item) => [item.url, item.thumbnail])];
    });
    await this.cleaner.removeUnreferenced(files);
  }
}
