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

const nextTurn = () => new Promise((done) => setImmediate(done));

describe('ContentVersion', () => {
  it('lets requests arriving in one turn of the event loop share one query', async () => {
    const { contentVersion, dataSource, finishReads } = fakeDatabase();
    const together = [contentVersion.current(), contentVersion.current(), contentVersion.current()];
    await nextTurn();
    await finishReads();
    expect(await Promise.all(together)).toEqual([1, 1, 1]);
    expect(dataSource.query).toHaveBeenCalledTimes(1);
  });

  it('never answers a caller with a query that started before it asked (a bump in between is seen)', async () => {
    const { contentVersion, dataSource, finishReads } = fakeDatabase();
    const startedBefore = contentVersion.current();
    await nextTurn(); // the query is under way
    expect(dataSource.query).toHaveBeenCalledTimes(1);
    await contentVersion.bump();
    const afterBump = contentVersion.current();
    await finishReads();
    expect(await startedBefore).toBe(1);
    expect(await afterBump).toBe(2);
    expect(dataSource.query).toHaveBeenCalledTimes(2);
  });

  it('passes a failed query on to its callers and recovers on the next', async () => {
    const { contentVersion, dataSource, finishReads } = fakeDatabase();
    (dataSource.query as jest.Mock).mockRejectedValueOnce(new Error('database down'));
    await expect(contentVersion.current()).rejects.toThrow('database down');
    const next = contentVersion.current();
    await nextTurn();
    await finishReads();
    expect(await next).toBe(1);
  });
});
