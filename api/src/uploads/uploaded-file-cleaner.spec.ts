import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { FileLocks } from './file-locks';
import { UploadedFileCleaner } from './uploaded-file-cleaner';
import type { UploadStore } from './upload-store';

describe('UploadedFileCleaner before any module registered its file columns', () => {
  afterEach(() => jest.restoreAllMocks());

  function cleanerWithoutColumns() {
    const store = { removeWithVariants: jest.fn() };
    const locks = { holding: (_paths: string[], work: () => Promise<unknown>) => work() };
    const cleaner = new UploadedFileCleaner({ manager: {} } as DataSource, store as unknown as UploadStore, locks as unknown as FileLocks);
    return { cleaner, store };
  }

  it('refuses to list the referenced files, so a sweep cannot take every file for an orphan', async () => {
    await expect(cleanerWithoutColumns().cleaner.referencedPaths()).rejects.toThrow('No module has registered its file columns yet');
  });

  it('deletes nothing', async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { cleaner, store } = cleanerWithoutColumns();
    expect(await cleaner.removeUnreferenced(['/uploads/images/mabc-0123456789abcdef.jpg'])).toEqual([]);
    expect(store.removeWithVariants).not.toHaveBeenCalled();
  });
});
