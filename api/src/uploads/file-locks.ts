// Issue 13: `DELETE /api/gallery` in parallel with creating an album whose cover is that photo
// once left the album pointing at a deleted file (6 of 15 tries): "is it still referenced?" and
// "delete it" were two decisions, and so were "does the file exist?" and "save the reference".
// Both pairs now run under a lock per file path, so for any file one of them wins whole: the
// reference is saved first and the file stays, or the file is deleted first and the save is refused.
// Within one API process a lock is a promise chain per path; on MySQL/MariaDB a named lock
// (GET_LOCK) also covers the other replicas sharing the database and the uploads volume.
import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import type { DataSource, QueryRunner } from 'typeorm';
import { WorkQueue } from '../common/work-queue';

/** How long a replica waits for another one's lock before giving up with 503. */
const DATABASE_LOCK_TIMEOUT_SECONDS = 10;
/**
 * Each database lock holds a pooled connection while its task needs another one: a few at a time
 * leave the pool (10 connections) room, so lock holders can never starve each other's queries.
 */
const DATABASE_LOCK_HOLDERS = 4;

@Injectable()
export class FileLocks {
  private readonly tails = new Map<string, Promise<void>>();
  private readonly databaseHolders = new WorkQueue(DATABASE_LOCK_HOLDERS);
  private readonly usesNamedLocks: boolean;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.usesNamedLocks = dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';
  }

  /**
   * Runs `task` while holding the lock of every given file path (empty values are skipped). Locks
   * are taken in sorted order, so two tasks never wait for each other. Not reentrant: a task must
   * not lock a path again.
   */
  async holding<T>(paths: Array<string | null | undefined>, task: () => Promise<T>): Promise<T> {
    const keys = [...new Set(paths.filter((path): path is string => Boolean(path)))].sort();
    if (keys.length === 0) return task();
    const releases: Array<() => void> = [];
    try {
      for (const key of keys) releases.push(await this.lockInProcess(key));
      return this.usesNamedLocks ? await this.databaseHolders.run(() => this.withNamedLocks(keys, task)) : await task();
    } finally {
      for (const release of releases.reverse()) release();
    }
  }

  private async lockInProcess(key: string): Promise<() => void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release: () => void = () => undefined;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    this.tails.set(key, tail);
    await previous;
    return () => {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    };
  }

  private async withNamedLocks<T>(keys: string[], task: () => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      for (const key of keys) await this.getNamedLock(runner, key);
      return await task();
    } finally {
      await runner.query('SELECT RELEASE_ALL_LOCKS()').catch(() => undefined);
      await runner.release();
    }
  }

  private async getNamedLock(runner: QueryRunner, key: string): Promise<void> {
    // Named locks are server-wide and at most 64 characters: the database name keeps two sites on
    // one server apart, the hash keeps the name short.
    const name = `sk-file-${createHash('sha256').update(`${runner.connection.driver.database ?? ''}\n${key}`).digest('hex').slice(0, 48)}`;
    const rows = (await runner.query('SELECT GET_LOCK(?, ?) AS acquired', [name, DATABASE_LOCK_TIMEOUT_SECONDS])) as Array<{ acquired: number | string | null }>;
    if (Number(rows[0]?.acquired) !== 1) throw new ServiceUnavailableException('A file is busy in another request; try again');
  }
}
