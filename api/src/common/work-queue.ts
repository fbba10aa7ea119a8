// At most `concurrency` tasks at once: expensive work such as password hashing and image
// conversion must never take every thread the rest of the server needs. The queue is `p-queue`
// What it lacks is a bound on the waiting tasks, which a login burst needs (503, not
// an ever longer wait), so that one check is added here.
import PQueue from 'p-queue';

export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

export class WorkQueue {
  private readonly queue: PQueue;

  /**
   * @param concurrency tasks that may run at the same time
   * @param maxWaiting tasks that may wait for a turn; one more is refused with QueueFullError
   */
  constructor(
    readonly concurrency: number,
    readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`concurrency must be a positive whole number, got ${concurrency}`);
    this.queue = new PQueue({ concurrency });
  }

  /** Tasks running now. */
  get active(): number {
    return this.queue.pending;
  }

  /** Tasks waiting for a turn. */
  get queued(): number {
    return this.queue.size;
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.queue.pending >= this.concurrency && this.queue.size >= this.maxWaiting) {
      return Promise.reject(new QueueFullError(`${this.queue.size} tasks are already waiting`));
    }
    return this.queue.add(task);
  }
}
