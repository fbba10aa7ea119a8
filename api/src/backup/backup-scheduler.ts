// The nightly backup (issue 29): at BACKUP_TIME (server time, default 02:30) the API writes an
// archive into BACKUP_DIR and keeps the newest BACKUP_KEEP (default 14). With several replicas on
// MySQL/MariaDB a named database lock lets one of them make it; the others see that night's archive
// and skip. The outcome is kept in BACKUP_DIR/last-run.json for the admin panel; a failure is
// logged at error level.
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupRun, BackupState } from 'shared-ui/domain';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { backupFileName, createBackup } from './backup-writer';

const ARCHIVE_NAME = /^softskills-backup-[0-9TZ-]+\.tar\.gz$/;
const HOUR_MS = 60 * 60 * 1000;

export type LastRun = BackupRun;
export type BackupStatus = BackupState;
export type ArchiveInfo = BackupState['archives'][number];

/** Milliseconds from `now` to the next time of day `minuteOfDay` (local time). */
export function msUntilNext(minuteOfDay: number, now = new Date()): number {
  const next = new Date(now);
  next.setHours(Math.floor(minuteOfDay / 60), minuteOfDay % 60, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

const formatTime = (minuteOfDay: number) => `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;

@Injectable()
export class BackupScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Backups');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<LastRun> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  private get schedule(): AppConfig['backup'] {
    return this.config.backup;
  }

  onApplicationBootstrap(): void {
    this.scheduleNext();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private scheduleNext(): void {
    // unref: the timer alone never keeps the process (or a test run) alive.
    this.timer = setTimeout(() => {
      void this.nightly().finally(() => this.scheduleNext());
    }, msUntilNext(this.schedule.minuteOfDay)).unref();
  }

  /** The nightly run: skipped when another replica holds the lock or made tonight's archive. */
  async nightly(): Promise<LastRun | null> {
    return this.withReplicaLock(async () => {
      const newest = (await this.archives())[0];
      if (newest && Date.now() - Date.parse(newest.createdAt) < 12 * HOUR_MS) return null;
      return this.backUpNow();
    });
  }

  /** One backup now (a run already under way is joined), then old archives are pruned. Never throws. */
  backUpNow(): Promise<LastRun> {
    this.running ??= this.runOnce().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runOnce(): Promise<LastRun> {
    let run: LastRun;
    try {
      const result = await createBackup(this.dataSource, this.config, join(this.schedule.dir, backupFileName()));
      run = {
        ok: true,
        at: result.manifest.createdAt,
        name: result.path.split(/[\\/]/).pop(),
        size: result.size,
        rows: result.manifest.tables.reduce((sum, table) => sum + table.rows, 0),
        files: result.manifest.files.filter((file) => file.path.startsWith('files/')).length,
      };
      this.logger.log(`Backup written: ${result.path} (${result.size} bytes)`);
      await this.prune();
    } catch (error) {
      run = { ok: false, at: new Date().toISOString(), error: (error as Error).message };
      this.logger.error(`Backup failed: ${(error as Error).message}`);
    }
    await this.remember(run).catch((error: unknown) => this.logger.error(`Cannot record the backup's outcome: ${(error as Error).message}`));
    return run;
  }

  async status(): Promise<BackupStatus> {
    const runs = await this.readRuns();
    const archives = await this.archives();
    const lastSuccess = runs.lastSuccess ?? null;
    const successAt = lastSuccess ? Date.parse(lastSuccess.at) : 0;
    return {
      lastSuccess,
      lastFailure: runs.lastFailure && Date.parse(runs.lastFailure.at) > successAt ? runs.lastFailure : null,
      archives,
      stale: Date.now() - successAt > 48 * HOUR_MS,
      schedule: { time: formatTime(this.schedule.minuteOfDay), keep: this.schedule.keep },
    };
  }

  /** The kept archives, newest first. */
  async archives(): Promise<ArchiveInfo[]> {
    const names = (await readdir(this.schedule.dir).catch(() => [] as string[])).filter((name) => ARCHIVE_NAME.test(name)).sort().reverse();
    const infos: ArchiveInfo[] = [];
    for (const name of names) {
      const stats = await stat(join(this.schedule.dir, name)).catch(() => null);
      if (stats) infos.push({ name, size: stats.size, createdAt: stats.mtime.toISOString() });
    }
    return infos;
  }

  /** The disk path of a kept archive, or null for any other name. */
  archivePath(name: string): string | null {
    return ARCHIVE_NAME.test(name) ? join(this.schedule.dir, name) : null;
  }

  private async prune(): Promise<void> {
    const archives = await this.archives();
    for (const old of archives.slice(this.schedule.keep)) await rm(join(this.schedule.dir, old.name), { force: true });
  }

  private async readRuns(): Promise<{ lastSuccess?: LastRun; lastFailure?: LastRun }> {
    try {
      return JSON.parse(await readFile(join(this.schedule.dir, 'last-run.json'), 'utf8')) as { lastSuccess?: LastRun; lastFailure?: LastRun };
    } catch {
      return {};
    }
  }

  private async remember(run: LastRun): Promise<void> {
    const runs = await this.readRuns();
    const next = run.ok ? { ...runs, lastSuccess: run } : { ...runs, lastFailure: run };
    await mkdir(this.schedule.dir, { recursive: true });
    await writeFile(join(this.schedule.dir, 'last-run.json'), JSON.stringify(next));
  }

  /** On MySQL/MariaDB: a server-wide named lock, not waited for (another replica is on it). */
  private async withReplicaLock<T>(task: () => Promise<T>): Promise<T | null> {
    if (this.dataSource.options.type === 'better-sqlite3') return task();
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const name = `sk-backup-${String(runner.connection.driver.database ?? '')}`.slice(0, 64);
      const rows = (await runner.query('SELECT GET_LOCK(?, 0) AS acquired', [name])) as Array<{ acquired: number | string | null }>;
      if (Number(rows[0]?.acquired) !== 1) return null;
      return await task();
    } finally {
      await runner.query('SELECT RELEASE_ALL_LOCKS()').catch(() => undefined);
      await runner.release();
    }
  }
}
