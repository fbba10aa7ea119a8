import { publicReadsStub } from 'shared-ui/jest/page-harness';
import { describeGallery, loadGalleryData } from '../gallery-data';

describe('gallery page data', () => {
  it.each(['abc', '-1', '0', '99999999999999999999'])('answers /galeria/%s as a missing album (404) without asking the API', async (segment) => {
    const album = jest.fn(async () => ({ id: 1 }) as never);
    const albums = jest.fn(async () => []);
    const reads = publicReadsStub({ album, albums });
    const request = { params: { albumId: segment }, pathname: `/galeria/${segment}`, search: '', locale: 'sk' as const, reads };
    const data = await loadGalleryData(request);
    expect(describeGallery(data, request)).toEqual({ notFound: true });
    expect(album).not.toHaveBeenCalled();
    expect(albums).not.toHaveBeenCalled();
  });

  it('still lists the albums on /galeria', async () => {
    const reads = publicReadsStub({ albums: async () => [] });
    const data = await loadGalleryData({ params: {}, pathname: '/galeria', search: '', locale: 'sk', reads });
    expect(data.view).toBe('albums');
  });
});
