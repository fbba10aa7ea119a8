import type { GalleryItem } from 'shared-ui/domain';
import { pickableImages } from '../album-cover';

const item = (id: number, albumId: number, type: 'photo' | 'video', url: string, thumbnail: string | null = null): GalleryItem => ({
  id, albumId, type, url, thumbnail, title: `t${id}`, description: null, titleEn: null, descriptionEn: null, alt: null, altEn: null, createdAt: '', width: null, height: null, variants: [], hidden: false,
});

describe('album cover picking', () => {
  const items = [item(1, 2, 'video', '/uploads/videos/v.mp4', '/uploads/images/thumb.jpg'), item(2, 2, 'photo', '/uploads/images/p.jpg')];

  it('offers only the album photos for picking', () => {
    expect(pickableImages(items, 2)).toEqual([{ url: '/uploads/images/p.jpg', title: 't2' }]);
  });
});
