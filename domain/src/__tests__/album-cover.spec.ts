import { albumCoverPath, chooseAlbumCover, compareByAlbumOrder, coverImageOfItem, type CoverImage, type ItemPicture } from '../album-cover';

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

  it("orders items by their place in the album, the id breaking ties as the API's order does", () => {
    const items = [
      { id: 3, position: 2 },
      { id: 5, position: 0 },
      { id: 4, position: 2 },
    ];
    expect([...items].sort(compareByAlbumOrder).map((item) => item.id)).toEqual([5, 3, 4]);
  });
});

describe("album cover path (the admin's album cards, spec 2.12)", () => {
  const placed = (id: number, position: number, type: 'photo' | 'video', url: string, thumbnail: string | null = null) => ({ id, position, type, url, thumbnail });
  const items = [placed(1, 0, 'video', '/uploads/videos/v.mp4', '/uploads/images/thumb.jpg'), placed(2, 1, 'photo', '/uploads/images/p.jpg')];

  it('prefers the album coverImage', () => {
    expect(albumCoverPath('/uploads/images/c.jpg', items)).toBe('/uploads/images/c.jpg');
  });

  it('falls back to the first item, a video by its thumbnail', () => {
    expect(albumCoverPath(null, items)).toBe('/uploads/images/thumb.jpg');
  });

  it('has no cover for an empty album', () => {
    expect(albumCoverPath(null, [])).toBeNull();
  });

  it("takes the first item in the album's order whatever order the items come in (upload order among them), skipping a video without a thumbnail", () => {
    const unordered = [
      placed(5, 2, 'photo', '/uploads/images/uploaded-first.jpg'),
      placed(7, 1, 'photo', '/uploads/images/placed-second.jpg'),
      placed(6, 0, 'video', '/uploads/videos/placed-first.mp4', null),
    ];
    expect(albumCoverPath(null, unordered)).toBe('/uploads/images/placed-second.jpg');
  });

  it('passes over a hidden photo, whose files are not served, as the public pages do', () => {
    const withHidden = [
      { ...placed(1, 0, 'photo', '/uploads/images/taken-down.jpg'), hidden: true },
      { ...placed(2, 1, 'photo', '/uploads/images/shown.jpg'), hidden: false },
    ];
    expect(albumCoverPath(null, withHidden)).toBe('/uploads/images/shown.jpg');
    expect(albumCoverPath(null, withHidden.slice(0, 1))).toBeNull();
  });
});
