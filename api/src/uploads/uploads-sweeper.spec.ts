import type { AppConfig } from '../config/app-config';
import type { ContentVersion } from '../public-cache/content-version';
import type { UploadedFileCleaner } from './uploaded-file-cleaner';
import type { UploadStore } from './upload-store';
import { SWEEP_INTERVAL_MS, UploadsSweeper } from './uploads-sweeper';

describe('UploadsSweeper schedule', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function sweeperWithCountedPasses() {
    const sweeper = new UploadsSweeper({} as UploadStore, {} as UploadedFileCleaner, { uploadOrphanGraceHours: 24 } as AppConfig, {} as ContentVersion);
    const pass = jest.spyOn(sweeper, 'sweep').mockResolvedValue([]);
    return { sweeper, pass };
  }

  it('sweeps at start, then every hour, and stops on shutdown', async () => {
    const { sweeper, pass } = sweeperWithCountedPasses();
    sweeper.onApplicationBootstrap();
    expect(pass).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(SWEEP_INTERVAL_MS - 1);
    expect(pass).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(pass).toHaveBeenCalledTimes(2);
    await sweeper.onModuleDestroy();
    jest.advanceTimersByTime(3 * SWEEP_INTERVAL_MS);
    expect(pass).toHaveBeenCalledTimes(2);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('never keeps the process alive by itself', () => {
    jest.useRealTimers();
    const scheduling = jest.spyOn(global, 'setInterval');
    const { sweeper } = sweeperWithCountedPasses();
    sweeper.onApplicationBootstrap();
    const timer = scheduling.mock.results[0].value as NodeJS.Timeout;
    scheduling.mockRestore();
    expect(timer.hasRef()).toBe(false);
    return sweeper.onModuleDestroy();
  });
});
