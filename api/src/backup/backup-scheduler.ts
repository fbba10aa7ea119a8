// The nightly backup: at BACKUP_TIME (server time, default 02:30) the API writes an archive into
// BACKUP_DIR and keeps the newest BACKUP_KEEP (default 14). An exclusive job: with several replicas
// one of them makes it, and the others see that night's archive and skip. The outcome is kept in
// BACKUP_DIR/last-run.json for the admin panel; a failure is logged at error level.
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupRun, BackupState } from '@softskills/domain';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ActivityService } from '../activity/activity.service';
import { Clock } from '../platform/clock';
import { dailyAt, type Job, JobRunner } from '../platform/job-runner';
import { backupFileName, createBackup } from './backup-writer';
import { removeInterruptedRuns } from './staging';

const ARCHIVE_NAME = /^softskills-backup-[0-9TZ-]+\.tar\.gz$/;
const RESTORE_POINT_NAME = /^restore-point-[0-9TZ-]+\.tar\.gz$/;
const HOUR_MS = 60 * 60 * 1000;

export type LastRun = BackupRun;
export type BackupStatus = BackupState;
export type ArchiveInfo = BackupState['archives'][number];

const formatTime = (minuteOfDay: number) => `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;

@Injectable()
export class BackupScheduler implements OnModuleInit {
  private readonly logger = new Logger('Backups');
  private running: Promise<LastRun> | null = null;
  private readonly job: Job<LastRun | null>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly activity: ActivityService,
    jobs: JobRunner,
  ) {
    this.job = jobs.define({ name: 'nightly-backup', cron: dailyAt(config.backup.minuteOfDay), exclusive: true, run: () => this.nightlyPass() });
  }

  private get schedule(): AppConfig['backup'] {
    return this.config.backup;
  }

  async onModuleInit(): Promise<void> {
    await this.reportInterruptedRuns();
  }

  /** A backup killed half-way is cleaned up and shown as a failure (it did not say so itself). */
  private async reportInterruptedRuns(): Promise<void> {
    try {
      for (const startedAt of await removeInterruptedRuns(this.schedule.dir)) {
        this.logger.error(`The backup started at ${startedAt} was interrupted; its leftovers were removed`);
        await this.remember({ ok: false, at: startedAt, interrupted: true, error: 'The backup was interrupted (the server stopped while it ran)' });
      }
    } catch (error) {
      this.logger.error(`Cannot clean up after interrupted backups: ${(error as Error).message}`);
    }
  }

  /** The nightly run: null when skipped (another replica is making it, or made tonight's archive). */
  async nightly(): Promise<LastRun | null> {
    return this.job.run();
  }

  private async nightlyPass(): Promise<LastRun | null> {
    const newest = (await this.archives())[0];
    if (newest && this.clock.now().getTime() - Date.parse(newest.createdAt) < 12 * HOUR_MS) return null;
    return this.backUpNow();
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
      const result = await createBackup(this.dataSource, this.config, join(this.schedule.dir, backupFileName(this.clock.now())));
      run = {
        ok: true,
        at: result.manifest.createdAt,
        name: result.path.split(/[\\/]/).pop(),
        size: result.size,
        rows: result.manifest.tables.reduce((sum, table) => sum + table.rows, 0),
        files: result.manifest.files.filter((file) => file.path.startsWith('files/')).length,
      };
      this.logger.log(`Backup written: ${result.path} (${result.size} bytes)`);
      await this.activity.record({ kind: 'backup', action: 'backup', itemLabel: run.name ?? null, counts: { rows: run.rows ?? 0, files: run.files ?? 0 } });
      await this.prune();
    } catch (error) {
      run = { ok: false, at: this.clock.now().toISOString(), error: (error as Error).message };
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
      stale: this.clock.now().getTime() - successAt > 48 * HOUR_MS,
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

  /**
   * Keeps the newest archives; a restore point (the data a restore replaced) goes once it is older
   * than the oldest archive kept, so erased personal data leaves both at the same pace.
   */
  private async prune(): Promise<void> {
    const archives = await this.archives();
    for (const old of archives.slice(this.schedule.keep)) await rm(join(this.schedule.dir, old.name), { force: true });
    const oldestKept = archives.slice(0, this.schedule.keep).at(-1)?.name.replace('softskills-backup-', '');
    if (!oldestKept) return;
    const points = (await readdir(this.schedule.dir).catch(() => [] as string[])).filter((name) => RESTORE_POINT_NAME.test(name));
    for (const point of points) if (point.replace('restore-point-', '') < oldestKept) await rm(join(this.schedule.dir, point), { force: true });
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
}
