// The trash. A delete in the administration takes the rows out of their tables into trash_rows
// (whole, so nothing the public reads names them any more) and the files out of the served folders
// into the batch's trash folder (so every URL answers 404, from the API and from nginx alike). A
// restore puts back the same rows with the same ids and the same files; the purge (TrashPurger)
// erases a batch once its period is over. Rules that decide between two of these:
// - a batch row is deleted by exactly one of "restore" and "purge" (one atomic DELETE whose count
//   decides), so a batch restored a moment before the purge survives it and two replicas never
//   purge the same batch twice;
// - files move under their locks, and a restore holds them until its rows are in, so the orphan
//   sweep never sees a restored file without its record.
import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ActivityKind, TrashKind, TrashRestoreConflict } from '@softskills/domain';
import { type DataSource, type EntityManager, type EntityMetadata, type EntityTarget, In, LessThanOrEqual, type ObjectLiteral } from 'typeorm';
import { type ActivityRecord, ActivityService } from '../activity/activity.service';
import { AlbumEntity } from '../albums/album.entity';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { FeedbackEntity } from '../feedback/feedback.entity';
import { GalleryItemEntity } from '../gallery/gallery-item.entity';
import { InteractiveToolEntity } from '../interactive-tools/interactive-tool.entity';
import { MaterialEntity } from '../materials/material.entity';
import { MeetingEntity } from '../meetings/meeting.entity';
import { Clock } from '../platform/clock';
import { ReplicaLock } from '../platform/replica-lock';
import { FileLocks } from '../uploads/file-locks';
import { UploadedFileCleaner } from '../uploads/uploaded-file-cleaner';
import { UploadStore } from '../uploads/upload-store';
import { type TrashContent, TrashBatchEntity, TrashRowEntity } from './trash.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a delete hands to the trash, gathered inside its transaction. */
export interface TrashInput {
  kind: TrashKind;
  label: string;
  contents: TrashContent[];
  /** The records to take out, a parent before its children (they go back in this order). */
  records: Array<{ entity: EntityTarget<ObjectLiteral>; rows: ObjectLiteral[] }>;
  /** Public paths of the files the records use. */
  files: Array<string | null | undefined>;
}

/** How a restore may resolve a conflict, chosen by the administrator after a 409. */
export interface RestoreChoice {
  /** Put the batch's photos and videos into this album instead (their own is gone). */
  albumId?: number;
  /** Give every restored record a new id (its own address is taken). */
  asNew?: boolean;
}

export interface RestoredBatch {
  batchId: number;
  kind: TrashKind;
  /** The restored records' ids, by kind (new ones when restored as new). */
  restored: RestoredRecord[];
}

export interface RestoredRecord {
  kind: TrashKind;
  id: number;
}

/** A 409 the administration turns into words and a choice. */
export class RestoreConflictException extends ConflictException {
  constructor(reason: TrashRestoreConflict, message: string, details: Record<string, unknown> = {}) {
    super({ message, reason, details });
  }
}

interface StoredRow {
  tableName: string;
  values: Record<string, unknown>;
}

/** The activity log's kind of each kind of trash batch. */
const ACTIVITY_KIND_OF_TRASH: Record<TrashKind, ActivityKind> = {
  album: 'album',
  galleryItem: 'gallery-item',
  material: 'material',
  tool: 'tool',
  feedback: 'feedback',
  contactMessage: 'contact-message',
  meeting: 'meeting',
};
/** Batches named by public content; feedback and messages are named by a person. */
const NAMED_KINDS: ReadonlySet<TrashKind> = new Set(['album', 'galleryItem', 'material', 'tool', 'meeting']);

