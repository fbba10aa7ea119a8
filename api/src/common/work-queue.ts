// A small queue that runs at most `concurrency` tasks at once (issue 13): expensive work such as
// password hashing and image conversion must never take every thread the rest of the server needs.
export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  /**
   * @param concurrency tasks that may run at the same time
   * @param maxWaiting tasks that may wait for a turn; one more is refused with QueueFullError
   */
  constructor(
    readonly concurrency: number,
    readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`concurrency must be a positive whole number, got ${concurrency}`);
  }

  /** Tasks running now. */
  get active(): number {
    return this.running;
  }

  /** Tasks waiting for a turn. */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError(`${this.waiting.length} tasks are already waiting`);
      // The finishing task hands its slot over directly, so `running` never dips below the limit.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
