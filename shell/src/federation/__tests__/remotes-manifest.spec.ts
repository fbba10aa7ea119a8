import { fetchRemotesManifest, parseRemotesManifest } from '../remotes-manifest';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const response = (body: unknown, contentType: string, status = 200) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'content-type': contentType }),
    json: async () => body,
  }) as Response;

describe('the remotes manifest', () => {
  it('keeps the three known remotes with a string entry', () => {
    expect(
      parseRemotesManifest({ mfe_public: '/remotes/public/mf-manifest.json', mfe_gallery: 7, mfe_admin: ' ', other: '/x.json' }),
    ).toEqual({ mfe_public: '/remotes/public/mf-manifest.json' });
    expect(parseRemotesManifest(null)).toEqual({});
  });

  it('reads /remotes.json without the cache', async () => {
    const fetchMock = jest.fn(async () => response({ mfe_gallery: '/remotes/gallery/mf-manifest.json' }, 'application/json; charset=utf-8'));
    await expect(fetchRemotesManifest(fetchMock)).resolves.toEqual({ mfe_gallery: '/remotes/gallery/mf-manifest.json' });
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('refuses the index.html of the SPA fallback and error answers', async () => {
    await expect(fetchRemotesManifest(async () => response('<!doctype html>', 'text/html'))).rejects.toThrow('/remotes.json');
    await expect(fetchRemotesManifest(async () => response({}, 'application/json', 404))).rejects.toThrow('404');
  });

  it("uses the boot script's early request once, then asks itself", async () => {
    window.__earlyRemotesManifest = Promise.resolve(response({ mfe_public: '/remotes/public/mf-manifest.json' }, 'application/json'));
    const fetchMock = jest.fn(async () => response({ mfe_admin: '/remotes/admin/mf-manifest.json' }, 'application/json'));
    await expect(fetchRemotesManifest(fetchMock)).resolves.toEqual({ mfe_public: '/remotes/public/mf-manifest.json' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(fetchRemotesManifest(fetchMock)).resolves.toEqual({ mfe_admin: '/remotes/admin/mf-manifest.json' });
  });

  it('asks again when the early request failed on the network', async () => {
    window.__earlyRemotesManifest = Promise.reject(new TypeError('Failed to fetch'));
    const fetchMock = jest.fn(async () => response({ mfe_gallery: '/remotes/gallery/mf-manifest.json' }, 'application/json'));
    await expect(fetchRemotesManifest(fetchMock)).resolves.toEqual({ mfe_gallery: '/remotes/gallery/mf-manifest.json' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
