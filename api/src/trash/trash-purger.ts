// The trash empties itself: hourly and at start, every batch whose period (TRASH_DAYS) is over is
// erased with its rows and files. One replica at a time (an exclusive job), and each batch is
// checked once more as it is erased (TrashService.eraseBatch), so one restored meanwhile survives.
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../platform/clock';
import { hourlyAt, type Job, JobRunner } from '../platform/job-runner';
import { TrashService } from './trash.service';

@Injectable()
export class TrashPurger {
  private readonly logger = new Logger('TrashPurger');
  private readonly job: Job<number[]>;

  constructor(
    private readonly trash: TrashService,
    private readonly clock: Clock,
    jobs: JobRunner,
  ) {
    this.job = jobs.define({ name: 'trash-purge', cron: hourlyAt(35), runAtStart: true, exclusive: true, run: ({ stopping }) => this.purgeDue(stopping) });
  }

  /** One pass now (one already running is joined): the ids erased; null when it failed or another replica ran it. */
  purge(): Promise<number[] | null> {
    return this.job.run();
  }

  /** Resolves once no pass runs. */
  idle(): Promise<void> {
    return this.job.idle();
  }

  /** Erases the batches due now; the ids this pass erased (never one another pass erased). */
  async purgeDue(stopping: () => boolean = () => false): Promise<number[]> {
    const now = this.clock.now();
    const erased: number[] = [];
    for (const batchId of await this.trash.dueBatchIds(now)) {
      if (stopping()) break;
      if (await this.trash.eraseBatch(batchId, now)) erased.push(batchId);
    }
    await this.trash.removeStrayRows();
    if (erased.length) this.logger.log(`Erased ${erased.length} trash batch(es) past their period: ${erased.join(', ')}`);
    return erased;
  }
}
