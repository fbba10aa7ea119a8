import { existsSync } from 'node:fs';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { adminRequests } from './support/admin-api';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

describe.each(TEST_DATABASES)('albums and gallery (%s)', (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminRequests>>;
  const onDisk = (publicPath: string) => existsSync(t.diskPath(publicPath));

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await adminRequests(t);
  });
  afterAll(() => t.close());

  describe('albums', () => {
    it('creates, lists (newest first) and updates albums with server-set id and createdAt', async () => {
      const first = await t.http().post('/api/albums').set(admin.auth).send({ name: '  Jeseň  ', description: '', coverImage: null, published: true, id: 99, createdAt: '2000-01-01' }).expect(201);
      expect(first.body).toEqual({
        id: expect.any(Number), name: 'Jeseň', description: null, nameEn: null, descriptionEn: null, coverImage: null, createdAt: expect.any(String),
        coverVariants: [], coverWidth: null, coverHeight: null, cover: null, itemCount: 0, position: 0, published: true,
      });
      expect(first.body.id).not.toBe(99);
      expect(Date.parse(first.body.createdAt)).toBeGreaterThan(Date.parse('2020-01-01'));
      const second = await admin.createAlbum('Zima');
      const list = await t.http().get('/api/albums').expect(200);
      expect(list.body.map((album: { id: number }) => album.id).slice(0, 2)).toEqual([second.id, first.body.id]);
      const cover = await admin.uploadJpeg();
      const updated = await t.http().put(`/api/albums/${first.body.id}`).set(admin.auth).send({ name: 'Jeseň 2025', description: 'Opis', coverImage: cover.path }).expect(200);
      expect(updated.body).toMatchObject({ id: first.body.id, name: 'Jeseň 2025', description: 'Opis', coverImage: cover.path });
    });

    it("lists each album with its own cover's size and responsive copies, read from disk", async () => {
      const photo = await admin.uploadPhoto(1000, 600);
      const small = await admin.uploadJpeg(400, 300);
      const withCover = await admin.createAlbum('S obalom', photo.path);
      const smallCover = await admin.createAlbum('Malý obal', small.path);
      const automatic = await admin.createAlbum('Automatický obal');
      expect(withCover).toMatchObject({ coverImage: photo.path, coverVariants: photo.variants, coverWidth: 1000, coverHeight: 600 });
      const list = (await t.http().get('/api/albums').expect(200)).body as Array<Record<string, unknown>>;
      const byId = (id: number) => list.find((album) => album.id === id);
      expect(byId(withCover.id)).toMatchObject({ coverVariants: photo.variants, coverWidth: 1000, coverHeight: 600 });
      expect((byId(withCover.id)?.coverVariants as Array<{ width: number }>).map((variant) => variant.width)).toEqual([480, 960]);
      // Narrower than the smallest copy: no variants, but its size is known.
      expect(byId(smallCover.id)).toMatchObject({ coverVariants: [], coverWidth: 400, coverHeight: 300 });
      expect(byId(automatic.id)).toMatchObject({ coverImage: null, coverVariants: [], coverWidth: null, coverHeight: null });
      const switched = await t.http().put(`/api/albums/${automatic.id}`).set(admin.auth).send({ name: 'Automatický obal', description: null, coverImage: photo.path }).expect(200);
      expect(switched.body).toMatchObject({ coverVariants: photo.variants, coverWidth: 1000 });
    });

    it('lists each album with the cover the gallery shows and its item count, without its items', async () => {
      const own = await admin.uploadPhoto(1000, 600);
      const withOwnCover = await admin.createAlbum('Vlastný obal', own.path);
      const automatic = await admin.createAlbum('Prvá fotka');
      const videoFirst = await admin.createAlbum('Video najprv');
      const empty = await admin.createAlbum('Prázdny');
      const video = await admin.uploadVideo();
      const thumbnail = await admin.uploadJpeg(640, 360);
      const photo1 = await admin.uploadPhoto(1200, 800);
      const photo2 = await admin.uploadPhoto(800, 800);
      await admin.createItem({ albumId: withOwnCover.id, type: 'photo', url: photo2.path, title: 'Druhá' });
      // Upload order decides (the same second is broken by id): the first photo stands for the album.
      await admin.createItem({ albumId: automatic.id, type: 'photo', url: photo1.path, title: 'Prvá' });
      await admin.createItem({ albumId: automatic.id, type: 'photo', url: photo2.path, title: 'Druhá' });
      await admin.createItem({ albumId: videoFirst.id, type: 'video', url: video.path, thumbnail: thumbnail.path, title: 'Video' });
      const list = (await t.http().get('/api/albums').expect(200)).body as Array<Record<string, unknown>>;
      const byId = (id: number) => list.find((album) => album.id === id);
      expect(byId(withOwnCover.id)).toMatchObject({ itemCount: 1, cover: { src: own.path, width: 1000, height: 600, variants: own.variants } });
      expect(byId(automatic.id)).toMatchObject({ itemCount: 2, cover: { src: photo1.path, width: 1200, height: 800, variants: photo1.variants } });
      expect(byId(videoFirst.id)).toMatchObject({ itemCount: 1, cover: { src: thumbnail.path } });
      expect(byId(empty.id)).toMatchObject({ itemCount: 0, cover: null });
      for (const album of list) expect(album).not.toHaveProperty('items');
    });

    it('answers one album as the list shows it, and 404 for an album that does not exist', async () => {
      const photo = await admin.uploadPhoto(1000, 600);
      const album = await admin.createAlbum('Jedno');
      await admin.createItem({ albumId: album.id, type: 'photo', url: photo.path, title: 'Fotka' });
      const one = await t.http().get(`/api/albums/${album.id}`).expect(200);
      expect(one.body).toMatchObject({ id: album.id, name: 'Jedno', itemCount: 1, cover: { src: photo.path } });
      const listed = ((await t.http().get('/api/albums').expect(200)).body as Array<{ id: number }>).find((entry) => entry.id === album.id);
      expect(one.body).toEqual(listed);
      expect((await t.http().get('/api/albums/999999').expect(404)).body).toMatchObject({ statusCode: 404 });
      await t.http().get('/api/albums/abc').expect(400);
    });

    it('refuses blank names, foreign cover paths and covers that were never uploaded', async () => {
      for (const body of [
        {},
        { name: '   ' },
        { name: 'x'.repeat(201) },
        { name: 'A', coverImage: 'javascript:alert(1)' },
        { name: 'A', coverImage: 'https://evil.example/x.jpg' },
        { name: 'A', coverImage: '/uploads/images/../../secret.jpg' },
        { name: 'A', coverImage: '/uploads/images/never-uploaded.jpg' },
      ]) {
        const response = await t.http().post('/api/albums').set(admin.auth).send(body);
        expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
        expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      }
    });

    it('answers 404 for unknown ids and 400 for malformed ones', async () => {
      await t.http().put('/api/albums/999999').set(admin.auth).send({ name: 'X' }).expect(404);
      await t.http().delete('/api/albums/999999').set(admin.auth).expect(404);
      for (const id of ['abc', '0', '-1', '1.5', '99999999999', '1e3']) {
        const response = await t.http().put(`/api/albums/${id}`).set(admin.auth).send({ name: 'X' });
        expect([id, response.status]).toEqual([id, 400]);
      }
    });
  });

  describe('gallery items', () => {
    it('stores a photo with the size and variants read from disk, ignoring client-sent variants', async () => {
      const album = await admin.createAlbum('Fotky');
      const photo = await admin.uploadPhoto(1000, 600);
      const item = await t.http().post('/api/gallery').set(admin.auth).send({
        title: 'Workshop', description: 'Prvý deň', albumId: album.id, type: 'photo', url: photo.path, thumbnail: null,
        createdAt: '2001-01-01', variants: [{ width: 1, height: 1, jpg: 'https://evil/x.jpg', webp: 'x' }],
      }).expect(201);
      expect(item.body).toMatchObject({ albumId: album.id, type: 'photo', url: photo.path, thumbnail: null, title: 'Workshop', width: 1000, height: 600 });
      expect(item.body.variants).toEqual(photo.variants);
      expect(item.body.variants.map((v: { width: number }) => v.width)).toEqual([480, 960]);
      const listed = await t.http().get('/api/gallery').expect(200);
      expect(listed.body.find((entry: { id: number }) => entry.id === item.body.id)).toEqual(item.body);
    });

    it('stores a video with its thumbnail variants, and requires the thumbnail', async () => {
      const album = await admin.createAlbum('Videá');
      const video = await admin.uploadVideo();
      const thumbnail = await admin.uploadPhoto(800, 450);
      await t.http().post('/api/gallery').set(admin.auth).send({ title: 'Bez náhľadu', albumId: album.id, type: 'video', url: video.path, thumbnail: null }).expect(400);
      const item = await admin.createItem({ title: 'Video', albumId: album.id, type: 'video', url: video.path, thumbnail: thumbnail.path });
      expect(item).toMatchObject({ type: 'video', url: video.path, thumbnail: thumbnail.path, width: 800, height: 450 });
      expect(item.variants).toEqual(thumbnail.variants);
    });

    it('refuses unknown albums, files that were never uploaded and mismatched types with 400', async () => {
      const album = await admin.createAlbum('Kontrola');
      const photo = await admin.uploadJpeg();
      const video = await admin.uploadVideo();
      for (const body of [
        { title: 'x', albumId: 999999, type: 'photo', url: photo.path },
        { title: 'x', albumId: album.id, type: 'photo', url: '/uploads/images/missing.jpg' },
        { title: 'x', albumId: album.id, type: 'photo', url: video.path },
        { title: 'x', albumId: album.id, type: 'audio', url: photo.path },
        { title: 'x', albumId: '1', type: 'photo', url: photo.path },
        { title: '', albumId: album.id, type: 'photo', url: photo.path },
        { title: 'x', albumId: album.id, type: 'photo', url: 'https://evil.example/p.jpg' },
      ]) {
        const response = await t.http().post('/api/gallery').set(admin.auth).send(body);
        expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
      }
    });

    it('lists items in upload order, filters by album and shows older items without variants', async () => {
      const album = await admin.createAlbum('Poradie');
      const a = await admin.createItem({ title: 'A', albumId: album.id, type: 'photo', url: (await admin.uploadJpeg()).path });
      const b = await admin.createItem({ title: 'B', albumId: album.id, type: 'photo', url: (await admin.uploadJpeg()).path });
      const dataSource = t.app.get<DataSource>(getDataSourceToken());
      await dataSource.createQueryBuilder().update('gallery_items').set({ variants: null, width: null, height: null }).where('id = :id', { id: a.id }).execute();
      const list = await t.http().get(`/api/gallery?albumId=${album.id}`).expect(200);
      expect(list.body.map((item: { title: string }) => item.title)).toEqual(['A', 'B']);
      expect(list.body[0]).toMatchObject({ variants: [], width: null, height: null });
      expect(list.body[1].variants).toEqual(b.variants);
      await t.http().get('/api/gallery?albumId=abc').expect(400);
    });

    it('deletes an item with its file and variants, but keeps a file still used as an album cover', async () => {
      const photo = await admin.uploadPhoto(1000, 600);
      const kept = await admin.uploadPhoto(1000, 600);
      const album = await admin.createAlbum('Mazanie');
      await t.http().put(`/api/albums/${album.id}`).set(admin.auth).send({ name: 'Mazanie', description: null, coverImage: kept.path }).expect(200);
      const gone = await admin.createItem({ title: 'Preč', albumId: album.id, type: 'photo', url: photo.path });
      const cover = await admin.createItem({ title: 'Obal', albumId: album.id, type: 'photo', url: kept.path });
      await t.http().delete(`/api/gallery?id=${gone.id}`).set(admin.auth).expect(204);
      expect([photo.path, ...photo.variants.flatMap((v: { jpg: string; webp: string }) => [v.jpg, v.webp])].map(onDisk)).toEqual([false, false, false, false, false]);
      await t.http().delete(`/api/gallery?id=${cover.id}`).set(admin.auth).expect(204);
      expect(onDisk(kept.path)).toBe(true);
      expect(onDisk(kept.variants[0].webp)).toBe(true);
      await t.http().delete(`/api/gallery?id=${gone.id}`).set(admin.auth).expect(404);
      await t.http().delete('/api/gallery?id=abc').set(admin.auth).expect(400);
      await t.http().delete('/api/gallery').set(admin.auth).expect(400);
    });

    it('deleting an album removes its items and all their files, its own cover included', async () => {
      const cover = await admin.uploadJpeg();
      const album = await admin.createAlbum('Celý album', cover.path);
      const other = await admin.createAlbum('Iný album');
      const photo = await admin.uploadPhoto();
      const video = await admin.uploadVideo();
      const thumbnail = await admin.uploadJpeg();
      await admin.createItem({ title: 'P', albumId: album.id, type: 'photo', url: photo.path });
      await admin.createItem({ title: 'V', albumId: album.id, type: 'video', url: video.path, thumbnail: thumbnail.path });
      const survivor = await admin.createItem({ title: 'S', albumId: other.id, type: 'photo', url: (await admin.uploadJpeg()).path });
      await t.http().delete(`/api/albums/${album.id}`).set(admin.auth).expect(204);
      expect([cover.path, photo.path, photo.variants[0].webp, video.path, thumbnail.path].map(onDisk)).toEqual([false, false, false, false, false]);
      const remaining = await t.http().get('/api/gallery').expect(200);
      expect(remaining.body.some((item: { albumId: number }) => item.albumId === album.id)).toBe(false);
      expect(remaining.body.map((item: { id: number }) => item.id)).toContain(survivor.id);
      expect(onDisk(survivor.url)).toBe(true);
      expect((await t.http().get('/api/albums').expect(200)).body.map((a: { id: number }) => a.id)).not.toContain(album.id);
    });
  });
});
