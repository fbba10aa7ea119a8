// Deletes files that no record points to any more. Runs after the database change is committed,
// and keeps a file still referenced elsewhere (an album cover picked from a photo).
// Each domain module registers the columns of its entities that hold an uploaded file's public
// path (`registerFileColumns`, in its module's constructor, before any request or sweep runs).
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { FileLocks } from './file-locks';
import { UploadStore } from './upload-store';

interface FileColumn {
  entity: EntityTarget<ObjectLiteral>;
  column: string;
}

/** Files named inside a module's documents (a page text's picture) rather than in a column of their own. */
export interface FileReferences {
  /** Every file path the documents name. */
  paths(): Promise<Iterable<string>>;
  /** Whether any document names this file. */
  names(publicPath: string): Promise<boolean>;
}

@Injectable()
export class UploadedFileCleaner {
  private readonly logger = new Logger('Uploads');
  /** Every column that holds an uploaded file's public path: the one list both checks below use. */
  private readonly fileColumns: FileColumn[] = [];
  private readonly documentReferences: FileReferences[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: UploadStore,
    private readonly locks: FileLocks,
  ) {}

  /** A domain module's own columns that point to uploaded files: their files are kept while a record uses them. */
  registerFileColumns<Entity extends ObjectLiteral>(entity: EntityTarget<Entity>, columns: Array<keyof Entity & string>): void {
    for (const column of columns) this.fileColumns.push({ entity, column });
  }

  /** A domain module's documents that name uploaded files: those files are kept while a document names them. */
  registerFileReferences(references: FileReferences): void {
    this.documentReferences.push(references);
  }

  /** Never empty: with no column known, every file would look unreferenced and be deleted. */
  private registeredColumns(): FileColumn[] {
    if (this.fileColumns.length === 0) throw new Error('No module has registered its file columns yet');
    return this.fileColumns;
  }

  async isReferenced(publicPath: string): Promise<boolean> {
    const manager = this.dataSource.manager;
    const counts = await Promise.all(this.registeredColumns().map(({ entity, column }) => manager.countBy(entity, { [column]: publicPath })));
    if (counts.some((count) => count > 0)) return true;
    for (const references of this.documentReferences) if (await references.names(publicPath)) return true;
    return false;
  }

  /** Every file path some record points to (one query per column, for the orphan sweep). */
  async referencedPaths(): Promise<Set<string>> {
    const referenced = new Set<string>();
    for (const { entity, column } of this.registeredColumns()) {
      const rows = await this.dataSource.manager
        .createQueryBuilder(entity, 'record')
        .select(`record.${column}`, 'path')
        .distinct(true)
        .where(`record.${column} IS NOT NULL`)
        .getRawMany<{ path: string }>();
      for (const { path } of rows) referenced.add(path);
    }
    for (const references of this.documentReferences) for (const path of await references.paths()) referenced.add(path);
    return referenced;
  }

  /** Removes each file (and its variants) that is no longer referenced; never throws. Returns the removed paths. */
  async removeUnreferenced(paths: Array<string | null | undefined>): Promise<string[]> {
    const removed: string[] = [];
    for (const path of new Set(paths.filter((candidate): candidate is string => Boolean(candidate)))) {
      try {
        // One decision under the file's lock: a record saved meanwhile is either seen here or refused.
        const unreferenced = await this.locks.holding([path], async () => {
          if (await this.isReferenced(path)) return false;
          await this.store.removeWithVariants(path);
          return true;
        });
        if (unreferenced) removed.push(path);
      } catch (error) {
        this.logger.warn(`Could not remove ${path}: ${(error as Error).message}`);
      }
    }
    return removed;
  }
}
