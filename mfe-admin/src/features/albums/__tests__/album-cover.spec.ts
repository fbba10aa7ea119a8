import type { Album, GalleryItem } from 'shared-ui/domain';
import { pickableImages, resolveCoverImage } from '../album-cover';

const album = (id: number, coverImage: string | null = null): Album => ({ id, name: `A${id}`, description: null, coverImage, createdAt: '' });
const item = (id: number, albumId: number, type: 'photo' | 'video', url: string, thumbnail: string | null = null): GalleryItem => ({
  id, albumId, type, url, thumbnail, title: `t${id}`, description: null, createdAt: '', width: null, height: null, variants: [],
});

describe('album cover rules', () => {
  const items = [item(1, 2, 'video', '/uploads/videos/v.mp4', '/uploads/images/thumb.jpg'), item(2, 2, 'photo', '/uploads/images/p.jpg')];

  it('prefers the album coverImage', () => {
    expect(resolveCoverImage(album(2, '/uploads/images/c.jpg'), items)).toBe('/uploads/images/c.jpg');
  });

  it('falls back to the first item, a video by its thumbnail', () => {
    expect(resolveCoverImage(album(2), items)).toBe('/uploads/images/thumb.jpg');
  });

  it('has no cover for an empty album', () => {
    expect(resolveCoverImage(album(3), items)).toBeNull();
  });

  it('offers only the album photos for picking', () => {
    expect(pickableImages(items, 2)).toEqual([{ url: '/uploads/images/p.jpg', title: 't2' }]);
  });
});
