import { makeItem } from '../../test/fixtures';
import { groupItemsByAlbum, itemsOfAlbum } from '../album-items';

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

  it('groups the items of every album in upload order and leaves out items without one', () => {
    const groups = groupItemsByAlbum(items);
    expect([...groups.keys()].sort()).toEqual([1, 2]);
    expect(groups.get(1)!.map((item) => item.id)).toEqual([3, 4, 5]);
    expect(groups.get(2)!.map((item) => item.id)).toEqual([6]);
  });
});
