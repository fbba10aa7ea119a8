// The one lock that holds across API replicas. On MySQL/MariaDB it is the database's named lock
// (GET_LOCK), held by a connection of its own: the server releases it when that connection ends, so
// a replica that crashes never leaves a lock behind. On SQLite only one process writes the database,
// so a lock inside the process is the whole story. Jobs take it without waiting (another replica is
// on it: skip); file operations wait a few seconds for it.
import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import type { DataSource, QueryRunner } from 'typeorm';
import { WorkQueue } from '../common/work-queue';

/**
 * Each database lock holds a pooled connection while its task needs others: a few at a time leave
 * the pool (10 connections) room, so lock holders can never starve each other's queries.
 */
const DATABASE_LOCK_HOLDERS = 4;

/** A held lock. */
export interface Lease {
  /** False once the lock was lost (the database connection that held it ended). */
  stillHeld(): Promise<boolean>;
  release(): Promise<void>;
}

export class LockBusyError extends ServiceUnavailableException {
  constructor() {
    super('Another request is working on the same thing; try again');
  }
}

@Injectable()
export class ReplicaLock {
  private readonly tails = new Map<string, Promise<void>>();
  private readonly holders = new WorkQueue(DATABASE_LOCK_HOLDERS);
  private readonly usesNamedLocks: boolean;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.usesNamedLocks = dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';
  }

  /**
   * Runs `task` while holding every named lock, waiting up to `waitSeconds` for them (LockBusyError
   * after that). Locks are taken in sorted order, so two tasks never wait for each other. Not
   * reentrant: a task must not take one of its names again.
   */
  async runExclusive<T>(names: string[], task: () => Promise<T>, waitSeconds = 10): Promise<T> {
    const keys = [...new Set(names)].sort();
    if (keys.length === 0) return task();
    const releases: Array<() => void> = [];
    try {
      for (const key of keys) releases.push(await this.lockInProcess(key));
      if (!this.usesNamedLocks) return await task();
      return await this.holders.run(async () => {
        const runner = await this.connect();
        try {
          for (const key of keys) if (!(await this.getNamedLock(runner, key, waitSeconds))) throw new LockBusyError();
          return await task();
        } finally {
          await this.releaseAll(runner);
        }
      });
    } finally {
      for (const release of releases.reverse()) release();
    }
  }

  /** Takes the lock `name` if it is free, without waiting; null when someone holds it. */
  async tryAcquire(name: string): Promise<Lease | null> {
    if (this.tails.has(name)) return null;
    const release = await this.lockInProcess(name);
    if (!this.usesNamedLocks) return { stillHeld: () => Promise.resolve(true), release: () => Promise.resolve(release()) };
    let runner: QueryRunner | null = null;
    try {
      runner = await this.connect();
      if (!(await this.getNamedLock(runner, name, 0))) {
        await runner.release();
        release();
        return null;
      }
    } catch (error) {
      await runner?.release().catch(() => undefined);
      release();
      throw error;
    }
    const held = runner;
    const lockName = this.lockName(held, name);
    return {
      stillHeld: async () => {
        const rows = (await held.query('SELECT IS_USED_LOCK(?) = CONNECTION_ID() AS mine', [lockName]).catch(() => [])) as Array<{ mine: number | string | null }>;
        return Number(rows[0]?.mine) === 1;
      },
      release: async () => {
        await this.releaseAll(held);
        release();
      },
    };
  }

  private async connect(): Promise<QueryRunner> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    return runner;
  }

  private async releaseAll(runner: QueryRunner): Promise<void> {
    await runner.query('SELECT RELEASE_ALL_LOCKS()').catch(() => undefined);
    await runner.release();
  }

  /**
   * Named locks are server-wide and at most 64 characters: the database's name keeps two sites on
   * one server apart, the hash keeps the name short.
   */
  private lockName(runner: QueryRunner, key: string): string {
    return `sk-${createHash('sha256').update(`${runner.connection.driver.database ?? ''}\n${key}`).digest('hex').slice(0, 48)}`;
  }

  private async getNamedLock(runner: QueryRunner, key: string, waitSeconds: number): Promise<boolean> {
    const rows = (await runner.query('SELECT GET_LOCK(?, ?) AS acquired', [this.lockName(runner, key), waitSeconds])) as Array<{ acquired: number | string | null }>;
    return Number(rows[0]?.acquired) === 1;
  }

  /** Within this process: a promise chain per name. */
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
}
