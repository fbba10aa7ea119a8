// The API's background work, on one runner: every job has a name, a cron schedule (@nestjs/schedule's
// registry, server time), runs one pass at a time (a pass asked for while one runs is joined, or run
// once more after it), optionally on one replica at a time (the replica lock, not waited for), and
// is waited for before the database closes. Nothing else in the API schedules timers.
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { type Lease, ReplicaLock } from './replica-lock';

/** A cron expression for "every `seconds` seconds" (whole minutes from a minute on). */
export function everySeconds(seconds: number): string {
  if (seconds < 60) return `*/${Math.max(1, Math.round(seconds))} * * * * *`;
  return `0 */${Math.min(59, Math.round(seconds / 60))} * * * *`;
}

/** Hourly, at `minute` past. */
export const hourlyAt = (minute: number) => `0 ${minute} * * * *`;

/** Daily at a time of day (minutes after midnight, server time). */
export const dailyAt = (minuteOfDay: number) => `0 ${minuteOfDay % 60} ${Math.floor(minuteOfDay / 60)} * * *`;

export interface JobContext {
  /** The replica lock of an exclusive job (null for the others). */
  lease: Lease | null;
  /** True once the application is shutting down: a long pass stops at its next step. */
  stopping: () => boolean;
}

export interface JobDefinition<Result> {
  /** Names the job in logs and in the replica lock. */
  name: string;
  /** When it runs: a cron expression with seconds first (`0 15 * * * *`: hourly at :15), server time. */
  cron: string;
  /** Also run once when the application has started. */
  runAtStart?: boolean;
  /** One replica at a time: while another replica runs it, this one skips the pass. */
  exclusive?: boolean;
  run: (context: JobContext) => Promise<Result>;
}

export class Job<Result> {
  private running: Promise<Result | null> | null = null;
  private again = false;

  constructor(
    private readonly definition: JobDefinition<Result>,
    private readonly runner: JobRunner,
  ) {}

  get name(): string {
    return this.definition.name;
  }

  /**
   * One pass now; a pass already running is joined. Answers its result, or null when it failed
   * (logged), when another replica held an exclusive job, or when the application is stopping.
   */
  run(): Promise<Result | null> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
      if (this.again && !this.runner.stopping) {
        this.again = false;
        void this.run();
      }
    });
    return this.running;
  }

  /**
   * A pass that begins after this call, so it sees everything that happened before it: one running
   * now may have read its work before the news came, so it is waited for first (a pass started
   * after it, by a trigger, began late enough and is joined).
   */
  async runAnew(): Promise<Result | null> {
    if (this.running) await this.running;
    return this.run();
  }

  /** Asks for a pass: now, or once more after the one running (which may have missed the news). */
  trigger(): void {
    if (this.running) this.again = true;
    else void this.run();
  }

  /** Resolves once no pass runs and none is asked for. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async pass(): Promise<Result | null> {
    if (this.runner.stopping) return null;
    const { name, exclusive, run } = this.definition;
    let lease: Lease | null = null;
    try {
      if (exclusive) {
        lease = await this.runner.lock.tryAcquire(`job:${name}`);
        if (!lease) return null;
      }
      return await run({ lease, stopping: () => this.runner.stopping });
    } catch (error) {
      this.runner.logger.error(`The job "${name}" failed: ${(error as Error).message}`);
      return null;
    } finally {
      await lease?.release().catch(() => undefined);
    }
  }
}

@Injectable()
export class JobRunner implements OnApplicationBootstrap, OnModuleDestroy {
  readonly logger = new Logger('Jobs');
  private readonly jobs: Array<{ job: Job<unknown>; definition: JobDefinition<unknown> }> = [];
  private started = false;
  stopping = false;

  constructor(
    private readonly registry: SchedulerRegistry,
    readonly lock: ReplicaLock,
  ) {}

  /** Defines a job (in the owning service's constructor); it is scheduled once the application has started. */
  define<Result>(definition: JobDefinition<Result>): Job<Result> {
    const job = new Job(definition, this);
    this.jobs.push({ job: job, definition: definition });
    if (this.started) this.schedule(job, definition);
    return job;
  }

  onApplicationBootstrap(): void {
    this.started = true;
    for (const { job, definition } of this.jobs) this.schedule(job, definition);
  }

  /** Stops every schedule and waits for the passes running (before the database closes). */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    for (const { definition } of this.jobs) {
      if (this.registry.doesExist('cron', definition.name)) {
        await this.registry.getCronJob(definition.name).stop();
        this.registry.deleteCronJob(definition.name);
      }
    }
    await Promise.all(this.jobs.map(({ job }) => job.idle()));
  }

  private schedule(job: Job<unknown>, definition: JobDefinition<unknown>): void {
    // unrefTimeout: a schedule alone never keeps the process (or a test run) alive.
    const cron = CronJob.from({ cronTime: definition.cron, onTick: () => job.trigger(), start: true, unrefTimeout: true });
    this.registry.addCronJob(definition.name, cron);
    if (definition.runAtStart) job.trigger();
  }
}
