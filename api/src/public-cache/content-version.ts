// The version of everything the public lists show, kept in the database so that every replica
// sharing it sees a change made through any of them (issue 8: no stale read after an admin change).
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { ContentVersionEntity } from './content-version.entity';

const ROW = { id: 1 };

@Injectable()
export class ContentVersion {
  private running: Promise<number> | null = null;
  private waiting: Promise<number> | null = null;
  private readonly readSql: string;
  private sqliteStatement: { get(): unknown } | null = null;

  constructor(
    @InjectRepository(ContentVersionEntity) private readonly versions: Repository<ContentVersionEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    const driver = dataSource.driver;
    this.readSql = `SELECT ${driver.escape('version')} AS version FROM ${driver.escape('content_version')} WHERE ${driver.escape('id')} = 1`;
  }

  /**
   * The version as the database holds it now. Requests arriving together share one query, but only
   * a query that starts after they arrived: one already running may predate a change the caller has
   * just been told is saved, so they wait for the next one instead.
   */
  current(): Promise<number> {
    if (!this.running) return this.startRead();
    this.waiting ??= this.running.then(ignore, ignore).then(() => {
      this.waiting = null;
      return this.startRead();
    });
    return this.waiting;
  }

  /** One atomic increment; called after every change to public content, before its response is sent. */
  async bump(): Promise<void> {
    await this.versions.increment(ROW, 'version', 1);
  }

  private startRead(): Promise<number> {
    const read = this.read();
    this.running = read;
    void read.then(ignore, ignore).then(() => {
      if (this.running === read) this.running = null;
    });
    return read;
  }

  private async read(): Promise<number> {
    // Embedded SQLite answers synchronously: a prepared statement skips TypeORM's query runner,
    // which cost more than the rest of a cached answer (issue 8 measurements).
    if (this.dataSource.options.type === 'better-sqlite3') {
      this.sqliteStatement ??= (this.dataSource.driver as unknown as SqliteDriver).databaseConnection.prepare(this.readSql).pluck();
      return toVersion(this.sqliteStatement.get());
    }
    const rows: Array<{ version: unknown }> = await this.dataSource.query(this.readSql);
    return toVersion(rows[0]?.version);
  }
}

interface SqliteDriver {
  databaseConnection: { prepare(sql: string): { pluck(): { get(): unknown } } };
}

function toVersion(value: unknown): number {
  if (value === undefined || value === null) throw new Error('content_version has no row: run the migrations');
  return Number(value);
}

function ignore(): void {}
