import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { AlbumEntity } from '../albums/album.entity';
import { getManyFast } from '../database/raw-hydration';
import { IMAGE_PATH_PATTERN, VIDEO_PATH_PATTERN } from '../common/dto-fields';
import { StoredImages } from '../uploads/stored-images';
import { FileLocks } from '../uploads/file-locks';
import { UploadedFileCleaner } from '../uploads/uploaded-file-cleaner';
import { UploadStore } from '../uploads/upload-store';
import type { TrashBatchEntity } from '../trash/trash.entity';
import { TrashService } from '../trash/trash.service';
import { applySentTexts } from '../common/sent-texts';
import type { GalleryItemInputDto, GalleryItemTextsDto } from './dto/gallery-item.dto';
import { GalleryItemEntity } from './gallery-item.entity';

/** What a delete of several items did. */
export interface RemovedItems {
  /** The trash batch holding those that were shown; null when every one was taken down. */
  batch: TrashBatchEntity | null;
  /** How many went into the trash. */
  trashed: number;
  /** How many taken-down ones were deleted for real. */
  erased: number;
}

@Injectable()
export class GalleryService {
  constructor(
    @InjectRepository(GalleryItemEntity) private readonly items: Repository<GalleryItemEntity>,
    @InjectRepository(AlbumEntity) private readonly albums: Repository<AlbumEntity>,
    private readonly store: UploadStore,
    private readonly cleaner: UploadedFileCleaner,
    private readonly storedImages: StoredImages,
    private readonly locks: FileLocks,
    private readonly trash: TrashService,
  ) {}

  /**
   * One album's items in the order the administrator set (a new upload at its end), so "the first
   * item of the album" is the first in that order (spec 2.18); all items together in upload order.
   * Photos taken down, and those of albums in preparation, only in the administrator's list.
   */
  list(albumId?: number, adminView = false): Promise<GalleryItemEntity[]> {
    const query = this.items.createQueryBuilder('item');
    if (albumId) query.orderBy('item.position', 'ASC');
    else query.orderBy('item.createdAt', 'ASC');
    query.addOrderBy('item.id', 'ASC');
    if (albumId) query.andWhere('item.albumId = :albumId', { albumId });
    if (!adminView) {
      query.andWhere('item.hidden = :shown', { shown: false });
      const drafts = query.subQuery().select('draft.id').from(AlbumEntity, 'draft').where('draft.published = :draft').getQuery();
      query.andWhere(`(item.albumId IS NULL OR item.albumId NOT IN ${drafts})`, { draft: false });
    }
    return getManyFast(query);
  }

  /**
   * Takes an item down or shows it again. Its files (with their responsive copies and
   * a video's thumbnail) move out of the served folder under their locks before the answer, so
   * every URL answers 404 at once on every path that serves uploads (the API, nginx).
   */
  async setHidden(id: number, hidden: boolean): Promise<GalleryItemEntity> {
    const item = await this.items.findOneBy({ id });
    if (!item) throw new NotFoundException(`Gallery item ${id} does not exist`);
    const files = [item.url, item.thumbnail].filter((path): path is string => Boolean(path));
    return this.locks.holding(files, async () => {
      // Hidden first, then the files move: a list read in between already leaves the item out.
      // Shown again: the files come back first, so no list ever names a missing file.
      if (hidden) await this.items.update({ id }, { hidden });
      for (const path of files) await (hidden ? this.store.withhold(path) : this.store.release(path));
      if (!hidden) await this.items.update({ id }, { hidden });
      return (await this.items.findOneBy({ id })) as GalleryItemEntity;
    });
  }

  private checkFiles(input: GalleryItemInputDto): string[] {
    const problems: string[] = [];
    if (input.type === 'photo' && !IMAGE_PATH_PATTERN.test(input.url)) problems.push('url of a photo must be an uploaded image (/uploads/images/...jpg)');
    if (input.type === 'video' && !VIDEO_PATH_PATTERN.test(input.url)) problems.push('url of a video must be an uploaded video (/uploads/videos/...)');
    if (input.type === 'video' && !input.thumbnail) problems.push('thumbnail is required for a video');
    for (const path of [input.url, input.thumbnail]) {
      if (path && !this.store.exists(path)) problems.push(`${path} is not an uploaded file`);
    }
    return problems;
  }

