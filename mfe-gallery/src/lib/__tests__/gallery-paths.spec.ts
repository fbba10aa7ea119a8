import { albumIdFromPath, albumPath, albumSegmentOf, parseAlbumId } from '../gallery-paths';

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

  it('takes no album id from a segment that is not a positive 32-bit integer', () => {
    for (const segment of ['-1', '0', '007', '1.5', '99999999999999999999', '2147483648']) expect([segment, parseAlbumId(segment)]).toEqual([segment, null]);
    expect(parseAlbumId('2147483647')).toBe(2_147_483_647);
    expect(albumSegmentOf('/galeria/abc')).toBe('abc');
    expect(albumSegmentOf('/galeria')).toBeNull();
  });
});