@Injectable()
export class TrashService {
  private readonly logger = new Logger('Trash');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: UploadStore,
    private readonly cleaner: UploadedFileCleaner,
    private readonly fileLocks: FileLocks,
    private readonly lock: ReplicaLock,
    private readonly clock: Clock,
    private readonly activity: ActivityService,
  ) {}

  /**
   * Deletes into the trash: `collect` reads (and checks) the records inside the transaction, they
   * are copied into one batch and deleted; then their files move into the batch's folder. A file
   * another record still shows (an album cover picked from the photo) stays served and is copied.
   */
  async put(collect: (manager: EntityManager) => Promise<TrashInput>): Promise<TrashBatchEntity> {
    const { batch, files } = await this.dataSource.transaction(async (manager) => {
      const input = await collect(manager);
      const fresh = manager.create(TrashBatchEntity, {
        kind: input.kind,
        label: input.label.slice(0, 300),
        contents: input.contents,
        files: [...new Set(input.files.filter((path): path is string => Boolean(path)))],
        purgeAfter: this.clock.inSeconds(this.config.trashDays * DAY_MS),
      });
      const saved = await manager.save(fresh);
      let sequence = 0;
      for (const { entity, rows } of input.records) {
        const metadata = manager.connection.getMetadata(entity);
        for (const row of rows) {
          await manager.insert(TrashRowEntity, { batchId: saved.id, tableName: metadata.tableName, sequence: sequence++, data: JSON.stringify(this.snapshot(metadata, row)) });
        }
      }
      // Children first: the album's items before the album (its foreign key).
      for (const { entity, rows } of [...input.records].reverse()) {
        const metadata = manager.connection.getMetadata(entity);
        const ids = rows.map((row) => metadata.primaryColumns[0].getEntityValue(row) as number);
        if (ids.length) await manager.delete(entity, ids);
      }
      return { batch: saved, files: saved.files };
    });
    for (const path of files) {
      try {
        await this.fileLocks.holding([path], async () => this.store.moveToTrash(batch.id, path, await this.cleaner.isReferenced(path)));
      } catch (error) {
        // The rows are in the trash already; a file left served is an orphan the sweep removes.
        this.logger.warn(`Could not move ${path} into the trash: ${(error as Error).message}`);
      }
    }
    return batch;
  }

  /** The batches, newest first, optionally of one kind. */
  list(kind?: TrashKind): Promise<TrashBatchEntity[]> {
    return this.dataSource.getRepository(TrashBatchEntity).find({ where: kind ? { kind } : {}, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /**
   * Puts a batch back exactly (same ids, texts, album, cover, files), or answers 409 with the
   * reason when its album is gone or an address is taken, unless `choice` resolves that.
   */
  restore(batchId: number, choice: RestoreChoice = {}): Promise<RestoredBatch> {
    return this.lock.runExclusive([`trash:${batchId}`], async () => {
      const batch = await this.dataSource.getRepository(TrashBatchEntity).findOneBy({ id: batchId });
      if (!batch) throw new NotFoundException(`Trash batch ${batchId} does not exist (restored or erased already)`);
      const rows = await this.storedRows(batchId);
      await this.checkConflicts(batch, rows, choice);
      const withheld = this.withheldFiles(rows);
      return this.fileLocks.holding(batch.files, async () => {
        for (const path of batch.files) await this.store.restoreFromTrash(batchId, path, withheld.has(path));
        try {
          const restored = await this.dataSource.transaction(async (manager) => {
            const claimed = await manager.delete(TrashBatchEntity, { id: batchId });
            if (!claimed.affected) throw new NotFoundException(`Trash batch ${batchId} was erased meanwhile`);
            await manager.delete(TrashRowEntity, { batchId });
            return this.insertRows(manager, rows, choice);
          });
          await this.store.removeTrashFolder(batchId).catch(() => undefined);
          await this.activity.record({ action: 'restore', ...this.described(batch) });
          return { batchId, kind: batch.kind, restored };
        } catch (error) {
          for (const path of batch.files) await this.store.returnToTrash(batchId, path, withheld.has(path)).catch(() => undefined);
          throw error;
        }
      });
    });
  }

  /** Erases a batch for good, now (the administrator's "delete for good"); 404 when it is gone. */
  async erase(batchId: number): Promise<void> {
    if (!(await this.eraseBatch(batchId))) throw new NotFoundException(`Trash batch ${batchId} does not exist (restored or erased already)`);
  }

  /** Ids of the batches whose period is over at `now`. */
  async dueBatchIds(now: Date): Promise<number[]> {
    const due = await this.dataSource.getRepository(TrashBatchEntity).find({ select: { id: true }, where: { purgeAfter: LessThanOrEqual(now) }, order: { id: 'ASC' } });
    return due.map((batch) => batch.id);
  }

  /**
   * Erases one batch if it is still there and (with `dueAt`) still due: the check and the delete
   * are one statement, so a batch restored meanwhile, or erased by another replica, is left alone.
   * True when this call erased it; the activity log says what was erased (by whom: the
   * administrator's "delete for good", or nobody when the period ran out).
   */
  eraseBatch(batchId: number, dueAt?: Date): Promise<boolean> {
    return this.lock.runExclusive([`trash:${batchId}`], async () => {
      const batches = this.dataSource.getRepository(TrashBatchEntity);
      const batch = await batches.findOneBy({ id: batchId });
      const claimed = await batches.delete(dueAt ? { id: batchId, purgeAfter: LessThanOrEqual(dueAt) } : { id: batchId });
      if (!claimed.affected) return false;
      await this.dataSource.getRepository(TrashRowEntity).delete({ batchId });
      await this.store.removeTrashFolder(batchId);
      if (batch) await this.activity.record({ action: 'purge', ...this.described(batch), ...(dueAt ? { actor: null } : {}) });
      return true;
    });
  }

  /** What the activity log says of a batch: its kind, and its name only when that is public content (never a person's). */
  private described(batch: TrashBatchEntity): Pick<ActivityRecord, 'kind' | 'itemId' | 'itemLabel'> {
    const kind = ACTIVITY_KIND_OF_TRASH[batch.kind];
    return { kind, itemId: batch.id, itemLabel: NAMED_KINDS.has(batch.kind) ? batch.label : null };
  }

  /** Rows whose batch is gone (a purge interrupted between its two deletes). */
  async removeStrayRows(): Promise<void> {
    const batches = this.dataSource.getRepository(TrashBatchEntity).createQueryBuilder('batch').select('batch.id');
    await this.dataSource
      .getRepository(TrashRowEntity)
      .createQueryBuilder()
      .delete()
      .where(`batchId NOT IN (${batches.getQuery()})`)
      .execute();
  }

  /** The rows of a batch as stored, in re-insertion order. */
  async storedRows(batchId: number): Promise<StoredRow[]> {
    const rows = await this.dataSource.getRepository(TrashRowEntity).find({ where: { batchId }, order: { sequence: 'ASC', id: 'ASC' } });
    return rows.map((row) => ({ tableName: row.tableName, values: JSON.parse(row.data) as Record<string, unknown> }));
  }

  /** Every column's value as the entity holds it; dates become ISO strings in the JSON. */
  private snapshot(metadata: EntityMetadata, row: ObjectLiteral): Record<string, unknown> {
    return Object.fromEntries(metadata.columns.map((column) => [column.propertyName, column.getEntityValue(row) ?? null]));
  }

  private metadataOf(tableName: string): EntityMetadata {
    const metadata = this.dataSource.entityMetadatas.find((candidate) => candidate.tableName === tableName);
    if (!metadata) throw new Error(`The trash holds rows of an unknown table: ${tableName}`);
    return metadata;
  }

  /** Files of photos that were taken down go back to the withheld folder, not to the served one. */
  private withheldFiles(rows: StoredRow[]): Set<string> {
    const itemsTable = this.dataSource.getMetadata(GalleryItemEntity).tableName;
    return new Set(
      rows
        .filter((row) => row.tableName === itemsTable && row.values.hidden === true)
        .flatMap((row) => [row.values.url, row.values.thumbnail])
        .filter((path): path is string => typeof path === 'string' && path !== ''),
    );
  }

  private async checkConflicts(batch: TrashBatchEntity, rows: StoredRow[], choice: RestoreChoice): Promise<void> {
    const manager = this.dataSource.manager;
    if (!choice.asNew) {
      for (const row of rows) {
        const metadata = this.metadataOf(row.tableName);
        const id = row.values.id as number;
        if (await manager.existsBy(metadata.target, { id })) {
          throw new RestoreConflictException('address-taken', `Something else now has the address of ${batch.label} (${row.tableName} ${id})`, { table: row.tableName, id });
        }
      }
    }
    const albumsTable = this.dataSource.getMetadata(AlbumEntity).tableName;
    const itemsTable = this.dataSource.getMetadata(GalleryItemEntity).tableName;
    const albumsInBatch = new Set(rows.filter((row) => row.tableName === albumsTable).map((row) => row.values.id as number));
    const neededAlbums = new Set(
      rows
        .filter((row) => row.tableName === itemsTable)
        .map((row) => row.values.albumId as number | null)
        .filter((id): id is number => typeof id === 'number' && !albumsInBatch.has(id)),
    );
    if (choice.albumId !== undefined) {
      if (!(await manager.existsBy(AlbumEntity, { id: choice.albumId }))) {
        throw new RestoreConflictException('album-gone', `Album ${choice.albumId} does not exist`, { albumId: choice.albumId });
      }
      return;
    }
    for (const albumId of neededAlbums) {
      if (await manager.existsBy(AlbumEntity, { id: albumId })) continue;
      const holder = await this.batchHoldingAlbum(albumId);
      if (holder) {
        throw new RestoreConflictException('album-in-trash', `The album of ${batch.label} is in the trash itself`, { albumId, albumBatchId: holder.id, albumName: holder.label });
      }
      throw new RestoreConflictException('album-gone', `The album of ${batch.label} no longer exists`, { albumId });
    }
  }

  /** The batch in the trash that holds an album, if any. */
  private async batchHoldingAlbum(albumId: number): Promise<TrashBatchEntity | null> {
    const albumsTable = this.dataSource.getMetadata(AlbumEntity).tableName;
    const rows = await this.dataSource.getRepository(TrashRowEntity).findBy({ tableName: albumsTable });
    const row = rows.find((candidate) => (JSON.parse(candidate.data) as { id?: unknown }).id === albumId);
    return row ? this.dataSource.getRepository(TrashBatchEntity).findOneBy({ id: row.batchId }) : null;
  }

  /** Inserts the rows as they were (listeners off: `createdAt` keeps its value), remapping ids on a choice. */
  private async insertRows(manager: EntityManager, rows: StoredRow[], choice: RestoreChoice): Promise<RestoredRecord[]> {
    const albumsTable = manager.connection.getMetadata(AlbumEntity).tableName;
    const itemsTable = manager.connection.getMetadata(GalleryItemEntity).tableName;
    const newAlbumIds = new Map<number, number>();
    const restored: RestoredRecord[] = [];
    for (const row of rows) {
      const metadata = this.metadataOf(row.tableName);
      const values = this.revive(metadata, row.values);
      const oldId = values.id as number;
      if (row.tableName === itemsTable) {
        const albumId = values.albumId as number | null;
        if (albumId !== null && newAlbumIds.has(albumId)) values.albumId = newAlbumIds.get(albumId);
        else if (choice.albumId !== undefined) values.albumId = choice.albumId;
      }
      if (choice.asNew) delete values.id;
      const result = await manager.createQueryBuilder().insert().into(metadata.target).values(values).callListeners(false).execute();
      const id = choice.asNew ? generatedId(result.identifiers[0], result.raw) : oldId;
      if (row.tableName === albumsTable) newAlbumIds.set(oldId, id);
      restored.push({ kind: kindOf(metadata), id });
    }
    return restored;
  }

  /** JSON values back into what the entity holds: dates from their ISO strings. */
  private revive(metadata: EntityMetadata, stored: Record<string, unknown>): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const column of metadata.columns) {
      if (!(column.propertyName in stored)) continue;
      const value = stored[column.propertyName];
      values[column.propertyName] = (column.type === 'datetime' || column.type === Date) && typeof value === 'string' ? new Date(value) : value;
    }
    return values;
  }

  /** Batches of one kind whose contents hold any of these ids (newest first). */
  async batchesHolding(kind: TrashKind, ids: number[]): Promise<TrashBatchEntity[]> {
    const batches = await this.dataSource.getRepository(TrashBatchEntity).find({ where: { kind }, order: { id: 'DESC' } });
    return batches.filter((batch) => batch.contents.some((content) => ids.includes(content.id)));
  }

  /** The rows of some tables across every batch, for the privacy search over the trash. */
  async rowsOfTables(tableNames: string[]): Promise<Array<{ rowId: number; batchId: number; tableName: string; values: Record<string, unknown> }>> {
    const rows = await this.dataSource.getRepository(TrashRowEntity).find({ where: { tableName: In(tableNames) }, order: { id: 'ASC' } });
    return rows.map((row) => ({ rowId: row.id, batchId: row.batchId, tableName: row.tableName, values: JSON.parse(row.data) as Record<string, unknown> }));
  }

  /**
   * Erases single rows out of the trash for real (a privacy erasure), and a batch left empty with
   * them. Answers how many rows went.
   */
  async eraseRows(rowIds: number[]): Promise<number> {
    if (rowIds.length === 0) return 0;
    const rows = await this.dataSource.getRepository(TrashRowEntity).findBy({ id: In(rowIds) });
    const result = await this.dataSource.getRepository(TrashRowEntity).delete({ id: In(rowIds) });
    for (const batchId of new Set(rows.map((row) => row.batchId))) {
      if ((await this.dataSource.getRepository(TrashRowEntity).countBy({ batchId })) === 0) await this.eraseBatch(batchId);
    }
    return result.affected ?? rows.length;
  }
}

/** The id the database gave a row inserted without one (MySQL answers it as insertId, SQLite in identifiers). */
function generatedId(identifier: ObjectLiteral | undefined, raw: unknown): number {
  const id = Number((identifier as { id?: unknown } | undefined)?.id ?? (raw as { insertId?: unknown } | null)?.insertId ?? raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error('The database gave the restored record no id');
  return id;
}

/** The kind each table's rows are restored as (an album batch restores its items as photos and videos). */
const KIND_OF_ENTITY = new Map<unknown, TrashKind>([
  [AlbumEntity, 'album'],
  [GalleryItemEntity, 'galleryItem'],
  [MaterialEntity, 'material'],
  [InteractiveToolEntity, 'tool'],
  [FeedbackEntity, 'feedback'],
  [ContactMessageEntity, 'contactMessage'],
  [MeetingEntity, 'meeting'],
]);

function kindOf(metadata: EntityMetadata): TrashKind {
  const kind = KIND_OF_ENTITY.get(metadata.target);
  if (!kind) throw new Error(`No trash kind for the table ${metadata.tableName}`);
  return kind;
}
