// The version of everything the public lists show, kept in the database so that every replica
// sharing it sees a change made through any of them (no stale read after an admin change).
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { ContentVersionEntity } from './content-version.entity';

const ROW = { id: 1 };

@Injectable()
export class ContentVersion {
  /** The next read, not started yet: whoever asks now may share it. */
  private scheduled: Promise<number> | null = null;
  /** The read under way: it may predate a change a caller was just told about, so nobody joins it. */
  private inFlight: Promise<number> | null = null;
  private readonly readSql: string;

  constructor(
    @InjectRepository(ContentVersionEntity) private readonly versions: Repository<ContentVersionEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    const driver = dataSource.driver;
    this.readSql = `SELECT ${driver.escape('version')} AS version FROM ${driver.escape('content_version')} WHERE ${driver.escape('id')} = 1`;
  }

  /**
   * The version as the database holds it now. Every request arriving in one turn of the event loop
   * shares one query, which starts after they all arrived: a change saved before any of them asked
   * is always seen. One query at a time per process, so load costs the database little.
   */
  current(): Promise<number> {
    this.scheduled ??= new Promise<number>((resolve, reject) => {
      const start = () => {
        this.scheduled = null;
        const read = this.read();
        this.inFlight = read;
        read.then(resolve, reject).finally(() => {
          if (this.inFlight === read) this.inFlight = null;
        });
      };
      if (this.inFlight) this.inFlight.then(start, start);
      else setImmediate(start);
    });
    return this.scheduled;
  }

  /** One atomic increment; called after every change to public content, before its response is sent. */
  async bump(): Promise<void> {
    await this.versions.increment(ROW, 'version', 1);
  }

  private async read(): Promise<number> {
    const rows: Array<{ version: unknown }> = await this.dataSource.query(this.readSql);
    return toVersion(rows[0]?.version);
  }
}

function toVersion(value: unknown): number {
  if (value === undefined || value === null) throw new Error('content_version has no row: run the migrations');
  return Number(value);
}
