// Several photos and videos at once: moved to another album in one statement, taken down and
// shown again one by one through the same rule as a single item (its files leave the served folder
// under their locks; when one fails, those before it are put back, so the selection changes whole
// or not at all), or deleted by the single item's rule (into the trash as one batch, one Undo for
// all). Every chosen item must exist, or nothing changes. One entry in the activity log per action,
// with how many items it changed.
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { ActivityService } from '../../activity/activity.service';
import { AlbumEntity } from '../../albums/album.entity';
import { GalleryItemEntity } from '../gallery-item.entity';
import { GalleryService, type RemovedItems } from '../gallery.service';

export interface BulkResult {
  changed: number;
  items: GalleryItemEntity[];
}

@Injectable()
export class GalleryBulkService {
  private readonly logger = new Logger('GalleryBulk');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gallery: GalleryService,
    private readonly activity: ActivityService,
  ) {}

  /** The chosen items, in the order sent; a 404 naming those that do not exist. */
  private async chosen(ids: readonly number[], manager: EntityManager = this.dataSource.manager): Promise<GalleryItemEntity[]> {
    const found = new Map((await manager.findBy(GalleryItemEntity, { id: In([...ids]) })).map((item) => [item.id, item]));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw new NotFoundException(`Gallery item(s) ${missing.join(', ')} do not exist; nothing was changed`);
    return ids.map((id) => found.get(id) as GalleryItemEntity);
  }

  async move(ids: readonly number[], albumId: number): Promise<BulkResult> {
    const changedIds = await this.dataSource.transaction(async (manager) => {
      if (!(await manager.existsBy(AlbumEntity, { id: albumId }))) throw new NotFoundException(`Album ${albumId} does not exist; nothing was changed`);
      const items = await this.chosen(ids, manager);
      const moving = items.filter((item) => item.albumId !== albumId).map((item) => item.id);
      if (moving.length) await manager.update(GalleryItemEntity, { id: In(moving) }, { albumId });
      return moving;
    });
    await this.activity.record({ kind: 'gallery-item', action: 'update', changedFields: ['albumId'], counts: { items: changedIds.length, album: albumId } });
    return { changed: changedIds.length, items: await this.chosen(ids) };
  }

  async setHidden(ids: readonly number[], hidden: boolean): Promise<BulkResult> {
    const items = await this.chosen(ids);
    const changing = items.filter((item) => item.hidden !== hidden);
    const changed: number[] = [];
    try {
      for (const item of changing) {
        await this.gallery.setHidden(item.id, hidden);
        changed.push(item.id);
      }
    } catch (error) {
      for (const id of changed.reverse()) {
        await this.gallery.setHidden(id, !hidden).catch((undo: unknown) => {
          this.logger.error(`Gallery item ${id} could not be put back after a failed bulk change (${undo instanceof Error ? undo.message : String(undo)})`);
        });
      }
      throw error;
    }
    await this.activity.record({ kind: 'gallery-item', action: 'update', changedFields: ['hidden'], counts: { items: changing.length } });
    return { changed: changing.length, items: await this.chosen(ids) };
  }

  async remove(ids: readonly number[]): Promise<RemovedItems> {
    const removed = await this.gallery.removeMany(ids);
    await this.activity.record({
      kind: 'gallery-item',
      action: 'delete',
      itemLabel: removed.batch?.label ?? null,
      counts: { items: removed.trashed + removed.erased, ...(removed.erased ? { erased: removed.erased } : {}) },
    });
    return removed;
  }
}
