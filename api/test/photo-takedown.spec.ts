// A photo taken down on request. The message names it; hiding it withholds every file
// (404 at once), leaves it out of every public answer and the album's cover; showing it again
// brings all of it back; deleting it from the message removes it and its withheld files.
import { existsSync } from 'node:fs';
import { adminRequests } from './support/admin-api';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

interface Uploaded {
  path: string;
  variants: Array<{ jpg: string; webp: string }>;
}

const filesOf = (photo: Uploaded) => [photo.path, ...photo.variants.flatMap((variant) => [variant.jpg, variant.webp])];

describe.each(TEST_DATABASES)('photo take-down (%s)', (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminRequests>>;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await adminRequests(t);
  });
  afterAll(() => t.close());

  const contact = (body: Record<string, unknown>) =>
    t.http().post('/api/contact').send({ name: 'Rodič', email: 'rodic@example.com', subject: 'Odstránenie fotografie', message: 'Prosím o odstránenie fotografie.', ...body });
  const messages = async () => (await t.http().get('/api/contact?page=1&pageSize=50').set(admin.auth).expect(200)).body.items as Array<Record<string, unknown>>;
  const hide = (id: number, hidden: boolean) => t.http().put(`/api/gallery/${id}/hidden`).set(admin.auth).send({ hidden });
  const bodyText = async (path: string) => JSON.stringify((await t.http().get(path).expect(200)).body);

  async function albumWithTwoPhotos(name: string, ownCoverFromFirst = false) {
    const first: Uploaded = await admin.uploadPhoto(1000, 600);
    const second: Uploaded = await admin.uploadPhoto(1000, 600);
    const album = await admin.createAlbum(name, ownCoverFromFirst ? first.path : null);
    const firstItem = await admin.createItem({ albumId: album.id, type: 'photo', url: first.path, title: 'Prvá fotka' });
    const secondItem = await admin.createItem({ albumId: album.id, type: 'photo', url: second.path, title: 'Druhá fotka' });
    return { album, first, second, firstItem, secondItem };
  }

  it('stores the photo a message names and shows it to the administrator with its album and a small copy', async () => {
    const { album, first, firstItem } = await albumWithTwoPhotos('Tábor');
    const sent = await contact({ galleryItemId: firstItem.id }).expect(201);
    expect(sent.body).toMatchObject({ galleryItemId: firstItem.id, subject: 'Odstránenie fotografie' });
    // An id that names no photo is not kept; a message without one has none.
    const stale = await contact({ galleryItemId: 2_000_000_000 }).expect(201);
    expect(stale.body.galleryItemId).toBeNull();
    await contact({ subject: 'Iné', galleryItemId: undefined }).expect(201);
    await contact({ galleryItemId: 'abc' }).expect(400);
    const listed = await messages();
    expect(listed.find((message) => message.id === sent.body.id)).toMatchObject({
      galleryItemId: firstItem.id,
      photo: { id: firstItem.id, albumId: album.id, albumName: 'Tábor', title: 'Prvá fotka', thumbnail: first.variants[0].jpg, hidden: false },
    });
    expect(listed.find((message) => message.id === stale.body.id)).toMatchObject({ galleryItemId: null, photo: null });
  });

  it('hides a photo: every file answers 404 at once, no public answer names it, the album falls back to another cover', async () => {
    const { album, first, firstItem, secondItem, second } = await albumWithTwoPhotos('Výlet', true);
    const files = filesOf(first);
    expect(files.length).toBeGreaterThan(1);
    for (const path of files) await t.http().get(path).expect(200);
    // Warm the public cache so the change must invalidate it.
    expect(await bodyText(`/api/gallery?albumId=${album.id}`)).toContain(first.path);
    expect(await bodyText('/api/albums')).toContain(first.path);

    const hidden = await hide(firstItem.id, true).expect(200);
    expect(hidden.body).toMatchObject({ id: firstItem.id, hidden: true });
    for (const path of files) {
      await t.http().get(path).expect(404);
      expect(existsSync(t.diskPath(path))).toBe(false);
    }
    for (const path of [`/api/gallery?albumId=${album.id}`, '/api/gallery', '/api/albums', `/api/albums/${album.id}`]) {
      const text = await bodyText(path);
      expect(text).not.toContain(first.path.replace(/\.jpg$/, ''));
    }
    const shownAlbum = (await t.http().get(`/api/albums/${album.id}`).expect(200)).body;
    expect(shownAlbum).toMatchObject({ itemCount: 1, coverImage: null, cover: { src: second.path } });
    // The administrator's list keeps it, marked hidden; its message shows it without a picture.
    const adminList = (await t.http().get(`/api/gallery?albumId=${album.id}`).set(admin.auth).expect(200)).body as Array<{ id: number; hidden: boolean }>;
    expect(adminList.map((item) => [item.id, item.hidden])).toEqual([[firstItem.id, true], [secondItem.id, false]]);
    const sent = await contact({ galleryItemId: firstItem.id }).expect(201);
    expect((await messages()).find((message) => message.id === sent.body.id)).toMatchObject({ photo: { id: firstItem.id, hidden: true, thumbnail: null } });
    // Hiding twice changes nothing; the files stay withheld, not lost to the orphan sweep.
    await hide(firstItem.id, true).expect(200);

    await hide(firstItem.id, false).expect(200);
    for (const path of files) await t.http().get(path).expect(200);
    expect(await bodyText(`/api/gallery?albumId=${album.id}`)).toContain(first.path);
    expect((await t.http().get(`/api/albums/${album.id}`).expect(200)).body).toMatchObject({ itemCount: 2, coverImage: first.path, cover: { src: first.path } });
  });

  it('deletes a hidden photo with its withheld files; the message stays and names no photo', async () => {
    const { first, firstItem } = await albumWithTwoPhotos('Jar');
    const sent = await contact({ galleryItemId: firstItem.id }).expect(201);
    await hide(firstItem.id, true).expect(200);
    const withheld = filesOf(first).map((path) => t.diskPath(path).replace(/\/uploads\/images\//, '/uploads/.withheld/images/'));
    for (const path of withheld) expect(existsSync(path)).toBe(true);
    await t.http().delete(`/api/gallery?id=${firstItem.id}`).set(admin.auth).expect(204);
    await hide(firstItem.id, false).expect(404);
    await hide(firstItem.id, true).expect(404);
    for (const path of withheld) expect(existsSync(path)).toBe(false);
    expect((await messages()).find((message) => message.id === sent.body.id)).toMatchObject({ galleryItemId: firstItem.id, photo: null });
  });

  it('lets only the administrator hide or show a photo', async () => {
    const { firstItem } = await albumWithTwoPhotos('Leto');
    await t.http().put(`/api/gallery/${firstItem.id}/hidden`).send({ hidden: true }).expect(401);
    await hide(firstItem.id, 'yes' as unknown as boolean).expect(400);
  });
});
