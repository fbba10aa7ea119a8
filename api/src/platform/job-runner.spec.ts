import { SchedulerRegistry } from '@nestjs/schedule';
import { dailyAt, everySeconds, hourlyAt, JobRunner } from './job-runner';
import type { Lease, ReplicaLock } from './replica-lock';

/** A lock whose names are held by "another replica" when listed in `taken`. */
function fakeLock(taken = new Set<string>()) {
  return { tryAcquire: (name: string): Promise<Lease | null> => Promise.resolve(taken.has(name) ? null : { stillHeld: () => Promise.resolve(true), release: () => Promise.resolve() }) } as ReplicaLock;
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('JobRunner', () => {
  let runner: JobRunner;
  let registry: SchedulerRegistry;
  beforeEach(() => {
    registry = new SchedulerRegistry();
    runner = new JobRunner(registry, fakeLock(new Set(['job:held'])));
  });
  afterEach(() => runner.onModuleDestroy());

  it('runs a job at start when asked, and schedules it with the registry', async () => {
    const run = jest.fn().mockResolvedValue('done');
    const job = runner.define({ name: 'sweep', cron: hourlyAt(5), runAtStart: true, run });
    expect(run).not.toHaveBeenCalled();
    runner.onApplicationBootstrap();
    await job.idle();
    expect(run).toHaveBeenCalledTimes(1);
    expect(registry.getCronJob('sweep').cronTime.source).toBe('0 5 * * * *');
  });

  it('joins a pass that is running instead of starting a second one', async () => {
    const gate = deferred();
    const run = jest.fn(async () => {
      await gate.promise;
      return 1;
    });
    const job = runner.define({ name: 'once', cron: hourlyAt(0), run });
    const first = job.run();
    const second = job.run();
    gate.resolve();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs once more after the running pass when triggered during it, and idle waits for both', async () => {
    const gates = [deferred(), deferred()];
    let calls = 0;
    const job = runner.define({ name: 'again', cron: hourlyAt(0), run: () => gates[calls++].promise });
    job.trigger();
    job.trigger();
    job.trigger();
    const idle = job.idle();
    gates[0].resolve();
    await Promise.resolve();
    gates[1].resolve();
    await idle;
    expect(calls).toBe(2);
  });

  it('runs anew after a running pass that began before the news, so the news is in the pass it answers', async () => {
    const gate = deferred();
    const news: string[] = [];
    const seen: string[][] = [];
    const job = runner.define({
      name: 'anew',
      cron: hourlyAt(0),
      run: async () => {
        const taken = news.splice(0);
        seen.push(taken);
        if (seen.length === 1) await gate.promise;
        return taken;
      },
    });
    const running = job.run();
    news.push('late');
    const anew = job.runAnew();
    gate.resolve();
    expect(await running).toEqual([]);
    expect(await anew).toEqual(['late']);
    expect(seen).toEqual([[], ['late']]);
  });

  it('runs anew at once when no pass runs', async () => {
    const run = jest.fn().mockResolvedValue('fresh');
    const job = runner.define({ name: 'fresh', cron: hourlyAt(0), run });
    expect(await job.runAnew()).toBe('fresh');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('skips an exclusive pass while another replica holds the job', async () => {
    const run = jest.fn().mockResolvedValue('mine');
    expect(await runner.define({ name: 'held', cron: hourlyAt(0), exclusive: true, run }).run()).toBeNull();
    expect(run).not.toHaveBeenCalled();
    expect(await runner.define({ name: 'free', cron: hourlyAt(0), exclusive: true, run }).run()).toBe('mine');
  });

  it('logs a failed pass and answers null, and the job runs again later', async () => {
    const error = jest.spyOn(runner.logger, 'error').mockImplementation(() => undefined);
    const run = jest.fn().mockRejectedValueOnce(new Error('disk full')).mockResolvedValueOnce('ok');
    const job = runner.define({ name: 'flaky', cron: hourlyAt(0), run });
    expect(await job.run()).toBeNull();
    expect(error).toHaveBeenCalledWith('The job "flaky" failed: disk full');
    expect(await job.run()).toBe('ok');
  });

  it('waits for a running pass on shutdown, tells it to stop and starts no other', async () => {
    const gate = deferred();
    let stoppedSeen = false;
    const job = runner.define({
      name: 'long',
      cron: hourlyAt(0),
      run: async ({ stopping }) => {
        await gate.promise;
        stoppedSeen = stopping();
      },
    });
    runner.onApplicationBootstrap();
    const pass = job.run();
    const shutdown = runner.onModuleDestroy();
    gate.resolve();
    await shutdown;
    await pass;
    expect(stoppedSeen).toBe(true);
    expect(registry.doesExist('cron', 'long')).toBe(false);
    expect(await job.run()).toBeNull();
  });

  it('writes schedules as cron expressions', () => {
    expect(everySeconds(30)).toBe('*/30 * * * * *');
    expect(everySeconds(300)).toBe('0 */5 * * * *');
    expect(dailyAt(2 * 60 + 30)).toBe('0 30 2 * * *');
  });
});
