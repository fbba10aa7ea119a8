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
