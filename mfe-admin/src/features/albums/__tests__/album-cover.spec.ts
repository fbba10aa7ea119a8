import type { GalleryItem } from 'shared-ui/domain';
import { itemsOfAlbum, pickableImages } from '../album-cover';

const item = (id: number, albumId: number, type: 'photo' | 'video', url: string, thumbnail: string | null = null): GalleryItem => ({
  id, albumId, type, url, thumbnail, title: `t${id}`, description: null, titleEn: null, descriptionEn: null, alt: null, altEn: null, createdAt: '', width: null, height: null, variants: [], hidden: false, position: id,
});

describe('album cover picking', () => {
  const items = [item(1, 2, 'video', '/uploads/videos/v.mp4', '/uploads/images/thumb.jpg'), item(2, 2, 'photo', '/uploads/images/p.jpg')];

  it('offers only the album photos for picking', () => {
    expect(pickableImages(items, 2)).toEqual([{ url: '/uploads/images/p.jpg', title: 't2' }]);
  });

  it("lists an album's items in the album's order, not the order they were loaded in", () => {
    const loaded = [{ ...item(1, 2, 'photo', '/a.jpg'), position: 2 }, item(5, 3, 'photo', '/other.jpg'), { ...item(2, 2, 'photo', '/b.jpg'), position: 0 }, { ...item(3, 2, 'photo', '/c.jpg'), position: 1 }];
    expect(itemsOfAlbum(loaded, 2).map(({ id }) => id)).toEqual([2, 3, 1]);
    expect(pickableImages(loaded, 2).map(({ url }) => url)).toEqual(['/b.jpg', '/c.jpg', '/a.jpg']);
  });
});
