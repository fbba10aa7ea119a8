// Finding 6: DELETE /api/gallery in parallel with creating an album whose cover is that
// photo left, in 6 of 15 tries, an album pointing at a deleted file. Each side is slowed down at
// its critical moment so the other one arrives exactly then; whichever wins, no record may end up
// pointing at a missing file.
import { getRepositoryToken } from '@nestjs/typeorm';
import { existsSync } from 'node:fs';
import type { Repository } from 'typeorm';
import { AlbumEntity } from '../src/albums/album.entity';
import { UploadStore } from '../src/uploads/upload-store';
import { adminRequests } from './support/admin-api';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `spy`'s target was entered; the target then waits `ms` before doing its work. */
function slowDown<T extends object, K extends keyof T>(target: T, method: K, ms: number): Promise<void> {
  const original = (target[method] as (...args: unknown[]) => Promise<unknown>).bind(target);
  let entered: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => (entered = resolve));
  jest.spyOn(target, method as never).mockImplementation((async (...args: unknown[]) => {
    entered();
    await pause(ms);
    return original(...args);
  }) as never);
  return reached;
}

async function photoInGallery(t: TestApp) {
  const admin = await adminRequests(t);
  const photo = await admin.uploadJpeg();
  const album = await admin.createAlbum('Fotky');
  const item = await admin.createItem({ title: 'Foto', albumId: album.id, type: 'photo', url: photo.path });
  return { admin, photo, item };
}

/** Every album cover in the database exists on disk (the administrator's list: albums in preparation too). */
async function expectNoDanglingCovers(t: TestApp) {
  const albums = (await t.http().get('/api/albums').set('Authorization', `Bearer ${await t.token()}`).expect(200)).body as Array<{ coverImage: string | null }>;
  const dangling = albums.filter((album) => album.coverImage && !existsSync(t.diskPath(album.coverImage)));
  expect(dangling).toEqual([]);
}

/** The album is being saved (slowed down) when the delete arrives: the file must stay. */
async function albumSavedFirst(saver: TestApp, deleter: TestApp) {
  const { admin, photo, item } = await photoInGallery(saver);
  const saving = slowDown(saver.app.get<Repository<AlbumEntity>>(getRepositoryToken(AlbumEntity)), 'save', 300);
  const creating = saver.http().post('/api/albums').set(admin.auth).send({ name: 'Obal', description: null, coverImage: photo.path }).then((answer) => answer); // sent now
  await saving;
  expect((await deleter.http().delete(`/api/gallery?id=${item.id}`).set(admin.auth)).status).toBe(204);
  expect((await creating).status).toBe(201);
  expect(existsSync(saver.diskPath(photo.path))).toBe(true);
  await expectNoDanglingCovers(saver);
}

/** The file is being deleted (slowed down) when the album arrives: the album must be refused. */
async function fileDeletedFirst(saver: TestApp, deleter: TestApp) {
  const { admin, photo, item } = await photoInGallery(saver);
  // The delete moves the file into the trash, under the file's lock.
  const removing = slowDown(deleter.app.get(UploadStore), 'moveToTrash', 300);
  const deleting = deleter.http().delete(`/api/gallery?id=${item.id}`).set(admin.auth).then((answer) => answer); // sent now
  await removing;
  const creating = await saver.http().post('/api/albums').set(admin.auth).send({ name: 'Neskoro', description: null, coverImage: photo.path });
  expect((await deleting).status).toBe(204);
  expect(creating.status).toBe(400);
  expect(creating.body.message).toEqual(['coverImage must point to an uploaded file']);
  expect(existsSync(saver.diskPath(photo.path))).toBe(false);
  await expectNoDanglingCovers(saver);
}

describe.each(TEST_DATABASES)('a photo deleted while it becomes a cover (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('keeps the file when the album is saved first', () => albumSavedFirst(t, t));

  it('refuses the album when the file is deleted first', () => fileDeletedFirst(t, t));

  it('never leaves an album pointing at a deleted file in 15 parallel tries', async () => {
    for (let attempt = 0; attempt < 15; attempt += 1) {
      const { admin, photo, item } = await photoInGallery(t);
      await Promise.all([
        t.http().post('/api/albums').set(admin.auth).send({ name: `Pokus ${attempt}`, description: null, coverImage: photo.path }),
        t.http().delete(`/api/gallery?id=${item.id}`).set(admin.auth),
      ]);
    }
    await expectNoDanglingCovers(t);
  });
});

// Replicas share the database and the uploads volume; an in-process lock alone would not see the
// other one. On MySQL/MariaDB the per-file lock is also a named database lock.
(TEST_DATABASES.includes('mysql') ? describe : describe.skip)('the same race across two API replicas (mysql)', () => {
  let replicaA: TestApp;
  let replicaB: TestApp;
  beforeAll(async () => {
    replicaA = await startTestApp('mysql');
    replicaB = await startTestApp('mysql', { dataDir: replicaA.dataDir });
  });
  afterAll(async () => {
    await replicaB.close({ keepData: true });
    await replicaA.close();
  });
  afterEach(() => jest.restoreAllMocks());

  it('keeps the file when one replica saves the album while the other deletes the photo', () => albumSavedFirst(replicaA, replicaB));

  it('refuses the album on one replica when the other deleted the file first', () => fileDeletedFirst(replicaA, replicaB));
});
