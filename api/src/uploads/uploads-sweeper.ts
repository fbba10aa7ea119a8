// Nothing the administrator does can leave a file without a record. A file uploaded into a form
// that is then abandoned is referenced by nothing; once it is older than the grace period (so a
// form still being filled in never loses its file) it is deleted with its variants. A job, at start
// and hourly; the same pass removes stale partial files of uploads a crash interrupted, so an API
// that is never restarted still gets that space back.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { readdir, stat } from 'node:fs/promises';
import { IMAGE_VARIANT_WIDTHS } from '@softskills/domain';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Clock } from '../platform/clock';
import { hourlyAt, type Job, JobRunner } from '../platform/job-runner';
import { ContentVersion } from '../public-cache/content-version';
import { UploadedFileCleaner } from './uploaded-file-cleaner';
import { SAFE_FILE_NAME, UPLOAD_FOLDERS, UploadStore } from './upload-store';

const HOUR_MS = 60 * 60 * 1000;
const VARIANT_NAME = new RegExp(`^(.+)-(${IMAGE_VARIANT_WIDTHS.join('|')})\\.(jpg|webp)$`);

@Injectable()
export class UploadsSweeper {
  private readonly logger = new Logger('UploadsSweeper');
  private readonly job: Job<string[]>;

  constructor(
    private readonly store: UploadStore,
    private readonly cleaner: UploadedFileCleaner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly contentVersion: ContentVersion,
    private readonly clock: Clock,
    jobs: JobRunner,
  ) {
    this.job = jobs.define({ name: 'uploads-sweep', cron: hourlyAt(5), runAtStart: true, run: () => this.sweepOnce() });
  }

  /** One pass now (one already running is joined). Returns the removed paths; never throws. */
  async sweep(): Promise<string[]> {
    return (await this.job.run()) ?? [];
  }

  /** Resolves once no pass runs. */
  idle(): Promise<void> {
    return this.job.idle();
  }

  private async sweepOnce(): Promise<string[]> {
    await this.removeStalePartials();
    // Files are listed before the references are read: a file saved into a record meanwhile is
    // then known as referenced. The cleaner checks each candidate once more right before deleting.
    const cutoff = this.clock.now().getTime() - this.config.uploadOrphanGraceHours * HOUR_MS;
    const files = await this.listOldFiles(cutoff);
    if (files.length === 0) return [];
    const referenced = await this.cleaner.referencedPaths();
    const candidates = files.filter((path) => !referenced.has(path) && !this.isVariantOfKeptImage(path, referenced));
    const removed = await this.cleaner.removeUnreferenced(candidates);
    if (removed.length) {
      this.logger.log(`Removed ${removed.length} upload(s) no record refers to: ${removed.join(', ')}`);
      // Lists describe files on disk (album covers' variants): cached copies must not outlive a removal.
      await this.contentVersion.bump();
    }
    return removed;
  }

  /** Never stops the pass: the orphaned uploads are swept even when the partials cannot be. */
  private async removeStalePartials(): Promise<void> {
    try {
      const removed = await this.store.removeStalePartials();
      if (removed.length) this.logger.log(`Removed ${removed.length} partial upload(s) an interrupted upload left in .incoming: ${removed.join(', ')}`);
    } catch (error) {
      this.logger.warn(`Sweep of partial uploads failed: ${(error as Error).message}`);
    }
  }

  /** Public paths of the stored files last modified before the cutoff. */
  private async listOldFiles(cutoff: number): Promise<string[]> {
    const old: string[] = [];
    for (const folder of UPLOAD_FOLDERS) {
      const entries = await readdir(this.store.folderPath(folder), { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        // Names the server never writes (dotfiles, odd characters) are not served either: left alone.
        if (!entry.isFile() || !SAFE_FILE_NAME.test(entry.name)) continue;
        const stats = await stat(this.store.diskPath(folder, entry.name)).catch(() => null);
        if (stats && stats.mtimeMs < cutoff) old.push(this.store.publicPath(folder, entry.name));
      }
    }
    return old;
  }

  /**
   * A responsive copy (`<stem>-480.webp`) goes with its main image: kept while that is referenced
   * (or still on disk, and so judged by itself), removed with it otherwise. A copy whose main image
   * is gone and unreferenced is an orphan like any other file.
   */
  private isVariantOfKeptImage(publicPath: string, referenced: ReadonlySet<string>): boolean {
    if (!publicPath.startsWith('/uploads/images/')) return false;
    const match = VARIANT_NAME.exec(publicPath);
    if (!match) return false;
    const mainPath = `${match[1]}.jpg`;
    return referenced.has(mainPath) || this.store.exists(mainPath);
  }
}
