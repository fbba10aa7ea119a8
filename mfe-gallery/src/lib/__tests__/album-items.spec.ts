import { makeItem } from '../../test/fixtures';
import { countItemsByAlbum, itemsOfAlbum } from '../album-items';

describe('album items', () => {
  const items = [
    makeItem({ id: 5, albumId: 1, createdAt: '2025-10-02T08:00:00.000Z' }),
    makeItem({ id: 3, albumId: 1, createdAt: '2025-10-01T08:00:00.000Z' }),
    makeItem({ id: 4, albumId: 1, createdAt: '2025-10-01T08:00:00.000Z' }),
    makeItem({ id: 6, albumId: 2 }),
    makeItem({ id: 7, albumId: null }),
  ];

  it('lists the items of one album oldest first, ties by id', () => {
    expect(itemsOfAlbum(items, 1).map((item) => item.id)).toEqual([3, 4, 5]);
  });

  it('counts the items of each album and ignores items without one', () => {
    expect(Object.fromEntries(countItemsByAlbum(items))).toEqual({ 1: 3, 2: 1 });
  });
});
