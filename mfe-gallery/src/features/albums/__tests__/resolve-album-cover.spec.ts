import { makeAlbum, makeItem, variantsFor } from '../../../test/fixtures';
import { resolveAlbumCover } from '../resolve-album-cover';

describe('album cover', () => {
  const photo = makeItem({ id: 1, albumId: 7, url: '/uploads/images/first.jpg', variants: variantsFor('first') });
  const video = makeItem({
    id: 2,
    albumId: 7,
    type: 'video',
    url: '/uploads/videos/clip.mp4',
    thumbnail: '/uploads/images/clip-thumb.jpg',
    variants: variantsFor('clip-thumb'),
  });

  it("uses the album's coverImage when it is set", () => {
    const cover = resolveAlbumCover(makeAlbum({ id: 7, name: 'A', coverImage: '/uploads/images/own-cover.jpg' }), [photo]);
    expect(cover).toEqual({
      kind: 'image',
      source: { src: '/uploads/images/own-cover.jpg', width: null, height: null, variants: [] },
    });
  });

  it("uses the copies and size the API found on disk for the album's own cover, narrowest first", () => {
    const album = makeAlbum({
      id: 7,
      name: 'A',
      coverImage: '/uploads/images/own-cover.jpg',
      coverVariants: [...variantsFor('own-cover', [960, 480])],
      coverWidth: 1200,
      coverHeight: 800,
    });
    expect(resolveAlbumCover(album, [photo])).toEqual({
      kind: 'image',
      source: { src: '/uploads/images/own-cover.jpg', width: 1200, height: 800, variants: variantsFor('own-cover', [480, 960]) },
    });
  });

  it('keeps the size of an own cover too small for copies', () => {
    const album = makeAlbum({ id: 7, name: 'A', coverImage: '/uploads/images/tiny.jpg', coverVariants: [], coverWidth: 300, coverHeight: 200 });
    expect(resolveAlbumCover(album, [])).toEqual({
      kind: 'image',
      source: { src: '/uploads/images/tiny.jpg', width: 300, height: 200, variants: [] },
    });
  });

  it("brings the responsive copies along when the cover is one of the album's photos", () => {
    const cover = resolveAlbumCover(makeAlbum({ id: 7, name: 'A', coverImage: '/uploads/images/first.jpg' }), [video, photo]);
    expect(cover.kind === 'image' && cover.source.variants).toEqual(variantsFor('first'));
  });

  it('falls back to the first item of the album', () => {
    const cover = resolveAlbumCover(makeAlbum({ id: 7, name: 'A' }), [photo, video]);
    expect(cover.kind === 'image' && cover.source.src).toBe('/uploads/images/first.jpg');
  });

  it("uses a video's thumbnail when the first item is a video", () => {
    const cover = resolveAlbumCover(makeAlbum({ id: 7, name: 'A' }), [video, photo]);
    expect(cover.kind === 'image' && cover.source.src).toBe('/uploads/images/clip-thumb.jpg');
    expect(cover.kind === 'image' && cover.source.variants).toEqual(variantsFor('clip-thumb'));
  });

  it('skips a video without a thumbnail, which has no picture to show', () => {
    const bare = makeItem({ id: 3, albumId: 7, type: 'video', url: '/uploads/videos/bare.mp4', thumbnail: null });
    const cover = resolveAlbumCover(makeAlbum({ id: 7, name: 'A' }), [bare, photo]);
    expect(cover.kind === 'image' && cover.source.src).toBe('/uploads/images/first.jpg');
  });

  it('is a gradient when the album has no items', () => {
    expect(resolveAlbumCover(makeAlbum({ id: 7, name: 'A' }), [])).toEqual({ kind: 'gradient' });
  });
});
