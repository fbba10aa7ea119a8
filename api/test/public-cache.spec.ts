// Public lists are answered from memory, but never stale after an admin change, even when
// the change was made through another replica sharing the database.
import { AlbumsService } from '../src/albums/albums.service';
import { FeedbackService } from '../src/feedback/feedback.service';
import { GalleryService } from '../src/gallery/gallery.service';
import { MeetingsService } from '../src/meetings/meetings.service';
import { PublicResponseCache } from '../src/public-cache/public-response-cache';
import { adminRequests } from './support/admin-api';
import { tinyPdf } from './support/fixtures';
import { TEST_ADMIN, TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

type Named = { id: number; name?: string; title?: string };
const ids = (body: Named[]) => body.map((record) => record.id);

describe.each(TEST_DATABASES)('public list cache (%s)', (dialect) => {
  let replicaA: TestApp;
  let replicaB: TestApp;
  let admin: Awaited<ReturnType<typeof adminRequests>>;

  beforeAll(async () => {
    replicaA = await startTestApp(dialect);
    // A second instance on the same database (and DATA_DIR), as replicas behind nginx run.
    replicaB = await startTestApp(dialect, { dataDir: replicaA.dataDir });
    admin = await adminRequests(replicaA);
  });
  afterAll(async () => {
    await replicaB?.close({ keepData: true });
    await replicaA?.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const read = async (t: TestApp, path: string) => (await t.http().get(path).expect(200)).body;

  it('tells the page renderer a content version that every replica sees change after an admin change', async () => {
    const before = await replicaB.http().get('/api/content-version').expect(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.body).toEqual({ version: expect.any(Number) });
    await admin.createAlbum('Nová verzia');
    const after = (await read(replicaB, '/api/content-version')) as { version: number };
    expect(after.version).toBeGreaterThan(before.body.version);
    expect(await read(replicaB, '/api/content-version')).toEqual(after);
  });

  it('serves a repeated public read from memory without running the list query again', async () => {
    const album = await admin.createAlbum('Opakované čítanie');
    const albumList = jest.spyOn(replicaA.app.get(AlbumsService), 'list');
    const galleryList = jest.spyOn(replicaA.app.get(GalleryService), 'list');

    const first = await read(replicaA, '/api/albums');
    const second = await read(replicaA, '/api/albums');
    await read(replicaA, `/api/gallery?albumId=${album.id}`);
    await read(replicaA, `/api/gallery?albumId=${album.id}`);

    expect(second).toEqual(first);
    expect(ids(first)).toContain(album.id);
    expect(albumList).toHaveBeenCalledTimes(1);
    expect(galleryList).toHaveBeenCalledTimes(1);
  });

  it('builds a missing answer once when many requests ask for it together', async () => {
    await admin.createAlbum('Súbežné čítanie');
    const albums = replicaA.app.get(AlbumsService);
    const list = albums.list.bind(albums);
    // A slow list query, so the requests surely overlap with the one building the answer.
    const albumList = jest.spyOn(albums, 'list').mockImplementation(async () => {
      await new Promise((done) => setTimeout(done, 200));
      return list();
    });
    const answers = await Promise.all(Array.from({ length: 12 }, () => read(replicaA, '/api/albums')));
    expect(new Set(answers.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(albumList).toHaveBeenCalledTimes(1);
  });

  it("shows an administrator's create, update and delete in the very next public read", async () => {
    await read(replicaA, '/api/albums');
    const album = await admin.createAlbum('Nové');
    expect(ids(await read(replicaA, '/api/albums'))).toContain(album.id);

    await replicaA.http().put(`/api/albums/${album.id}`).set(admin.auth).send({ name: 'Premenované', description: null, coverImage: null }).expect(200);
    expect((await read(replicaA, '/api/albums')).find((one: Named) => one.id === album.id)?.name).toBe('Premenované');

    const photo = await admin.uploadJpeg();
    await read(replicaA, '/api/gallery');
    const item = await admin.createItem({ title: 'Foto', albumId: album.id, type: 'photo', url: photo.path });
    expect(ids(await read(replicaA, '/api/gallery'))).toContain(item.id);
    await replicaA.http().delete(`/api/gallery?id=${item.id}`).set(admin.auth).expect(204);
    expect(ids(await read(replicaA, '/api/gallery'))).not.toContain(item.id);

    await replicaA.http().delete(`/api/albums/${album.id}`).set(admin.auth).expect(204);
    expect(ids(await read(replicaA, '/api/albums'))).not.toContain(album.id);
  });

  it('shows new and deleted materials, tools and approved feedback in the next public read', async () => {
    await Promise.all(['/api/materials', '/api/interactive-tools', '/api/feedback', '/api/feedback/stats'].map((path) => read(replicaA, path)));
    const file = await admin.uploadBuffer(tinyPdf(), 'm.pdf');
    const material = (await replicaA.http().post('/api/materials').set(admin.auth)
      .send({ title: 'Príručka', description: 'Opis', type: 'pdf', category: 'Marketing', fileUrl: file.path }).expect(201)).body;
    const tool = (await replicaA.http().post('/api/interactive-tools').set(admin.auth)
      .send({ title: 'Nástroj', description: 'Opis', type: 'miro', workshop: 'Marketing', url: 'https://miro.com/x' }).expect(201)).body;
    expect(ids(await read(replicaA, '/api/materials'))).toContain(material.id);
    expect(ids(await read(replicaA, '/api/interactive-tools'))).toContain(tool.id);

    const statsBefore = await read(replicaA, '/api/feedback/stats');
    const feedback = (await replicaA.http().post('/api/feedback')
      .send({ name: 'Eva', workshop: 'Marketing', rating: 5, comment: 'Výborný workshop, ďakujem!' }).expect(201)).body;
    await replicaA.http().put(`/api/feedback/${feedback.id}`).set(admin.auth).send({ approved: true }).expect(200);
    expect(ids(await read(replicaA, '/api/feedback'))).toContain(feedback.id);
    expect(await read(replicaA, '/api/feedback/stats')).not.toEqual(statsBefore);

    await replicaA.http().delete(`/api/materials/${material.id}`).set(admin.auth).expect(204);
    await replicaA.http().delete(`/api/interactive-tools/${tool.id}`).set(admin.auth).expect(204);
    await replicaA.http().delete(`/api/feedback/${feedback.id}`).set(admin.auth).expect(204);
    expect(ids(await read(replicaA, '/api/materials'))).not.toContain(material.id);
    expect(ids(await read(replicaA, '/api/interactive-tools'))).not.toContain(tool.id);
    expect(ids(await read(replicaA, '/api/feedback'))).not.toContain(feedback.id);
  });

  it('serves the meetings from memory and shows a new series, a change and a delete in the next read, on any replica', async () => {
    const meetingsList = jest.spyOn(replicaB.app.get(MeetingsService), 'list');
    const before = await read(replicaB, '/api/meetings');
    expect(await read(replicaB, '/api/meetings')).toEqual(before);
    await read(replicaB, '/api/meetings?workshopId=5');
    await read(replicaB, '/api/meetings?workshopId=5&x=1');
    expect(meetingsList).toHaveBeenCalledTimes(2); // the whole list and workshop 5's, each once

    const series = (await replicaA.http().post('/api/meetings/series').set(admin.auth)
      .send({ workshopId: 5, firstDate: '2027-03-02', startTime: '14:00', endTime: '15:30', count: 2, intervalWeeks: 1 }).expect(201)).body as Named[];
    expect(ids(await read(replicaB, '/api/meetings?workshopId=5'))).toEqual(expect.arrayContaining(ids(series)));
    await replicaA.http().patch(`/api/meetings/${series[0].id}`).set(admin.auth).send({ state: 'cancelled' }).expect(200);
    expect((await read(replicaB, '/api/meetings')).find((one: Named) => one.id === series[0].id)).toMatchObject({ state: 'cancelled', sequence: 1 });
    await replicaA.http().delete(`/api/meetings/${series[1].id}`).set(admin.auth).expect(204);
    expect(ids(await read(replicaB, '/api/meetings'))).not.toContain(series[1].id);
  });

  it('shows a change made through one replica in the next read on another', async () => {
    const albumListOnB = jest.spyOn(replicaB.app.get(AlbumsService), 'list');
    await read(replicaB, '/api/albums');
    await read(replicaB, '/api/albums');
    expect(albumListOnB).toHaveBeenCalledTimes(1); // B really answers from its own cache

    const album = await admin.createAlbum('Cez repliku A');
    expect(ids(await read(replicaB, '/api/albums'))).toContain(album.id);
    await replicaA.http().delete(`/api/albums/${album.id}`).set(admin.auth).expect(204);
    expect(ids(await read(replicaB, '/api/albums'))).not.toContain(album.id);
    expect(albumListOnB).toHaveBeenCalledTimes(3);
  });

  it('answers a matching If-None-Match with 304 until the content changes, then the new body with a new ETag', async () => {
    const miss = await replicaA.http().get('/api/albums').expect(200);
    const hit = await replicaA.http().get('/api/albums').expect(200);
    const etag = String(hit.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(miss.headers.etag).toBe(etag);
    // The cached answer keeps the headers the controller's answer had (security headers included).
    const withoutDate = (headers: Record<string, string>) => ({ ...headers, date: undefined });
    expect(withoutDate(hit.headers)).toEqual(withoutDate(miss.headers));
    expect(hit.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'x-frame-options': 'SAMEORIGIN' });

    const notModified = await replicaA.http().get('/api/albums').set('If-None-Match', etag).expect(304);
    expect(notModified.text ?? '').toBe('');
    expect(notModified.headers).toMatchObject({ etag, 'content-security-policy': expect.any(String) });
    expect(notModified.headers['content-type']).toBeUndefined();
    await replicaA.http().get('/api/albums').set('If-None-Match', `W/${etag}`).expect(304);
    await replicaB.http().get('/api/albums').set('If-None-Match', etag).expect(304); // same bytes, same ETag on every replica

    const album = await admin.createAlbum('Nová verzia');
    const changed = await replicaA.http().get('/api/albums').set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(ids(changed.body)).toContain(album.id);
  });

  it("never answers an administrator from the public copy, nor stores the administrator's view", async () => {
    const pending = (await replicaA.http().post('/api/feedback')
      .send({ name: 'Ján', email: 'jan@example.sk', workshop: 'Marketing', rating: 3, comment: 'Zatiaľ neschválené.' }).expect(201)).body;
    const asAdmin = () => replicaA.http().get('/api/feedback').set(admin.auth).expect(200);

    expect(ids(await read(replicaA, '/api/feedback'))).not.toContain(pending.id);
    const adminView = (await asAdmin()).body;
    expect(adminView.find((one: Named) => one.id === pending.id)).toMatchObject({ approved: false, email: 'jan@example.sk' });
    const publicView = await read(replicaA, '/api/feedback');
    expect(ids(publicView)).not.toContain(pending.id);
    expect(publicView.every((one: object) => !('email' in one))).toBe(true);
    // A wrong token is still refused, not answered from the cache.
    await replicaA.http().get('/api/feedback').set('Authorization', 'Bearer wrong').expect(401);
  });

  it("keeps the cache after a visitor's feedback, a contact message or a login, which change no public list", async () => {
    await admin.createAlbum('Zmena pred začiatkom'); // so the first read below builds the answer
    const listApproved = jest.spyOn(replicaA.app.get(FeedbackService), 'listApproved');
    await read(replicaA, '/api/feedback');
    await replicaA.http().post('/api/feedback').send({ name: 'Ema', workshop: 'Marketing', rating: 4, comment: 'Páčilo sa mi to veľmi.' }).expect(201);
    await replicaA.http().post('/api/contact').send({ name: 'Ema', email: 'ema@example.sk', subject: 'Iné', message: 'Dobrý deň' }).expect(201);
    await replicaA.http().post('/api/login').send(TEST_ADMIN).expect(200);
    await read(replicaA, '/api/feedback');
    expect(listApproved).toHaveBeenCalledTimes(1);
  });
});

describe('public list cache size', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { env: { PUBLIC_CACHE_MAX_ENTRIES: '3' } });
  });
  afterAll(() => t.close());

  it('keeps at most PUBLIC_CACHE_MAX_ENTRIES answers, whatever query strings arrive', async () => {
    const admin = await adminRequests(t);
    const album = await admin.createAlbum('Jediný');
    for (let id = 1; id <= 20; id += 1) {
      const body = (await t.http().get(`/api/gallery?albumId=${id}`).expect(200)).body;
      expect(body).toEqual([]);
    }
    await t.http().get(`/api/gallery?albumId=${album.id}`).expect(200);
    const cache = t.app.get(PublicResponseCache);
    expect(cache.size).toBe(3);
  });

  it('keys a public read only by the parameters its endpoint reads: 2,000 random query strings add nothing and evict nothing', async () => {
    const cache = t.app.get(PublicResponseCache);
    const warm = (await t.http().get('/api/albums').expect(200)).body;
    const before = cache.size;
    const albumList = jest.spyOn(t.app.get(AlbumsService), 'list');
    for (let run = 0; run < 2_000; run += 1) {
      const x = Math.random().toString(36).slice(2);
      const path = run % 2 ? `/api/albums?x=${x}` : `/api/albums?x=${x}&y=${run}`;
      expect((await t.http().get(path).expect(200)).body).toEqual(warm);
    }
    expect(albumList).not.toHaveBeenCalled();
    expect(cache.size).toBe(before);
    // The order and repetition of a parameter the endpoint reads do not make new entries either.
    await t.http().get('/api/gallery?x=1&albumId=1').expect(200);
    await t.http().get('/api/gallery?albumId=1&albumId=2&z=3').expect(200);
    expect(cache.size).toBeLessThanOrEqual(3);
    albumList.mockRestore();
  });

  it('turns the cache off with PUBLIC_CACHE_MAX_ENTRIES=0', async () => {
    const uncached = await startTestApp('sqlite', { env: { PUBLIC_CACHE_MAX_ENTRIES: '0' } });
    try {
      const albumList = jest.spyOn(uncached.app.get(AlbumsService), 'list');
      await uncached.http().get('/api/albums').expect(200);
      await uncached.http().get('/api/albums').expect(200);
      expect(albumList).toHaveBeenCalledTimes(2);
      expect(uncached.app.get(PublicResponseCache).size).toBe(0);
    } finally {
      await uncached.close();
    }
  });
});
