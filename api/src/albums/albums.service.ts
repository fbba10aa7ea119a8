import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { ImageVariant } from 'shared-ui/domain';
import type { DataSource, Repository } from 'typeorm';
import { GalleryItemEntity } from '../gallery/gallery-item.entity';
import { StoredImages } from '../uploads/stored-images';
import { UploadedFileCleaner } from '../uploads/uploaded-file-cleaner';
import { UploadStore } from '../uploads/upload-store';
import { AlbumEntity } from './album.entity';
import type { AlbumInputDto } from './dto/album.dto';

/** An album as the API answers it: with the size and responsive copies of its own cover (issue 5). */
export type AlbumWithCover = AlbumEntity & {
  coverVariants: ImageVariant[];
  coverWidth: number | null;
  coverHeight: number | null;
};

@Injectable()
export class AlbumsService {
  constructor(
    @InjectRepository(AlbumEntity) private readonly albums: Repository<AlbumEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: UploadStore,
    private readonly cleaner: UploadedFileCleaner,
    private readonly storedImages: StoredImages,
  ) {}

  async list(): Promise<AlbumWithCover[]> {
    const albums = await this.albums.find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return Promise.all(albums.map((album) => this.withCover(album)));
  }

  /** The cover's size and copies come from the files on disk, as for gallery items; none without a cover. */
  private async withCover(album: AlbumEntity): Promise<AlbumWithCover> {
    const cover = album.coverImage ? await this.storedImages.describe(album.coverImage) : null;
    return Object.assign(album, {
      coverVariants: cover?.variants ?? [],
      coverWidth: cover?.width ?? null,
      coverHeight: cover?.height ?? null,
    });
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

  async create(input: AlbumInputDto): Promise<AlbumWithCover> {
    this.assertCoverExists(input);
    const saved = await this.albums.save(
      this.albums.create({ name: input.name, description: input.description ?? null, coverImage: input.coverImage ?? null }),
    );
    return this.withCover(saved);
  }

  async update(id: number, input: AlbumInputDto): Promise<AlbumWithCover> {
    const album = await this.get(id);
    this.assertCoverExists(input);
    const previousCover = album.coverImage;
    album.name = input.name;
    album.description = input.description ?? null;
    album.coverImage = input.coverImage ?? null;
    const saved = await this.albums.save(album);
    // A cover uploaded for this album and now replaced is garbage; a photo's file stays (still referenced).
    if (previousCover && previousCover !== saved.coverImage) await this.cleaner.removeUnreferenced([previousCover]);
    return this.withCover(saved);
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
