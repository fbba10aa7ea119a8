// Counting reach (PRODUCT section 9): a page view or download costs the request one map update in
// memory; every few seconds a job writes what this replica counted to the database as daily
// aggregates. Unique visitors: a hash of (the day's random salt, address, user agent), checked
// against the day's hashes; the hourly sweep destroys a day's salt and hashes once it is over.
// A count that fails is logged and retried with the next batch; it never fails or slows a page.
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Request } from 'express';
import { createHash } from 'node:crypto';
import { type Locale, type ReachKind, siteDayKey } from '@softskills/domain';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Clock } from '../platform/clock';
import { everySeconds, hourlyAt, type Job, JobRunner } from '../platform/job-runner';
import { ReachStore } from './reach-store';
import { ReachTally, type TallyBatch } from './reach-tally';
import { referrerHost, visitorOf } from './what-counts';

/** How often a replica writes its counts: the most a crash can lose, the delay before the report shows them. */
export const REACH_FLUSH_SECONDS = 10;
/** A batch this large is written at once rather than at the next tick. */
const EARLY_FLUSH_ROWS = 2_000;
const TALLY_LIMITS = { maxRows: 20_000, maxVisitorsPerDay: 200_000 };

export interface CountedRequest {
  kind: ReachKind;
  /** The page's or the stored file's address. */
  address: string;
  language: Locale;
  /** Not sent by the app's own navigations (the referrer would be the site itself). */
  withReferrer: boolean;
}

/** SHA-256 of (salt, visitor), its first 128 bits: enough to tell a day's visitors apart, never reversed without the salt. */
export function visitorHash(salt: string, visitor: string): string {
  return createHash('sha256').update(salt).update('\n').update(visitor).digest('hex').slice(0, 32);
}

@Injectable()
export class ReachCounter implements OnModuleDestroy {
  private readonly logger = new Logger('Reach');
  private readonly tally = new ReachTally(TALLY_LIMITS);
  private readonly flushJob: Job<void>;
  readonly forgetJob: Job<void>;
  private readonly ownHost: string | null;

  constructor(
    private readonly store: ReachStore,
    private readonly clock: Clock,
    jobs: JobRunner,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.ownHost = config.publicUrl ? new URL(config.publicUrl).hostname : null;
    this.flushJob = jobs.define({ name: 'reach-flush', cron: everySeconds(REACH_FLUSH_SECONDS), run: () => this.flush() });
    // Hourly, so a day's salt is gone within the hour after the school's midnight, whatever the server's time zone.
    this.forgetJob = jobs.define({ name: 'reach-forget', cron: hourlyAt(1), runAtStart: true, run: () => this.store.forgetDaysBefore(this.today()) });
  }

  /** Counts one request as a person seeing a page or taking a file; never throws. */
  count(request: Request, counted: CountedRequest): void {
    try {
      if (request.method === 'HEAD') return;
      const visitor = visitorOf(request.ip, request.headers);
      if (!visitor) return;
      const referrer = counted.withReferrer ? referrerHost(request.headers.referer, this.ownHost ?? request.hostname) : '';
      this.tally.add({ day: this.today(), kind: counted.kind, address: counted.address, language: counted.language, referrer, visitor });
      if (this.tally.rows >= EARLY_FLUSH_ROWS) this.flushJob.trigger();
    } catch (error) {
      this.logger.warn(`A view was not counted: ${(error as Error).message}`);
    }
  }

  /** Writes what this replica counted so far (the report asks first, so it includes the last seconds). */
  async flushNow(): Promise<void> {
    await this.flushJob.runAnew();
  }

  /** On shutdown, after the last scheduled pass: the counts in memory are written before the database closes. */
  async onModuleDestroy(): Promise<void> {
    await this.flushJob.idle();
    await this.flush().catch((error: unknown) => this.logger.warn(`Counts of the last seconds were lost: ${(error as Error).message}`));
  }

  private today(): string {
    return siteDayKey(this.clock.now());
  }

  private async flush(): Promise<void> {
    const batch = this.tally.take();
    if (batch.dropped > 0) this.logger.warn(`${batch.dropped} views were not counted: too many different pages or referrers at once`);
    if (batch.views.length === 0) return;
    try {
      await this.write(batch);
    } catch (error) {
      this.tally.putBack(batch);
      throw error;
    }
  }

  private async write(batch: TallyBatch): Promise<void> {
    await this.store.addViews(batch.views);
    batch.views = [];
    const today = this.today();
    for (const [day, visitors] of batch.visitors) {
      // A salt is made for today only: a past day's is destroyed, and its last visitors stay uncounted.
      const salt = await this.store.saltOf(day, day === today);
      if (salt) await this.store.addVisitors(day, [...visitors].map((visitor) => visitorHash(salt, visitor)));
      batch.visitors.delete(day);
    }
  }
}
