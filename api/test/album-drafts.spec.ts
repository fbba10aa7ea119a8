// Albums in preparation. A new album is hidden from the public until the administrator publishes
// it: no public list, page or photo list names it, its own address answers 404 as an unknown
// album does, and the cached lists drop or gain it with the change. The administrator sees it
// all along. Publishing and returning to preparation are logged; the trash and the upgrade keep
// what was public public.
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { openDatabase } from '../src/database/data-source';
import { TrashRowEntity } from '../src/trash/trash.entity';
import { adminRequests } from './support/admin-api';
import { documented } from './support/documented-answer';
import { undoMigrationsThrough } from './support/migrations';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

const ALBUM_DRAFTS = 'AlbumDrafts1769420000000';

interface AlbumAnswer {
  id: number;
  name: string;
  published: boolean;
  itemCount: number;
}

describe.each(TEST_DATABASES)('albums in preparation (%s)', (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminRequests>>;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await adminRequests(t);
  });
  afterAll(() => t.close());

  /** Everything a visitor (and the page renderer) can read about an album and its photos. */
  async function publicView(albumId: number) {
    const albums = (await t.http().get('/api/albums').expect(200)).body as AlbumAnswer[];
    const page = await t.http().get(`/api/albums/${albumId}`);
    const allPhotos = JSON.stringify((await t.http().get('/api/gallery').expect(200)).body);
    const albumPhotos = (await t.http().get(`/api/gallery?albumId=${albumId}`).expect(200)).body as unknown[];
    return { listed: albums.some((album) => album.id === albumId), pageStatus: page.status, page: page.body as unknown, allPhotos, albumPhotos };
  }

  const setPublished = async (id: number, published: boolean) =>
    (await documented(t.http().put(`/api/albums/${id}/published`).set(admin.auth).send({ published }).expect(200), 'put', '/api/albums/{id}/published')).body as AlbumAnswer;

  /** A new album (in preparation unless said otherwise) with one photo. */
  async function albumWithPhoto(name: string, body: Record<string, unknown> = {}) {
    const created = await documented(
      t.http().post('/api/albums').set(admin.auth).send({ name, description: null, coverImage: null, ...body }).expect(201),
      'post',
      '/api/albums',
    );
    const photo = await admin.uploadPhoto(900, 600);
    const item = await admin.createItem({ albumId: created.body.id, type: 'photo', url: photo.path, title: `${name} fotka` });
    return { album: created.body as AlbumAnswer, photo: photo as { path: string }, item: item as { id: number } };
  }

  it('starts a new album in preparation: no public list, page or photo list names it, the administrator sees it all', async () => {
    const { album, photo, item } = await albumWithPhoto('Príprava');
    expect(album).toMatchObject({ name: 'Príprava', published: false });

    const unknown = await t.http().get('/api/albums/999999').expect(404);
    const hidden = await publicView(album.id);
    expect(hidden).toMatchObject({ listed: false, pageStatus: 404, albumPhotos: [] });
    // The same answer as an album that does not exist: the address tells nothing.
    expect(hidden.page).toEqual({ ...unknown.body, message: `Album ${album.id} does not exist` });
    expect(hidden.allPhotos).not.toContain(photo.path);

    const mine = (await documented(t.http().get('/api/albums').set(admin.auth).expect(200), 'get', '/api/albums')).body as AlbumAnswer[];
    expect(mine.find((one) => one.id === album.id)).toMatchObject({ published: false, itemCount: 1 });
    expect((await t.http().get(`/api/albums/${album.id}`).set(admin.auth).expect(200)).body).toMatchObject({ id: album.id, published: false });
    const myPhotos = (await t.http().get(`/api/gallery?albumId=${album.id}`).set(admin.auth).expect(200)).body as Array<{ id: number }>;
    expect(myPhotos.map((one) => one.id)).toEqual([item.id]);
    expect(JSON.stringify((await t.http().get('/api/gallery').set(admin.auth).expect(200)).body)).toContain(photo.path);
  });

  it('publishes with one request: every public list and the page show it at once (cached lists too); unpublished it is gone again', async () => {
    const { album, photo, item } = await albumWithPhoto('Výlet do hôr');
    // The visitors' lists are read (and cached) while it is in preparation.
    expect((await publicView(album.id)).listed).toBe(false);

    expect(await setPublished(album.id, true)).toMatchObject({ id: album.id, published: true, itemCount: 1 });
    const shown = await publicView(album.id);
    expect(shown).toMatchObject({ listed: true, pageStatus: 200, page: expect.objectContaining({ id: album.id, published: true }) });
    expect(shown.allPhotos).toContain(photo.path);
    expect(shown.albumPhotos).toEqual([expect.objectContaining({ id: item.id })]);
    // Its file is served all along (its name is unguessable and no public answer named it before).
    await t.http().get(photo.path).expect(200);

    expect(await setPublished(album.id, false)).toMatchObject({ id: album.id, published: false });
    const gone = await publicView(album.id);
    expect(gone).toMatchObject({ listed: false, pageStatus: 404, albumPhotos: [] });
    expect(gone.allPhotos).not.toContain(photo.path);
    // Publishing twice is harmless.
    await setPublished(album.id, true);
    expect(await setPublished(album.id, true)).toMatchObject({ published: true });
    expect((await publicView(album.id)).listed).toBe(true);
  });

  it('creates an album published at once when asked, and keeps the state through an edit', async () => {
    const { album } = await albumWithPhoto('Hneď verejný', { published: true });
    expect(album.published).toBe(true);
    expect((await publicView(album.id)).listed).toBe(true);
    // An edit does not change it, even with a `published` field in the body (publishing has its own request).
    await setPublished(album.id, false);
    const edited = await t.http().put(`/api/albums/${album.id}`).set(admin.auth).send({ name: 'Premenovaný', description: null, coverImage: null, published: true }).expect(200);
    expect(edited.body).toMatchObject({ name: 'Premenovaný', published: false });
    expect((await publicView(album.id)).listed).toBe(false);
  });

  it('refuses a bad request with a clear answer, and a visitor altogether', async () => {
    const { album } = await albumWithPhoto('Kontrola');
    for (const body of [{}, { published: 'yes' }, { published: 1 }, { published: null }]) {
      const answer = await t.http().put(`/api/albums/${album.id}/published`).set(admin.auth).send(body);
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), 400]);
      expect(JSON.stringify(answer.body.message)).toContain('published must be a boolean value');
    }
    const created = await t.http().post('/api/albums').set(admin.auth).send({ name: 'Zlý', description: null, coverImage: null, published: 'áno' }).expect(400);
    expect(JSON.stringify(created.body.message)).toContain('published must be a boolean value');
    await t.http().put('/api/albums/999999/published').set(admin.auth).send({ published: true }).expect(404);
    await t.http().put(`/api/albums/${album.id}/published`).send({ published: true }).expect(401);
    // A wrong token does not fall back to the visitor's view: it is refused.
    await t.http().get('/api/albums').set('Authorization', 'Bearer not-a-token').expect(401);
    expect((await publicView(album.id)).listed).toBe(false);
  });

  it('logs publishing and returning to preparation with the album’s name', async () => {
    const { album } = await albumWithPhoto('Zápis');
    await setPublished(album.id, true);
    await setPublished(album.id, false);
    const log = (await t.http().get('/api/activity').query({ kind: 'album' }).set(admin.auth).expect(200)).body.items as Array<Record<string, unknown>>;
    const ours = log.filter((entry) => entry.itemId === String(album.id)).map(({ action, itemLabel, actor }) => ({ action, itemLabel, actor }));
    expect(ours).toEqual([
      { action: 'unpublish', itemLabel: 'Zápis', actor: 'admin' },
      { action: 'publish', itemLabel: 'Zápis', actor: 'admin' },
      { action: 'create', itemLabel: 'Zápis', actor: 'admin' },
    ]);
    // The log's filter knows the new action.
    const unpublished = (await t.http().get('/api/activity').query({ action: 'unpublish' }).set(admin.auth).expect(200)).body.items as Array<{ action: string; itemId: string }>;
    expect(unpublished.map((entry) => entry.itemId)).toContain(String(album.id));
    expect(new Set(unpublished.map((entry) => entry.action))).toEqual(new Set(['unpublish']));
  });

  it('restores an album from the trash in the state it was deleted in; one trashed before the state existed comes back published', async () => {
    const rows: Repository<TrashRowEntity> = t.app.get(getRepositoryToken(TrashRowEntity));
    const trashAndRestore = async (id: number, edit?: (values: Record<string, unknown>) => void) => {
      const batch = Number((await t.http().delete(`/api/albums/${id}`).set(admin.auth).expect(204)).headers['trash-batch']);
      if (edit) {
        for (const row of await rows.findBy({ batchId: batch, tableName: 'albums' })) {
          const values = JSON.parse(row.data) as Record<string, unknown>;
          edit(values);
          await rows.update({ id: row.id }, { data: JSON.stringify(values) });
        }
      }
      await t.http().post(`/api/trash/${batch}/restore`).set(admin.auth).send({}).expect((answer) => expect(answer.status).toBeLessThan(300));
    };
    const draft = await albumWithPhoto('V koši v príprave');
    await trashAndRestore(draft.album.id);
    expect((await t.http().get(`/api/albums/${draft.album.id}`).set(admin.auth).expect(200)).body).toMatchObject({ published: false, itemCount: 1 });
    expect(await publicView(draft.album.id)).toMatchObject({ listed: false, pageStatus: 404, albumPhotos: [] });

    const old = await albumWithPhoto('Starý kôš', { published: true });
    // A batch written by the code of before: its album row has no `published` at all.
    await trashAndRestore(old.album.id, (values) => delete values.published);
    expect(await publicView(old.album.id)).toMatchObject({ listed: true, pageStatus: 200, albumPhotos: [expect.objectContaining({ id: old.item.id })] });
  });
});

