import { QueueFullError, WorkQueue } from './work-queue';

const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
};

describe('WorkQueue', () => {
  it('never runs more tasks at once than its concurrency, and runs every task in arrival order', async () => {
    const queue = new WorkQueue(2);
    let inFlight = 0;
    let mostInFlight = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        queue.run(async () => {
          inFlight += 1;
          mostInFlight = Math.max(mostInFlight, inFlight);
          await new Promise((resolve) => setTimeout(resolve, 5));
          order.push(index);
          inFlight -= 1;
        }),
      ),
    );
    expect(mostInFlight).toBe(2);
    expect(order).toHaveLength(10);
    expect(queue.active).toBe(0);
  });

  it('refuses a task when too many are already waiting, and frees its slot when a task throws', async () => {
    const queue = new WorkQueue(1, 1);
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.queued).toBe(1);
    gate.resolve();
    await first;
    await expect(second).resolves.toBe('second');
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'after a failure')).resolves.toBe('after a failure');
  });
});
