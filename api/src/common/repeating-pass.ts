// A background pass that runs at start and then on a plain timer (no scheduler package needed for a
// job or two): the uploads sweep (issue 6) and the retention sweep (issue 30). A pass already running
// is joined, not doubled; the app waits for it before the database closes.
import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export abstract class RepeatingPass<Result> implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<Result> | null = null;

  /** One pass; never throws (`runPass` turns a failure into its fallback result). */
  protected abstract runPass(): Promise<Result>;

  onApplicationBootstrap(): void {
    void this.sweep();
    // unref: the timer alone never keeps the process (or a test run) alive.
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS).unref();
  }

  /** Stops the timer and lets a pass in progress finish before the database closes. */
  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Resolves once no pass is running (the one started at bootstrap, for instance). */
  async idle(): Promise<void> {
    await this.running;
  }

  /** One pass; a pass already running is joined, not doubled. */
  sweep(): Promise<Result> {
    this.running ??= this.runPass().finally(() => {
      this.running = null;
    });
    return this.running;
  }
}