describe.each(TEST_DATABASES)('upgrading a database to albums in preparation (%s)', (dialect) => {
  it('publishes every album that existed (they were public), while a new one starts in preparation', async () => {
    const first = await startTestApp(dialect);
    const admin = await adminRequests(first);
    const existing = await admin.createAlbum('Pred aktualizáciou', null, { published: false });
    await first.close({ keepData: true });

    const old = await openDatabase(first.config);
    expect((await undoMigrationsThrough(old, ALBUM_DRAFTS)).at(-1)).toBe(ALBUM_DRAFTS);
    const quote = (name: string) => old.driver.escape(name);
    await expect(old.query(`SELECT ${quote('published')} FROM ${quote('albums')}`)).rejects.toThrow();
    await old.destroy();

    const upgraded = await startTestApp(dialect, { dataDir: first.dataDir });
    try {
      const albums = (await upgraded.http().get('/api/albums').expect(200)).body as AlbumAnswer[];
      expect(albums).toEqual([expect.objectContaining({ id: existing.id, name: 'Pred aktualizáciou', published: true })]);
      const token = { Authorization: `Bearer ${await upgraded.token()}` };
      const fresh = await upgraded.http().post('/api/albums').set(token).send({ name: 'Po aktualizácii', description: null, coverImage: null }).expect(201);
      expect(fresh.body).toMatchObject({ published: false });
    } finally {
      await upgraded.close();
    }
  });
});
