import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { chooseAlbumCover, type CoverImage, type ImageVariant } from '@softskills/domain';
import { Brackets, In, type DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import { GalleryItemEntity } from '../gallery/gallery-item.entity';
import { StoredImages } from '../uploads/stored-images';
import { FileLocks } from '../uploads/file-locks';
import { UploadedFileCleaner } from '../uploads/uploaded-file-cleaner';
import { UploadStore } from '../uploads/upload-store';
import type { TrashBatchEntity } from '../trash/trash.entity';
import { TrashService } from '../trash/trash.service';
import { ActivityService } from '../activity/activity.service';
import { AlbumEntity } from './album.entity';
import type { AlbumCreateDto, AlbumInputDto } from './dto/album.dto';

/**
 * An album as the API answers it: with the size and responsive copies of its own cover,
 * the cover the gallery shows and its number of items (the album list needs no items).
 */
export type AlbumWithCover = AlbumEntity & {
  coverVariants: ImageVariant[];
  coverWidth: number | null;
  coverHeight: number | null;
  cover: CoverImage | null;
  itemCount: number;
};

/** Items that can stand for their album (spec 2.12): photos, and videos with a thumbnail; never one taken down. */
function withPicture<T extends SelectQueryBuilder<GalleryItemEntity>>(query: T, alias: string): T {
  return shownOnly(query, alias).andWhere(
    new Brackets((either) =>
      either.where(`${alias}.type = :photo`, { photo: 'photo' }).orWhere(`(${alias}.thumbnail IS NOT NULL AND ${alias}.thumbnail <> '')`),
    ),
  );
}

/** Items the public sees: a hidden one counts nowhere and stands for nothing. */
function shownOnly<T extends SelectQueryBuilder<GalleryItemEntity>>(query: T, alias: string): T {
  return query.andWhere(`${alias}.hidden = :shown`, { shown: false });
}

/** An order must name each record once, and no other. */
function assertSameSet(given: number[], existing: number[], field: string): void {
  const wanted = new Set(existing);
  if (new Set(given).size !== given.length || given.length !== existing.length || given.some((id) => !wanted.has(id))) {
    throw new BadRequestException([`${field} must list every one exactly once (the list changed meanwhile? reload it)`]);
  }
}

const englishOf = (input: AlbumInputDto) => ({ nameEn: input.nameEn ?? null, descriptionEn: input.descriptionEn ?? null });

@Injectable()
export class AlbumsService {
  constructor(
    @InjectRepository(AlbumEntity) private readonly albums: Repository<AlbumEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: UploadStore,
    private readonly cleaner: UploadedFileCleaner,
    private readonly storedImages: StoredImages,
    private readonly locks: FileLocks,
    private readonly trash: TrashService,
    private readonly activity: ActivityService,
  ) {}

  private get items(): Repository<GalleryItemEntity> {
    return this.dataSource.getRepository(GalleryItemEntity);
  }

  /**
   * The albums in the administrator's order; two grouped queries give all counts and automatic
   * covers. Albums in preparation only in the administrator's list.
   */
  async list(withDrafts = false): Promise<AlbumWithCover[]> {
    const albums = await this.albums.find({ where: withDrafts ? {} : { published: true }, order: { position: 'ASC', id: 'DESC' } });
    const [counts, firstPictures] = await Promise.all([this.countItemsPerAlbum(), this.firstPicturePerAlbum()]);
    return Promise.all(albums.map((album) => this.withCover(album, counts.get(album.id) ?? 0, firstPictures.get(album.id) ?? null)));
  }

  /** One album as the list shows it; 404 when it does not exist, or (to the public) while in preparation. */
  async getWithCover(id: number, withDrafts = false): Promise<AlbumWithCover> {
    const album = await this.get(id);
    // The same answer as for an album that never existed: an address tells nothing before it is published.
    if (!album.published && !withDrafts) throw new NotFoundException(`Album ${id} does not exist`);
    return this.present(album);
  }

  private async present(album: AlbumEntity): Promise<AlbumWithCover> {
    const [itemCount, firstPicture] = await Promise.all([
      this.items.countBy({ albumId: album.id, hidden: false }),
      withPicture(this.items.createQueryBuilder('item').where('item.albumId = :albumId', { albumId: album.id }), 'item')
        .orderBy('item.position', 'ASC')
        .addOrderBy('item.id', 'ASC')
        .getOne(),
    ]);
    return this.withCover(album, itemCount, firstPicture);
  }

  private async countItemsPerAlbum(): Promise<Map<number, number>> {
    const rows: Array<{ albumId: unknown; count: unknown }> = await shownOnly(
      this.items.createQueryBuilder('item').select('item.albumId', 'albumId').addSelect('COUNT(*)', 'count').where('item.albumId IS NOT NULL'),
      'item',
    )
      .groupBy('item.albumId')
      .getRawMany();
    return new Map(rows.map((row) => [Number(row.albumId), Number(row.count)]));
  }

  /** Each album's first item with a picture, in the album's order: one correlated subquery per album row. */
  private async firstPicturePerAlbum(): Promise<Map<number, GalleryItemEntity>> {
    const rows: Array<{ albumId: unknown; itemId: unknown }> = await this.albums
      .createQueryBuilder('album')
      .select('album.id', 'albumId')
      .addSelect((first) => {
        const query = first.subQuery().select('candidate.id').from(GalleryItemEntity, 'candidate').where('candidate.albumId = album.id');
        return withPicture(query, 'candidate')
          .orderBy('candidate.position', 'ASC')
          .addOrderBy('candidate.id', 'ASC')
          .limit(1);
      }, 'itemId')
      .getRawMany();
    const itemIds = rows.map((row) => Number(row.itemId)).filter((id) => Number.isInteger(id) && id > 0);
    if (itemIds.length === 0) return new Map();
    const items = await this.items.findBy({ id: In(itemIds) });
    return new Map(items.filter((item) => item.albumId !== null).map((item) => [item.albumId as number, item]));
  }

  /** The own cover's size and copies come from the files on disk, as for gallery items. */
  private async withCover(album: AlbumEntity, itemCount: number, firstPicture: GalleryItemEntity | null): Promise<AlbumWithCover> {
    // An own cover picked from a photo that was taken down is withheld with it: the
    // automatic cover stands in until the photo is shown again.
    const coverImage = album.coverImage && this.store.exists(album.coverImage) ? album.coverImage : null;
    const described = coverImage ? await this.storedImages.describe(coverImage) : null;
    const ownCover: CoverImage | null = coverImage
      ? { src: coverImage, width: described?.width ?? null, height: described?.height ?? null, variants: described?.variants ?? [] }
      : null;
    return Object.assign(album, {
      // Withheld: not named in any answer (pages embed it); an edit saved meanwhile drops it.
      coverImage,
      coverVariants: described?.variants ?? [],
      coverWidth: described?.width ?? null,
      coverHeight: described?.height ?? null,
      cover: chooseAlbumCover(ownCover, firstPicture ? [firstPicture] : []),
      itemCount,
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

  /** A new album, in preparation unless `published` says otherwise. */
  async create(input: AlbumCreateDto): Promise<AlbumWithCover> {
    // Checked and saved under the cover's lock: a parallel delete of that file cannot come between.
    const saved = await this.locks.holding([input.coverImage], async () => {
      this.assertCoverExists(input);
      // A new album goes first, as the newest always did.
      const first = await this.albums.createQueryBuilder('album').select('MIN(album.position)', 'first').getRawOne<{ first: unknown }>();
      const position = first?.first === null || first?.first === undefined ? 0 : Number(first.first) - 1;
      return this.albums.save(
        this.albums.create({ name: input.name, description: input.description ?? null, ...englishOf(input), coverImage: input.coverImage ?? null, position, published: input.published ?? false }),
      );
    });
    return this.present(saved);
  }

  async update(id: number, input: AlbumInputDto): Promise<AlbumWithCover> {
    const album = await this.get(id);
    const previousCover = album.coverImage;
    album.name = input.name;
    album.description = input.description ?? null;
    // Backward compatible: a client that never sends the English fields (spec 7) keeps them as they were.
    if (input.nameEn !== undefined) album.nameEn = input.nameEn;
    if (input.descriptionEn !== undefined) album.descriptionEn = input.descriptionEn;
    album.coverImage = input.coverImage ?? null;
    const saved = await this.locks.holding([input.coverImage], async () => {
      this.assertCoverExists(input);
      return this.albums.save(album);
    });
    // A cover uploaded for this album and now replaced is garbage; a photo's file stays (still referenced).
    if (previousCover && previousCover !== saved.coverImage) await this.cleaner.removeUnreferenced([previousCover]);
    return this.present(saved);
  }

  /**
   * Publishes an album or returns it to preparation. Its photos and pages join or leave every
   * public list and page with it (the write bumps the content version, so no cache keeps them).
   */
  async setPublished(id: number, published: boolean): Promise<AlbumWithCover> {
    const album = await this.get(id);
    if (album.published !== published) await this.albums.update({ id }, { published });
    await this.activity.record({ kind: 'album', action: published ? 'publish' : 'unpublish', itemId: id, itemLabel: album.name });
    return this.present(Object.assign(album, { published }));
  }

  /**
   * Puts the albums in the order given: every album exactly once (400 otherwise, so an order made
   * from a stale list never drops or duplicates one).
   */
  async reorder(albumIds: number[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const existing = (await manager.find(AlbumEntity, { select: { id: true } })).map((album) => album.id);
      assertSameSet(albumIds, existing, 'albumIds');
      for (const [position, id] of albumIds.entries()) await manager.update(AlbumEntity, { id }, { position });
    });
  }

  /** Puts an album's photos and videos in the order given: each exactly once. */
  async reorderItems(albumId: number, itemIds: number[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await manager.existsBy(AlbumEntity, { id: albumId }))) throw new NotFoundException(`Album ${albumId} does not exist`);
      const existing = (await manager.find(GalleryItemEntity, { select: { id: true }, where: { albumId } })).map((item) => item.id);
      assertSameSet(itemIds, existing, 'itemIds');
      for (const [position, id] of itemIds.entries()) await manager.update(GalleryItemEntity, { id }, { position });
    });
  }

  /**
   * Deletes the album with all its items into the trash as one batch: one transaction takes the
   * rows, then their files (its own cover included) move out of reach; a restore brings all back.
   */
  removeWithItems(id: number): Promise<TrashBatchEntity> {
    return this.trash.put(async (manager) => {
      const album = await manager.findOneBy(AlbumEntity, { id });
      if (!album) throw new NotFoundException(`Album ${id} does not exist`);
      const items = await manager.find(GalleryItemEntity, { where: { albumId: id }, order: { id: 'ASC' } });
      return {
        kind: 'album',
        label: album.name,
        contents: [{ kind: 'album', id: album.id, title: album.name }, ...items.map((item) => ({ kind: 'galleryItem' as const, id: item.id, title: item.title }))],
        records: [
          { entity: AlbumEntity, rows: [album] },
          { entity: GalleryItemEntity, rows: items },
        ],
        files: [album.coverImage, ...items.flatMap((item) => [item.url, item.thumbnail])],
      };
    });
  }
}
