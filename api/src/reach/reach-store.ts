// The reach tables behind one class: additions are atomic upserts (INSERT … ON DUPLICATE KEY UPDATE
// on MySQL/MariaDB, INSERT … ON CONFLICT on SQLite), so replicas writing the same day add up; the
// day's salt is made once by whichever replica asks first and read by all.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, LessThan, type QueryRunner } from 'typeorm';
import { ReachSaltEntity, ReachVisitorHashEntity } from './reach-day-secrets.entity';
import type { ViewRow } from './reach-tally';

/** Rows per INSERT: far below both dialects' limits on parameters (SQLite: 32,766). */
const ROWS_PER_STATEMENT = 400;

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/**
 * Rows in the order of their primary key: two replicas writing overlapping rows then lock them in
 * the same order, so neither can wait for the other (no deadlock).
 */
function inKeyOrder(rows: ViewRow[]): ViewRow[] {
  const key = (row: ViewRow) => [row.day, row.kind, row.address, row.language, row.referrer];
  return [...rows].sort((a, b) => {
    const [left, right] = [key(a), key(b)];
    const differing = left.findIndex((part, index) => part !== right[index]);
    return differing < 0 ? 0 : left[differing] < right[differing] ? -1 : 1;
  });
}

@Injectable()
export class ReachStore {
  private readonly mysql: boolean;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.mysql = dataSource.options.type !== 'better-sqlite3';
  }

  /** Adds the hits of each row to the day's stored count. */
  async addViews(rows: ViewRow[]): Promise<void> {
    for (const part of chunks(inKeyOrder(rows), ROWS_PER_STATEMENT)) {
      const values = part.map(() => '(?, ?, ?, ?, ?, ?)').join(', ');
      const parameters = part.flatMap((row) => [row.day, row.kind, row.address, row.language, row.referrer, row.hits]);
      const insert = `INSERT INTO ${this.name('reach_views')} (${this.names('day', 'kind', 'address', 'language', 'referrer', 'hits')}) VALUES ${values}`;
      const hits = this.name('hits');
      await this.dataSource.query(
        this.mysql
          ? `${insert} ON DUPLICATE KEY UPDATE ${hits} = ${hits} + VALUES(${hits})`
          : `${insert} ON CONFLICT (${this.names('day', 'kind', 'address', 'language', 'referrer')}) DO UPDATE SET ${hits} = ${hits} + excluded.${hits}`,
        parameters,
      );
    }
  }

  /** The day's salt; made (32 random bytes) when `create` and no replica made it yet; null otherwise. */
  async saltOf(day: string, create: boolean): Promise<string | null> {
    const salts = this.dataSource.getRepository(ReachSaltEntity);
    if (create) {
      const insert = `INSERT ${this.mysql ? 'IGNORE ' : 'OR IGNORE '}INTO ${this.name('reach_salts')} (${this.names('day', 'salt')}) VALUES (?, ?)`;
      await this.dataSource.query(insert, [day, randomBytes(32).toString('hex')]);
    }
    return (await salts.findOneBy({ day }))?.salt ?? null;
  }

  /**
   * Records the day's visitor hashes; the ones not seen before (on any replica) are added to the
   * day's count of unique visitors in the same transaction. Answers how many were new.
   */
  async addVisitors(day: string, hashes: string[]): Promise<number> {
    if (hashes.length === 0) return 0;
    return this.dataSource.transaction(async (manager) => {
      const runner = manager.queryRunner as QueryRunner;
      let added = 0;
      for (const part of chunks([...hashes].sort(), ROWS_PER_STATEMENT)) {
        const insert = `INSERT ${this.mysql ? 'IGNORE ' : 'OR IGNORE '}INTO ${this.name('reach_visitor_hashes')} (${this.names('day', 'hash')}) VALUES ${part.map(() => '(?, ?)').join(', ')}`;
        added += (await runner.query(insert, part.flatMap((hash) => [day, hash]), true)).affected ?? 0;
      }
      if (added > 0) await this.addUniqueVisitors(runner, day, added);
      return added;
    });
  }

  private async addUniqueVisitors(runner: QueryRunner, day: string, added: number): Promise<void> {
    const visitors = this.name('visitors');
    const insert = `INSERT INTO ${this.name('reach_unique_visitors')} (${this.names('day', 'visitors')}) VALUES (?, ?)`;
    await runner.query(
      this.mysql
        ? `${insert} ON DUPLICATE KEY UPDATE ${visitors} = ${visitors} + VALUES(${visitors})`
        : `${insert} ON CONFLICT (${this.name('day')}) DO UPDATE SET ${visitors} = ${visitors} + excluded.${visitors}`,
      [day, added],
    );
  }

  /** Destroys the salts and visitor hashes of every day before `day`: their counts stay, nothing else. */
  async forgetDaysBefore(day: string): Promise<void> {
    await this.dataSource.getRepository(ReachVisitorHashEntity).delete({ day: LessThan(day) });
    await this.dataSource.getRepository(ReachSaltEntity).delete({ day: LessThan(day) });
  }

  private name(identifier: string): string {
    return this.dataSource.driver.escape(identifier);
  }

  private names(...identifiers: string[]): string {
    return identifiers.map((identifier) => this.name(identifier)).join(', ');
  }
}
