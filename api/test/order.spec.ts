// The order the administrator sets: an album's photos and videos, and the albums themselves. The
// public album, its automatic cover and the list follow it; a new upload goes to the end of its
// album, a new album to the start of the list; an order made from a stale list is refused.
import { adminRequests } from './support/admin-api';
import { startTestApp, TEST_DATABASES, type TestApp } from './support/test-app';

describe.each(TEST_DATABASES)('order of photos and albums (%s)', (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminRequests>>;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await adminRequests(t);
  });
  afterAll(() => t.close());

  const idsOf = async (path: string) => ((await t.http().get(path).expect(200)).body as Array<{ id: number }>).map((entry) => entry.id);

  it('shows an album in the order set, with its automatic cover the first in it, and a new upload at the end', async () => {
    const album = await admin.createAlbum('Poradie');
    const items: Array<{ id: number; url: string }> = [];
    for (const title of ['Prvá', 'Druhá', 'Tretia']) {
      const photo = await admin.uploadPhoto(600, 400);
      items.push(await admin.createItem({ albumId: album.id, type: 'photo', url: photo.path, title }));
    }
    expect(await idsOf(`/api/gallery?albumId=${album.id}`)).toEqual(items.map((item) => item.id));
    const order = [items[2].id, items[0].id, items[1].id];
    await t.http().put(`/api/albums/${album.id}/order`).set(admin.auth).send({ itemIds: order }).expect(204);
    expect(await idsOf(`/api/gallery?albumId=${album.id}`)).toEqual(order);
    expect((await t.http().get(`/api/albums/${album.id}`).expect(200)).body).toMatchObject({ cover: { src: items[2].url } });

    const later = await admin.uploadPhoto(600, 400);
    const added = await admin.createItem({ albumId: album.id, type: 'photo', url: later.path, title: 'Posledná' });
    expect(await idsOf(`/api/gallery?albumId=${album.id}`)).toEqual([...order, added.id]);

    // A stale order (one missing, one twice, one of another album) changes nothing.
    const other = await admin.createAlbum('Iné');
    const stranger = await admin.createItem({ albumId: other.id, type: 'photo', url: (await admin.uploadPhoto(600, 400)).path, title: 'Cudzia' });
    for (const itemIds of [order, [...order, added.id, added.id], [...order, stranger.id]]) {
      await t.http().put(`/api/albums/${album.id}/order`).set(admin.auth).send({ itemIds }).expect(400);
    }
    expect(await idsOf(`/api/gallery?albumId=${album.id}`)).toEqual([...order, added.id]);
    await t.http().put(`/api/albums/2000000/order`).set(admin.auth).send({ itemIds: [] }).expect(404);
    await t.http().put(`/api/albums/${album.id}/order`).send({ itemIds: order }).expect(401);
  });

  it('lists the albums in the order set, a new one first', async () => {
    const before = await idsOf('/api/albums');
    const reversed = [...before].reverse();
    await t.http().put('/api/albums/order').set(admin.auth).send({ albumIds: reversed }).expect(204);
    expect(await idsOf('/api/albums')).toEqual(reversed);
    const fresh = await admin.createAlbum('Najnovší');
    expect(await idsOf('/api/albums')).toEqual([fresh.id, ...reversed]);
    await t.http().put('/api/albums/order').set(admin.auth).send({ albumIds: reversed }).expect(400);
    await t.http().put('/api/albums/order').send({ albumIds: reversed }).expect(401);
  });
});