  /** The files' existence is checked and the item saved under their locks (a parallel delete). */
  create(input: GalleryItemInputDto): Promise<GalleryItemEntity> {
    return this.locks.holding([input.url, input.thumbnail], () => this.createChecked(input));
  }

  private async createChecked(input: GalleryItemInputDto): Promise<GalleryItemEntity> {
    const problems = this.checkFiles(input);
    if (!(await this.albums.existsBy({ id: input.albumId }))) problems.push(`albumId ${input.albumId} does not refer to an existing album`);
    if (problems.length) throw new BadRequestException(problems);
    // Size and variants come from the files on disk, never from the client.
    const image = input.type === 'photo' ? input.url : (input.thumbnail as string);
    const described = await this.storedImages.describe(image);
    const last = await this.items.createQueryBuilder('item').select('MAX(item.position)', 'last').where('item.albumId = :albumId', { albumId: input.albumId }).getRawOne<{ last: unknown }>();
    const position = last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1;
    return this.items.save(
      this.items.create({
        title: input.title,
        description: input.description ?? null,
        titleEn: input.titleEn ?? null,
        descriptionEn: input.descriptionEn ?? null,
        alt: input.alt ?? null,
        altEn: input.altEn ?? null,
        albumId: input.albumId,
        type: input.type,
        url: input.url,
        thumbnail: input.type === 'video' ? input.thumbnail : null,
        width: described?.width ?? null,
        height: described?.height ?? null,
        variants: described?.variants ?? [],
        hidden: false,
        position,
      }),
    );
  }

  /** The texts written after the upload (English, alt text) or corrected; files stay. */
  async updateTexts(id: number, texts: GalleryItemTextsDto): Promise<GalleryItemEntity> {
    const item = await this.items.findOneBy({ id });
    if (!item) throw new NotFoundException(`Gallery item ${id} does not exist`);
    applySentTexts(item, texts, ['title', 'description', 'titleEn', 'descriptionEn', 'alt', 'altEn'], ['title']);
    return this.items.save(item);
  }

  /**
   * Deletes the item into the trash (its files move out of reach with it); a photo that was taken
   * down on request is deleted for real with its files instead, and answers no batch.
   */
  async remove(id: number): Promise<TrashBatchEntity | null> {
    return (await this.removeMany([id])).batch;
  }

  /**
   * Deletes several items at once by the single item's rule: those shown go into the trash as one
   * batch (one restore brings them all back), those taken down are deleted for real with their
   * files. Every item must exist, or nothing is deleted (404 naming the missing ones).
   */
  async removeMany(ids: readonly number[]): Promise<RemovedItems> {
    const found = new Map((await this.items.findBy({ id: In([...ids]) })).map((item) => [item.id, item]));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw new NotFoundException(`Gallery item(s) ${missing.join(', ')} do not exist; nothing was deleted`);
    const chosen = ids.map((id) => found.get(id) as GalleryItemEntity);
    const takenDown = chosen.filter((item) => item.hidden);
    const shownIds = chosen.filter((item) => !item.hidden).map((item) => item.id);
    const batch = shownIds.length
      ? await this.trash.put(async (manager) => {
          const rows = new Map((await manager.findBy(GalleryItemEntity, { id: In(shownIds) })).map((item) => [item.id, item]));
          const gone = shownIds.filter((id) => !rows.has(id));
          if (gone.length) throw new NotFoundException(`Gallery item(s) ${gone.join(', ')} do not exist; nothing was deleted`);
          const current = shownIds.map((id) => rows.get(id) as GalleryItemEntity);
          return {
            kind: 'galleryItem',
            label: current.map((item) => item.title).join(', '),
            contents: current.map((item) => ({ kind: 'galleryItem' as const, id: item.id, title: item.title })),
            records: [{ entity: GalleryItemEntity, rows: current }],
            files: current.flatMap((item) => [item.url, item.thumbnail]),
          };
        })
      : null;
    for (const item of takenDown) await this.removeForGood(item);
    return { batch, trashed: shownIds.length, erased: takenDown.length };
  }

  /** The take-down's delete: the item, then its file and thumbnail (with variants) unless referenced elsewhere. */
  private async removeForGood(item: GalleryItemEntity): Promise<void> {
    await this.items.delete({ id: item.id });
    await this.cleaner.removeUnreferenced([item.url, item.thumbnail]);
  }
}
