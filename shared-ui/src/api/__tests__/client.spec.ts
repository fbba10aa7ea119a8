/**
 * @jest-environment node
 */
// The generated client keeps the hand-written one's behaviour: the token on admin calls,
// a 401 ends the session, errors become ApiError with the API's message, 204 is undefined, aborts
// reject, and the renderer's reads go to its own API base. Node's environment has fetch, Request
// and Response (jsdom has none); the page's origin and storage are stand-ins.
import { STORAGE_KEYS } from 'shared-ui/domain';

type ClientModule = typeof import('../client');

const stored = new Map<string, string>();
const fetchMock = jest.fn<Promise<Response>, [Request]>();
let client: ClientModule;

beforeAll(async () => {
  Object.defineProperty(globalThis, 'location', { value: { origin: 'http://site.test' }, configurable: true });
  Object.defineProperty(globalThis, 'localStorage', {
    value: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    },
    configurable: true,
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  client = await import('../client');
});

beforeEach(() => {
  stored.clear();
  fetchMock.mockReset();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const sent = (call = 0): Request => fetchMock.mock.calls[call][0];

describe('the API client', () => {
  it('sends the stored token as a Bearer header on admin calls, and the body as JSON', async () => {
    stored.set(STORAGE_KEYS.adminToken, 'jwt-1');
    fetchMock.mockResolvedValue(json(200, { id: 3, approved: true }));
    await client.api.setFeedbackApproved(3, true);
    expect(sent().method).toBe('PUT');
    expect(sent().url).toBe('http://site.test/api/feedback/3');
    expect(sent().headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(sent().headers.get('Content-Type')).toBe('application/json');
    expect(await sent().json()).toEqual({ approved: true });
  });

  it('sends no token on public calls, and the fixed fields of the public forms', async () => {
    stored.set(STORAGE_KEYS.adminToken, 'jwt-1');
    fetchMock.mockResolvedValue(json(201, { id: 1 }));
    await client.api.sendContact({ name: 'Ema', email: 'ema@example.org', subject: 'Iné', message: 'Ahoj' });
    expect(sent().headers.get('Authorization')).toBeNull();
    expect(await sent().json()).toEqual({ name: 'Ema', email: 'ema@example.org', subject: 'Iné', message: 'Ahoj', resolved: false });
  });

  it('answers the trash batch a delete went into (for Undo), or null when it was deleted for good', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204, headers: { 'Trash-Batch': '42' } }));
    await expect(client.api.deleteFeedback(1)).resolves.toBe(42);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(client.api.deleteGalleryItem(2)).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(json(409, { statusCode: 409, error: 'Conflict', message: 'Album 3 no longer exists', reason: 'album-gone', details: { albumId: 3 } }));
    await expect(client.api.restoreTrash(42)).rejects.toMatchObject({ status: 409, body: { reason: 'album-gone', details: { albumId: 3 } } });
    expect(sent(2).url).toBe('http://site.test/api/trash/42/restore');
    expect(await sent(2).json()).toEqual({});
  });

  it('puts ids and pages where the API reads them (path or query)', async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    await client.api.deleteGalleryItem(12);
    await client.api.deleteAlbum(5);
    fetchMock.mockImplementation(async () => json(200, { items: [], total: 0, unresolved: 0, page: 2, pageSize: 20 }));
    await client.api.listContactPage(2);
    expect(fetchMock.mock.calls.map(([request]) => `${request.method} ${request.url}`)).toEqual([
      'DELETE http://site.test/api/gallery?id=12',
      'DELETE http://site.test/api/albums/5',
      'GET http://site.test/api/contact?page=2&pageSize=20',
    ]);
  });

  it('answers undefined for 204 and the parsed body otherwise', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(client.api.eraseTrash(1)).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(json(200, [{ id: 1, name: 'Jeseň' }]));
    await expect(client.api.listAlbums()).resolves.toEqual([{ id: 1, name: 'Jeseň' }]);
  });

  it('turns an error answer into ApiError with the API\'s message (validation messages joined)', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { statusCode: 400, error: 'Bad Request', message: ['name must not be empty', 'rating must be 1-5'] }));
    const error = await client.api.submitFeedback({ name: '', workshop: 'Marketing', rating: 9, comment: '' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(client.ApiError);
    expect(error).toMatchObject({ status: 400, message: 'name must not be empty, rating must be 1-5', body: { error: 'Bad Request' } });

    fetchMock.mockResolvedValueOnce(json(429, { statusCode: 429, error: 'Too Many Requests', message: 'Try later', retryAfterSeconds: 30 }));
    await expect(client.api.sendContact({ name: 'E', email: 'e@example.org', subject: 'Iné', message: 'x' })).rejects.toMatchObject({
      status: 429,
      message: 'Try later',
      body: { retryAfterSeconds: 30 },
    });

    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.api.listMaterials()).rejects.toMatchObject({ status: 502, message: 'HTTP 502', body: null });
  });

  it('ends the session on a 401 of a call that sent the token, and not on a failed login', async () => {
    const handler = jest.fn();
    const restore = client.setUnauthorizedHandler(handler);
    try {
      stored.set(STORAGE_KEYS.adminToken, 'expired');
      fetchMock.mockResolvedValueOnce(json(401, { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' }));
      await expect(client.api.listMailings()).rejects.toMatchObject({ status: 401 });
      expect(stored.has(STORAGE_KEYS.adminToken)).toBe(false);
      expect(handler).toHaveBeenCalledTimes(1);

      fetchMock.mockResolvedValueOnce(json(401, { statusCode: 401, error: 'Unauthorized', message: 'Nesprávne meno alebo heslo' }));
      await expect(client.api.login('admin', 'wrong')).rejects.toMatchObject({ status: 401, message: 'Nesprávne meno alebo heslo' });
      expect(handler).toHaveBeenCalledTimes(1);
    } finally {
      restore();
    }
  });

  it('reads the backups with the token, backs up with a POST and downloads an archive under its own name', async () => {
    stored.set(STORAGE_KEYS.adminToken, 'jwt-1');
    const state = { lastSuccess: null, lastFailure: null, archives: [], stale: true, schedule: { time: '02:30', keep: 14 } };
    fetchMock.mockResolvedValueOnce(json(200, state));
    await expect(client.api.backupStatus()).resolves.toEqual(state);
    expect([sent(0).method, sent(0).url, sent(0).headers.get('Authorization')]).toEqual(['GET', 'http://site.test/api/backups', 'Bearer jwt-1']);

    fetchMock.mockResolvedValueOnce(json(200, { ok: false, at: '2026-11-26T02:30:00.000Z', error: 'ENOSPC' }));
    await expect(client.api.backUpNow()).resolves.toMatchObject({ ok: false, error: 'ENOSPC' });
    expect([sent(1).method, sent(1).url, sent(1).headers.get('Authorization')]).toEqual(['POST', 'http://site.test/api/backups', 'Bearer jwt-1']);

    const name = 'softskills-backup-2026-11-26T01-00-00-000Z.tar.gz';
    fetchMock.mockResolvedValueOnce(new Response('archive', { status: 200, headers: { 'Content-Type': 'application/gzip' } }));
    const { blob, filename } = await client.api.downloadBackup(name);
    expect([sent(2).url, sent(2).headers.get('Authorization')]).toEqual([`http://site.test/api/backups/${name}`, 'Bearer jwt-1']);
    expect(filename).toBe(name);
    expect(await blob.text()).toBe('archive');
  });

  it('lists the gallery as the administrator sees it (hidden photos too) only with the token', async () => {
    stored.set(STORAGE_KEYS.adminToken, 'jwt-1');
    fetchMock.mockImplementation(async () => json(200, []));
    await client.api.listGallery();
    await client.api.listGallery({ withHidden: true });
    expect(fetchMock.mock.calls.map(([request]) => request.headers.get('Authorization'))).toEqual([null, 'Bearer jwt-1']);
  });

  it('lists albums as the administrator sees them (those in preparation too) only with the token, and publishes with it', async () => {
    stored.set(STORAGE_KEYS.adminToken, 'jwt-1');
    fetchMock.mockImplementation(async () => json(200, []));
    await client.api.listAlbums();
    await client.api.listAlbums({ withDrafts: true });
    expect(fetchMock.mock.calls.map(([request]) => request.headers.get('Authorization'))).toEqual([null, 'Bearer jwt-1']);
    fetchMock.mockResolvedValueOnce(json(200, { id: 4, published: true }));
    await expect(client.api.setAlbumPublished(4, true)).resolves.toEqual({ id: 4, published: true });
    expect([sent(2).method, sent(2).url, sent(2).headers.get('Authorization')]).toEqual(['PUT', 'http://site.test/api/albums/4/published', 'Bearer jwt-1']);
    expect(await sent(2).json()).toEqual({ published: true });
  });

  it('downloads an export as a Blob with the file name the server suggests', async () => {
    stored.set(STORAGE_KEYS.adminToken, 'jwt-1');
    fetchMock.mockResolvedValueOnce(new Response('email\n', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="odberatelia.csv"' } }));
    const { blob, filename } = await client.api.exportSubscribers('csv');
    expect(sent().url).toBe('http://site.test/api/newsletter/subscribers/export?format=csv');
    expect(sent().headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(filename).toBe('odberatelia.csv');
    expect(await blob.text()).toBe('email\n');
  });
});

describe('createPublicReads (the renderer\'s reads)', () => {
  it('reads from its own API base with its own fetch; a missing album is null', async () => {
    const ownFetch = jest.fn(async (request: Request) => (request.url.endsWith('/albums/7') ? json(404, { statusCode: 404, error: 'Not Found', message: 'Not found' }) : json(200, [])));
    const reads = client.createPublicReads({ base: 'http://api.internal:8080/api', fetch: ownFetch as unknown as typeof fetch, timeoutMs: 5000 });
    await expect(reads.album(7)).resolves.toBeNull();
    await expect(reads.albumItems(3)).resolves.toEqual([]);
    expect(ownFetch.mock.calls.map(([request]) => request.url)).toEqual(['http://api.internal:8080/api/albums/7', 'http://api.internal:8080/api/gallery?albumId=3']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('throws ApiError when a read fails, and refuses a base that is not the API\'s /api', async () => {
    const down = jest.fn(async () => json(503, { statusCode: 503, error: 'Service Unavailable', message: 'The database does not answer' }));
    const reads = client.createPublicReads({ base: 'http://api.internal:8080/api/', fetch: down as unknown as typeof fetch });
    await expect(reads.materials()).rejects.toMatchObject({ status: 503, message: 'The database does not answer' });
    expect(() => client.createPublicReads({ base: 'http://api.internal:8080' })).toThrow('The API base must end in /api');
  });

  it('gives up on a read that takes longer than timeoutMs (the fetch is aborted)', async () => {
    const hanging = jest.fn((request: Request) => new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason as Error))));
    const reads = client.createPublicReads({ base: 'http://api.internal:8080/api', fetch: hanging as unknown as typeof fetch, timeoutMs: 20 });
    await expect(reads.meetings()).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
