// Several photos at once: moved to another album in one action, taken down and shown again,
// deleted into the trash as one batch that one restore brings back whole; all or nothing when one
// of them does not exist; one activity entry per action.
import { existsSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GalleryService } from '../src/gallery/gallery.service';
import { adminRequests } from './support/admin-api';
import { documented } from './support/documented-answer';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

describe.each(TEST_DATABASES)('bulk actions on photos (%s)', (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminRequests>>;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await adminRequests(t);
  });
  afterAll(() => t.close());

  async function albumWithPhotos(name: string, count: number) {
    const album = await admin.createAlbum(name);
    const photos: Array<{ id: number; url: string; variants: Array<{ jpg: string; webp: string }> }> = [];
    for (let index = 0; index < count; index += 1) {
      const file = await admin.uploadPhoto(300 + index, 200);
      photos.push(await admin.createItem({ albumId: album.id, type: 'photo', url: file.path, title: `${name} ${index + 1}`, alt: 'Deti' }));
    }
    return { album, photos };
  }
  const titlesIn = async (albumId: number) => ((await t.http().get('/api/gallery').query({ albumId }).expect(200)).body as Array<{ title: string }>).map((item) => item.title);
  const filesOf = (photo: { url: string; variants: Array<{ jpg: string; webp: string }> }) => [photo.url, ...photo.variants.flatMap((variant) => [variant.jpg, variant.webp])];
  const rowsOf = async (ids: number[]) => {
    const dataSource = t.app.get(DataSource);
    const rows = await dataSource.query<unknown[]>(`SELECT * FROM gallery_items WHERE id IN (${ids.map(() => '?').join(', ')}) ORDER BY id`, ids);
    return JSON.parse(JSON.stringify(rows)) as Array<Record<string, unknown>>;
  };
  const trashBatches = async () =>
    ((await t.http().get('/api/trash').query({ kind: 'galleryItem' }).set(admin.auth).expect(200)).body as { batches: Array<{ id: number; label: string; contents: Array<{ kind: string; id: number; title: string }>; fileCount: number }> }).batches;
  const lastActivity = async () => ((await t.http().get('/api/activity').query({ pageSize: 1 }).set(admin.auth).expect(200)).body as { items: Array<Record<string, unknown>> }).items[0];

  it('moves three photos to another album in one action, and logs it once with the count', async () => {
    const from = await albumWithPhotos('Jar', 4);
    const to = await albumWithPhotos('Leto', 1);
    const chosen = from.photos.slice(0, 3).map((photo) => photo.id);
    const answer = await documented(t.http().post('/api/gallery/bulk/move').set(admin.auth).send({ ids: chosen, albumId: to.album.id }).expect(200), 'post', '/api/gallery/bulk/move');
    expect(answer.body.changed).toBe(3);
    expect(answer.body.items.map((item: { id: number; albumId: number }) => [item.id, item.albumId])).toEqual(chosen.map((id) => [id, to.album.id]));
    expect(await titlesIn(from.album.id)).toEqual(['Jar 4']);
    expect((await titlesIn(to.album.id)).sort()).toEqual(['Jar 1', 'Jar 2', 'Jar 3', 'Leto 1']);
    expect(await lastActivity()).toMatchObject({ kind: 'gallery-item', action: 'update', changedFields: ['albumId'], counts: { items: 3, album: to.album.id }, actor: 'admin' });
    // Moved again where they already are: nothing changes, and the log says so by its count.
    expect((await t.http().post('/api/gallery/bulk/move').set(admin.auth).send({ ids: chosen, albumId: to.album.id }).expect(200)).body.changed).toBe(0);
  });

  it('changes nothing when one photo or the album does not exist, and refuses a bad selection', async () => {
    const { album, photos } = await albumWithPhotos('Jeseň', 2);
    const other = await admin.createAlbum('Zima');
    const missing = await t.http().post('/api/gallery/bulk/move').set(admin.auth).send({ ids: [photos[0].id, 999999], albumId: other.id }).expect(404);
    expect(missing.body.message).toContain('999999');
    await t.http().post('/api/gallery/bulk/move').set(admin.auth).send({ ids: [photos[0].id], albumId: 999999 }).expect(404);
    expect(await titlesIn(album.id)).toEqual(['Jeseň 1', 'Jeseň 2']);
    for (const body of [{ ids: [], albumId: other.id }, { ids: [photos[0].id, photos[0].id], albumId: other.id }, { ids: [photos[0].id] }, { ids: ['x'], albumId: other.id }]) {
      await t.http().post('/api/gallery/bulk/move').set(admin.auth).send(body).expect(400);
    }
    await t.http().post('/api/gallery/bulk/move').send({ ids: [photos[0].id], albumId: other.id }).expect(401);
    await t.http().post('/api/gallery/bulk/hidden').send({ ids: [photos[0].id], hidden: true }).expect(401);
  });

  it('takes several photos down at once (their files answer 404, no public list shows them) and shows them again', async () => {
    const { album, photos } = await albumWithPhotos('Tábor', 3);
    const chosen = photos.slice(0, 2);
    const hidden = await documented(
      t.http().post('/api/gallery/bulk/hidden').set(admin.auth).send({ ids: chosen.map((photo) => photo.id), hidden: true }).expect(200),
      'post',
      '/api/gallery/bulk/hidden',
    );
    expect(hidden.body.changed).toBe(2);
    expect(await titlesIn(album.id)).toEqual(['Tábor 3']);
    for (const photo of chosen) await t.http().get(photo.url).expect(404);
    await t.http().get(photos[2].url).expect(200);
    expect(await lastActivity()).toMatchObject({ kind: 'gallery-item', action: 'update', changedFields: ['hidden'], counts: { items: 2 } });
    const shown = await t.http().post('/api/gallery/bulk/hidden').set(admin.auth).send({ ids: photos.map((photo) => photo.id), hidden: false }).expect(200);
    expect(shown.body.changed).toBe(2);
    expect(await titlesIn(album.id)).toEqual(['Tábor 1', 'Tábor 2', 'Tábor 3']);
    for (const photo of chosen) await t.http().get(photo.url).expect(200);
  });

  it('takes down all of a selection or none: when one photo fails, those before it are shown again and nothing is logged', async () => {
    const { album, photos } = await albumWithPhotos('Výlet', 3);
    const before = await lastActivity();
    const gallery = t.app.get(GalleryService);
    const setHidden = gallery.setHidden.bind(gallery);
    jest.spyOn(gallery, 'setHidden').mockImplementation(async (id, hidden) => {
      if (id === photos[2].id && hidden) throw new Error('disk full');
      return setHidden(id, hidden);
    });
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      await t.http().post('/api/gallery/bulk/hidden').set(admin.auth).send({ ids: photos.map((photo) => photo.id), hidden: true }).expect(500);
    } finally {
      jest.restoreAllMocks();
    }
    expect(await titlesIn(album.id)).toEqual(['Výlet 1', 'Výlet 2', 'Výlet 3']);
    for (const photo of photos) await t.http().get(photo.url).expect(200);
    expect((await rowsOf(photos.map((photo) => photo.id))).map((row) => Number(row.hidden))).toEqual([0, 0, 0]);
    expect(await lastActivity()).toEqual(before);
  });

  it('deletes three photos into the trash as one batch, gone for the public until one restore brings all three back', async () => {
    const { album, photos } = await albumWithPhotos('Výlet', 4);
    const chosen = photos.slice(0, 3);
    const ids = chosen.map((photo) => photo.id);
    const rowsBefore = await rowsOf(ids);
    const batchesBefore = (await trashBatches()).length;

    const answer = await documented(t.http().post('/api/gallery/bulk/delete').set(admin.auth).send({ ids }).expect(200), 'post', '/api/gallery/bulk/delete');
    expect(answer.body).toMatchObject({ deleted: 3, erasedForGood: 0 });
    const batchId = answer.body.batchId as number;
    expect(batchId).toBeGreaterThan(0);

    // Meanwhile the public sees none of the three, and none of their files.
    expect(await titlesIn(album.id)).toEqual(['Výlet 4']);
    expect(JSON.stringify((await t.http().get('/api/gallery').expect(200)).body)).not.toContain(chosen[0].url);
    for (const photo of chosen) for (const path of filesOf(photo)) await t.http().get(path).expect(404);
    await t.http().get(photos[3].url).expect(200);
    expect(await rowsOf(ids)).toEqual([]);

    // One batch holding the three, one activity entry naming them.
    const batches = await trashBatches();
    expect(batches).toHaveLength(batchesBefore + 1);
    const batch = batches.find((candidate) => candidate.id === batchId);
    expect(batch?.contents).toEqual(chosen.map((photo, index) => ({ kind: 'galleryItem', id: photo.id, title: `Výlet ${index + 1}` })));
    expect(batch?.label).toBe('Výlet 1, Výlet 2, Výlet 3');
    expect(await lastActivity()).toMatchObject({ kind: 'gallery-item', action: 'delete', counts: { items: 3 }, itemLabel: 'Výlet 1, Výlet 2, Výlet 3', actor: 'admin' });

    // One restore: the same rows (ids, texts, order) and every file, served again.
    const restored = await t.http().post(`/api/trash/${batchId}/restore`).set(admin.auth).send({}).expect(200);
    expect(restored.body.restored).toEqual(ids.map((id) => ({ kind: 'galleryItem', id })));
    expect(await rowsOf(ids)).toEqual(rowsBefore);
    expect(await titlesIn(album.id)).toEqual(['Výlet 1', 'Výlet 2', 'Výlet 3', 'Výlet 4']);
    for (const photo of chosen) for (const path of filesOf(photo)) await t.http().get(path).expect(200);
    expect((await trashBatches()).some((candidate) => candidate.id === batchId)).toBe(false);
  });

  it('deletes a photo taken down for good beside the others, and deletes nothing when one photo does not exist', async () => {
    const { album, photos } = await albumWithPhotos('Karneval', 3);
    await t.http().put(`/api/gallery/${photos[0].id}/hidden`).set(admin.auth).send({ hidden: true }).expect(200);

    const missing = await t.http().post('/api/gallery/bulk/delete').set(admin.auth).send({ ids: [photos[1].id, 999998] }).expect(404);
    expect(missing.body.message).toContain('999998');
    expect(await titlesIn(album.id)).toEqual(['Karneval 2', 'Karneval 3']);
    await t.http().get(photos[1].url).expect(200);
    for (const body of [{ ids: [] }, { ids: [photos[1].id, photos[1].id] }, {}]) await t.http().post('/api/gallery/bulk/delete').set(admin.auth).send(body).expect(400);
    await t.http().post('/api/gallery/bulk/delete').send({ ids: [photos[1].id] }).expect(401);

    const answer = await t.http().post('/api/gallery/bulk/delete').set(admin.auth).send({ ids: [photos[0].id, photos[1].id] }).expect(200);
    expect(answer.body).toMatchObject({ deleted: 2, erasedForGood: 1 });
    const batch = (await trashBatches()).find((candidate) => candidate.id === answer.body.batchId);
    expect(batch?.contents.map((content) => content.id)).toEqual([photos[1].id]);
    for (const path of filesOf(photos[0])) expect(existsSync(t.diskPath(path))).toBe(false);
    expect(await lastActivity()).toMatchObject({ kind: 'gallery-item', action: 'delete', counts: { items: 2, erased: 1 } });

    // Only taken-down ones: nothing goes into the trash, so there is nothing to undo.
    await t.http().put(`/api/gallery/${photos[2].id}/hidden`).set(admin.auth).send({ hidden: true }).expect(200);
    const final = await t.http().post('/api/gallery/bulk/delete').set(admin.auth).send({ ids: [photos[2].id] }).expect(200);
    expect(final.body).toEqual({ deleted: 1, batchId: null, erasedForGood: 1 });
  });
});
