import type { DataSource, Repository } from 'typeorm';
import { ContentVersion } from './content-version';
import type { ContentVersionEntity } from './content-version.entity';

/** A fake database whose version reads finish only when the test says so. */
function fakeDatabase() {
  let version = 1;
  const pending: Array<() => void> = [];
  const dataSource = {
    options: { type: 'mariadb' },
    driver: { escape: (name: string) => `"${name}"` },
    query: jest.fn(() => {
      const readAt = version;
      return new Promise((done) => pending.push(() => done([{ version: readAt }])));
    }),
  } as unknown as DataSource;
  const repository = { increment: jest.fn(async () => void (version += 1)) } as unknown as Repository<ContentVersionEntity>;
  const finishReads = async () => {
    while (pending.length) {
      pending.splice(0).forEach((finish) => finish());
      await new Promise((done) => setImmediate(done));
    }
  };
  return { contentVersion: new ContentVersion(repository, dataSource), dataSource, finishReads };
}

describe('ContentVersion', () => {
  it('lets requests arriving together share one query', async () => {
    const { contentVersion, dataSource, finishReads } = fakeDatabase();
    const first = contentVersion.current();
    const waiting = [contentVersion.current(), contentVersion.current(), contentVersion.current()];
    await finishReads();
    expect(await first).toBe(1);
    expect(await Promise.all(waiting)).toEqual([1, 1, 1]);
    expect(dataSource.query).toHaveBeenCalledTimes(2);
  });

  it('never answers a caller with a read that started before it asked (a bump in between is seen)', async () => {
    const { contentVersion, finishReads } = fakeDatabase();
    const startedBefore = contentVersion.current();
    await contentVersion.bump();
    const afterBump = contentVersion.current();
    await finishReads();
    expect(await startedBefore).toBe(1);
    expect(await afterBump).toBe(2);
  });
});
