import type { PublicReads } from 'shared-ui/api';
import type { Album, GalleryItem } from 'shared-ui/domain';
import { loadPhotoReference } from '../photo-removal';

const album = { id: 3, name: 'Tábor', nameEn: 'Camp' } as Album;
const item = (id: number, type: 'photo' | 'video' = 'photo') => ({ id, albumId: 3, type, title: `Fotka ${id}`, titleEn: id === 12 ? 'Blackboard' : null }) as GalleryItem;

function readsWith(items: GalleryItem[], found: Album | null = album) {
  return { album: jest.fn().mockResolvedValue(found), albumItems: jest.fn().mockResolvedValue(items) } as unknown as PublicReads & { album: jest.Mock; albumItems: jest.Mock };
}

describe('the photo a removal request names', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('names the photo from the public list of its album, in the reader language', async () => {
    const reads = readsWith([item(11), item(12)]);
    expect(await loadPhotoReference({ search: '?album=3&foto=12', reads, locale: 'sk' })).toEqual({ id: 12, albumId: 3, title: 'Fotka 12', album: 'Tábor', address: '/galeria/3?foto=12' });
    expect(await loadPhotoReference({ search: '?album=3&foto=12', reads, locale: 'en' })).toEqual({ id: 12, albumId: 3, title: 'Blackboard', album: 'Camp', address: '/galeria/3?foto=12' });
    expect(reads.albumItems).toHaveBeenCalledWith(3);
  });

  it('names nothing for a photo not in the public list (taken down, a video, another album) or no album', async () => {
    expect(await loadPhotoReference({ search: '?album=3&foto=12', reads: readsWith([item(11)]), locale: 'sk' })).toBeNull();
    expect(await loadPhotoReference({ search: '?album=3&foto=12', reads: readsWith([item(12, 'video')]), locale: 'sk' })).toBeNull();
    expect(await loadPhotoReference({ search: '?album=3&foto=12', reads: readsWith([item(12)], null), locale: 'sk' })).toBeNull();
  });

  it('reads nothing for an address without a valid album and photo id, and survives a failed read', async () => {
    for (const search of ['', '?foto=12', '?album=3', '?album=abc&foto=12', '?album=3&foto=-1', '?album=3&foto=99999999999']) {
      const reads = readsWith([item(12)]);
      expect(await loadPhotoReference({ search, reads, locale: 'sk' })).toBeNull();
      expect(reads.albumItems).not.toHaveBeenCalled();
    }
    const failing = { album: jest.fn().mockRejectedValue(new Error('down')), albumItems: jest.fn().mockResolvedValue([]) } as unknown as PublicReads;
    expect(await loadPhotoReference({ search: '?album=3&foto=12', reads: failing, locale: 'sk' })).toBeNull();
  });
});
