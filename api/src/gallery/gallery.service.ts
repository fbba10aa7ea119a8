import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AlbumEntity } from '../albums/album.entity';
import { getManyFast } from '../database/raw-hydration';
import { IMAGE_PATH_PATTERN, VIDEO_PATH_PATTERN } from '../common/dto-fields';
import { StoredImages } from '../uploads/stored-images';
import { FileLocks } from '../uploads/file-locks';
import { UploadedFileCleaner } from '../uploads/uploaded-file-cleaner';
import { UploadStore } from '../uploads/upload-store';
import { applySentTexts } from '../common/sent-texts';
import type { GalleryItemInputDto, GalleryItemTextsDto } from './dto/gallery-item.dto';
import { GalleryItemEntity } from './gallery-item.entity';

@Injectable()
export class GalleryService {
  constructor(
    @InjectRepository(GalleryItemEntity) private readonly items: Repository<GalleryItemEntity>,
    @InjectRepository(AlbumEntity) private readonly albums: Repository<AlbumEntity>,
    private readonly store: UploadStore,
    private readonly cleaner: UploadedFileCleaner,
    private readonly storedImages: StoredImages,
    private readonly locks: FileLocks,
  ) {}

  /**
   * In upload order, so "the first item of the album" is the first one uploaded (spec 2.18).
   * Photos taken down (issue 30.4) only in the administrator's list.
   */
  list(albumId?: number, withHidden = false): Promise<GalleryItemEntity[]> {
    const query = this.items.createQueryBuilder('item').orderBy('item.createdAt', 'ASC').addOrderBy('item.id', 'ASC');
    if (albumId) query.andWhere('item.albumId = :albumId', { albumId });
    if (!withHidden) query.andWhere('item.hidden = :shown', { shown: false });
    return getManyFast(query);
  }

  /**
   * Issue 30.4: takes an item down or shows it again. Its files (with their responsive copies and
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

  /** The files' existence is checked and the item saved under their locks (issue 13: a parallel delete). */
  create(input: GalleryItemInputDto): Promise<GalleryItemEntity> {
    return this.locks.holding([input.url, input.thumbnail], () => this.createChecked(input));
  }

  private async createChecked(input: GalleryItemInputDto): Promise<GalleryItemEntity> {
    const problems = this.checkFiles(input);
    if (!(await this.albums.existsBy({ id: input.albumId }))) problems.push(`albumId ${input.albumId} does not refer to an existing album`);
    if (problems.length) throw new BadRequestException(problems);
    // Size and variants come from the files on disk, never from the client (issue 5).
    const image = input.type === 'photo' ? input.url : (input.thumbnail as string);
    const described = await this.storedImages.describe(image);
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
      }),
    );
  }

  /** Issue 15: the texts written after the upload (English, alt text) or corrected; files stay. */
  async updateTexts(id: number, texts: GalleryItemTextsDto): Promise<GalleryItemEntity> {
    const item = await this.items.findOneBy({ id });
    if (!item) throw new NotFoundException(`Gallery item ${id} does not exist`);
    applySentTexts(item, texts, ['title', 'description', 'titleEn', 'descriptionEn', 'alt', 'altEn'], ['title']);
    return this.items.save(item);
  }

  /** Deletes the item, then its file and thumbnail (with variants) unless referenced elsewhere. */
  async removeWithFiles(id: number): Promise<void> {
    const item = await this.items.findOneBy({ id });
    if (!item) throw new NotFoundException(`Gallery item ${id} does not exist`);
    await this.items.delete({ id });
    await this.cleaner.removeUnreferenced([item.url, item.thumbnail]);
  }
}
