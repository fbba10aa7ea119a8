import { albumCoverPath, chooseAlbumCover, compareByUploadOrder, coverImageOfItem, type CoverImage, type ItemPicture } from '../domain/album-cover';

const variant = (width: number) => ({ width, height: width / 2, jpg: `/uploads/images/a-${width}.jpg`, webp: `/uploads/images/a-${width}.webp` });
const photo = (url: string, overrides: Partial<ItemPicture> = {}): ItemPicture => ({ type: 'photo', url, thumbnail: null, width: 800, height: 600, variants: [], ...overrides });

describe('album cover (spec 2.12)', () => {
  it("is the album's own cover when it has one", () => {
    const own: CoverImage = { src: '/uploads/images/own.jpg', width: 10, height: 10, variants: [] };
    expect(chooseAlbumCover(own, [photo('/uploads/images/first.jpg')])).toBe(own);
  });

  it('else the first item with a picture: a photo, or a video with a thumbnail', () => {
    const noThumbnail = photo('/uploads/videos/a.mp4', { type: 'video', thumbnail: null });
    const video = photo('/uploads/videos/b.mp4', { type: 'video', thumbnail: '/uploads/images/b.jpg' });
    expect(chooseAlbumCover(null, [noThumbnail, video, photo('/uploads/images/c.jpg')])?.src).toBe('/uploads/images/b.jpg');
  });

  it('else none (the card draws a gradient)', () => {
    expect(chooseAlbumCover(null, [])).toBeNull();
  });

  it("carries the picture's size and copies, narrowest first", () => {
    expect(coverImageOfItem(photo('/uploads/images/a.jpg', { variants: [variant(960), variant(480)] }))?.variants.map((v) => v.width)).toEqual([480, 960]);
  });

  it('orders items by upload, the id breaking ties within a second', () => {
    const items = [
      { id: 5, createdAt: '2025-10-02T08:00:00.000Z' },
      { id: 4, createdAt: '2025-10-01T08:00:00.000Z' },
      { id: 3, createdAt: '2025-10-01T08:00:00.000Z' },
    ];
    expect([...items].sort(compareByUploadOrder).map((item) => item.id)).toEqual([3, 4, 5]);
  });
});

describe("album cover path (the admin's album cards, spec 2.12)", () => {
  const uploaded = (id: number, createdAt: string, type: 'photo' | 'video', url: string, thumbnail: string | null = null) => ({ id, createdAt, type, url, thumbnail });
  const items = [uploaded(1, '', 'video', '/uploads/videos/v.mp4', '/uploads/images/thumb.jpg'), uploaded(2, '', 'photo', '/uploads/images/p.jpg')];

  it('prefers the album coverImage', () => {
    expect(albumCoverPath('/uploads/images/c.jpg', items)).toBe('/uploads/images/c.jpg');
  });

  it('falls back to the first item, a video by its thumbnail', () => {
    expect(albumCoverPath(null, items)).toBe('/uploads/images/thumb.jpg');
  });

  it('has no cover for an empty album', () => {
    expect(albumCoverPath(null, [])).toBeNull();
  });

  it('takes the first item uploaded whatever order the items come in, skipping a video without a thumbnail', () => {
    const unordered = [
      uploaded(7, '2025-10-03T08:00:00.000Z', 'photo', '/uploads/images/newest.jpg'),
      uploaded(6, '2025-10-02T08:00:00.000Z', 'photo', '/uploads/images/second.jpg'),
      uploaded(5, '2025-10-01T08:00:00.000Z', 'video', '/uploads/videos/first.mp4', null),
    ];
    expect(albumCoverPath(null, unordered)).toBe('/uploads/images/second.jpg');
  });
});
