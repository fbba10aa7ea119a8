import { ReachTally } from './reach-tally';

const hit = (address: string, visitor = 'a', referrer = '') => ({ day: '2026-11-09', kind: 'page' as const, address, language: 'sk' as const, referrer, visitor });

describe('the tally of counts not yet written', () => {
  it('adds views of the same page, language and referrer into one row and keeps each day’s visitors once', () => {
    const tally = new ReachTally({ maxRows: 10, maxVisitorsPerDay: 10 });
    tally.add(hit('/'));
    tally.add(hit('/', 'b'));
    tally.add(hit('/', 'a', 'www.google.com'));
    const batch = tally.take();
    expect(batch.views.map((row) => [row.address, row.referrer, row.hits])).toEqual([
      ['/', '', 2],
      ['/', 'www.google.com', 1],
    ]);
    expect([...(batch.visitors.get('2026-11-09') ?? [])]).toEqual(['a', 'b']);
    expect(tally.take().views).toEqual([]);
  });

  it('stays within its bounds under a flood of made-up addresses, and says how many views it left out', () => {
    const tally = new ReachTally({ maxRows: 2, maxVisitorsPerDay: 1 });
    for (const id of [1, 2, 3, 4]) tally.add(hit(`/galeria/${id}`, `visitor ${id}`));
    const batch = tally.take();
    expect(batch.views).toHaveLength(2);
    expect(batch.dropped).toBe(2);
    expect(batch.visitors.get('2026-11-09')?.size).toBe(1);
  });

  it('takes back a batch that could not be written, adding it to what came since', () => {
    const tally = new ReachTally({ maxRows: 10, maxVisitorsPerDay: 10 });
    tally.add(hit('/'));
    const failed = tally.take();
    tally.add(hit('/', 'b'));
    tally.putBack(failed);
    const batch = tally.take();
    expect(batch.views.map((row) => row.hits)).toEqual([2]);
    expect(batch.visitors.get('2026-11-09')?.size).toBe(2);
  });
});
