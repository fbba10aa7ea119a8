import { albumIdFromPath, albumPath, parseAlbumId } from '../gallery-paths';

describe('gallery paths', () => {
  it('links an album by an absolute path', () => {
    expect(albumPath(12)).toBe('/galeria/12');
  });

  it('reads the album id from the path or the route parameter', () => {
    expect(albumIdFromPath('/galeria/12')).toBe(12);
    expect(albumIdFromPath('/galeria/12/')).toBe(12);
    expect(albumIdFromPath('/galeria')).toBeNull();
    expect(albumIdFromPath('/galeria/abc')).toBeNull();
    expect(parseAlbumId('7')).toBe(7);
    expect(parseAlbumId('7x')).toBeNull();
    expect(parseAlbumId(undefined)).toBeNull();
  });
});
