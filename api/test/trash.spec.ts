// The trash: a delete in the administration is one batch that a restore brings back exactly (the
// same rows, ids and files, byte for byte); meanwhile the public sees none of it and its files
// answer 404; the period's end erases rows and files; a batch restored a moment before the purge
// survives it; two replicas on one database never erase the same batch twice.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DataSource } from 'typeorm';
import { restoreBackup } from '../src/backup/backup-restorer';
import { createBackup } from '../src/backup/backup-writer';
import { clock } from '../src/platform/clock';
import { TrashPurger } from '../src/trash/trash-purger';
import { TrashService } from '../src/trash/trash.service';
import { UploadsSweeper } from '../src/uploads/uploads-sweeper';
import { adminRequests } from './support/admin-api';
import { tinyPdf } from './support/fixtures';
import { startTestApp, TEST_DATABASES, type TestApp } from './support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const TMP = join(__dirname, '..', '..', '.tmp', 'api', 'trash-tests');

interface Uploaded {
  path: string;
  variants: Array<{ jpg: string; webp: string }>;
}

const filesOf = (photo: Uploaded) => [photo.path, ...photo.variants.flatMap((variant) => [variant.jpg, variant.webp])];

/** SHA-256 of every file under a folder, by its path relative to it (dot folders left out). */
function hashesUnder(root: string, dir = root): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) for (const [name, hash] of hashesUnder(root, path)) hashes.set(name, hash);
    else if (statSync(path).isFile()) hashes.set(relative(root, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return hashes;
}

describe.each(TEST_DATABASES)('the trash (%s)', (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminRequests>>;
  let now: Date;

  beforeAll(async () => {
    mkdirSync(TMP, { recursive: true });
    t = await startTestApp(dialect, { env: { PUBLIC_FORM_BURST: '100' } });
    admin = await adminRequests(t);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    now = new Date();
    jest.spyOn(clock, 'now').mockImplementation(() => new Date(now));
  });
  afterEach(() => jest.restoreAllMocks());

  const rowsOf = async (table: string, where: string, ids: number[]) => {
    const dataSource = t.app.get(DataSource);
    const escape = (name: string) => dataSource.driver.escape(name);
    const rows = await dataSource.query<unknown[]>(`SELECT * FROM ${escape(table)} WHERE ${escape(where)} IN (${ids.map(() => '?').join(', ')}) ORDER BY ${escape('id')}`, ids);
    return JSON.parse(JSON.stringify(rows)) as Array<Record<string, unknown>>;
  };
  const trashList = async (kind?: string) =>
    (await t.http().get(`/api/trash${kind ? `?kind=${kind}` : ''}`).set(admin.auth).expect(200)).body as {
      trashDays: number;
      batches: Array<{ id: number; kind: string; label: string; contents: Array<{ kind: string; id: number; title: string }>; fileCount: number; purgeAfter: string }>;
    };
  const restore = (batchId: number, body: Record<string, unknown> = {}) => t.http().post(`/api/trash/${batchId}/restore`).set(admin.auth).send(body);
  const batchOf = (response: { headers: Record<string, string> }) => Number(response.headers['trash-batch']);
  const purger = () => t.app.get(TrashPurger);

  async function photo(albumId: number, index: number) {
    const uploaded: Uploaded = await admin.uploadPhoto(600 + index, 400);
    const item = await admin.createItem({
      albumId,
      type: 'photo',
      url: uploaded.path,
      title: `Fotka ${index}`,
      description: `Popis ${index}`,
      titleEn: `Photo ${index}`,
      descriptionEn: `Description ${index}`,
      alt: `Deti pri stole ${index}`,
      altEn: `Children at a table ${index}`,
    });
    return { uploaded, item: item as { id: number } };
  }

  it('restores an album of 20 photos exactly: rows, ids, order, cover, texts, alt texts and every file byte for byte', async () => {
    const album = (await t.http().post('/api/albums').set(admin.auth).send({ name: 'Tábor 2026', nameEn: 'Camp 2026', description: 'Leto pri vode', descriptionEn: 'Summer by the water', coverImage: null, published: true }).expect(201)).body as { id: number };
    const photos = [];
    for (let index = 0; index < 20; index += 1) photos.push(await photo(album.id, index));
    // The order changed: the last photo first, the first one last.
    const order = photos.map((entry) => entry.item.id);
    order.unshift(order.pop() as number);
    order.push(order.splice(1, 1)[0]);
    await t.http().put(`/api/albums/${album.id}/order`).set(admin.auth).send({ itemIds: order }).expect(204);
    // A cover chosen from the sixth photo.
    await t.http().put(`/api/albums/${album.id}`).set(admin.auth).send({ name: 'Tábor 2026', nameEn: 'Camp 2026', description: 'Leto pri vode', descriptionEn: 'Summer by the water', coverImage: photos[5].uploaded.path }).expect(200);
    const itemIds = photos.map((entry) => entry.item.id);
    const albumRowsBefore = await rowsOf('albums', 'id', [album.id]);
    const itemRowsBefore = await rowsOf('gallery_items', 'albumId', [album.id]);
    const filesBefore = hashesUnder(t.config.uploadsDir);
    const albumFiles = photos.flatMap((entry) => filesOf(entry.uploaded));
    const publicAlbum = (await t.http().get(`/api/albums/${album.id}`).expect(200)).body as unknown;
    const publicItems = (await t.http().get(`/api/gallery?albumId=${album.id}`).expect(200)).body as unknown;
    expect(JSON.stringify(await t.http().get('/api/albums').expect(200).then((answer) => answer.body))).toContain('Tábor 2026');

    const deleted = await t.http().delete(`/api/albums/${album.id}`).set(admin.auth).expect(204);
    const batchId = batchOf(deleted);
    expect(batchId).toBeGreaterThan(0);

    // During the period: gone for the public, every file 404, nothing left in the served folders.
    await t.http().get(`/api/albums/${album.id}`).expect(404);
    expect(JSON.stringify((await t.http().get('/api/albums').expect(200)).body)).not.toContain('Tábor 2026');
    expect((await t.http().get(`/api/gallery?albumId=${album.id}`).expect(200)).body).toEqual([]);
    expect(JSON.stringify((await t.http().get('/api/gallery').expect(200)).body)).not.toContain(photos[0].uploaded.path);
    for (const path of albumFiles) {
      await t.http().get(path).expect(404);
      expect(existsSync(t.diskPath(path))).toBe(false);
    }
    expect(await rowsOf('gallery_items', 'id', itemIds)).toEqual([]);
    // The orphan sweep, days later, finds nothing of it to delete.
    now = new Date(Date.now() + 3 * DAY_MS);
    await t.app.get(UploadsSweeper).sweep();

    const listed = await trashList('album');
    const batch = listed.batches.find((candidate) => candidate.id === batchId);
    expect(listed.trashDays).toBe(30);
    expect(batch).toMatchObject({ kind: 'album', label: 'Tábor 2026', fileCount: 20 });
    expect(batch?.contents).toEqual([{ kind: 'album', id: album.id, title: 'Tábor 2026' }, ...photos.map((entry, index) => ({ kind: 'galleryItem', id: entry.item.id, title: `Fotka ${index}` }))]);
    expect(new Date(batch!.purgeAfter).getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);

    const restored = await restore(batchId).expect(200);
    expect(restored.body).toMatchObject({ batchId, kind: 'album' });
    expect(restored.body.restored).toHaveLength(21);
    expect(await rowsOf('albums', 'id', [album.id])).toEqual(albumRowsBefore);
    expect(await rowsOf('gallery_items', 'albumId', [album.id])).toEqual(itemRowsBefore);
    expect(hashesUnder(t.config.uploadsDir)).toEqual(filesBefore);
    expect((await t.http().get(`/api/albums/${album.id}`).expect(200)).body).toEqual(publicAlbum);
    expect((await t.http().get(`/api/gallery?albumId=${album.id}`).expect(200)).body).toEqual(publicItems);
    expect(((await t.http().get(`/api/gallery?albumId=${album.id}`).expect(200)).body as Array<{ id: number }>).map((item) => item.id)).toEqual(order);
    for (const path of albumFiles) await t.http().get(path).expect(200);
    expect((await trashList()).batches.find((candidate) => candidate.id === batchId)).toBeUndefined();
    expect(existsSync(join(t.config.uploadsDir, '.trash', String(batchId)))).toBe(false);
    await restore(batchId).expect(404);
  }, 120_000);

  it('undoes a photo delete at once; a photo taken down is deleted for good, never into the trash', async () => {
    const album = await admin.createAlbum('Jar');
    const { uploaded, item } = await photo(album.id, 1);
    const deleted = await t.http().delete(`/api/gallery?id=${item.id}`).set(admin.auth).expect(204);
    for (const path of filesOf(uploaded)) await t.http().get(path).expect(404);
    await restore(batchOf(deleted)).expect(200);
    for (const path of filesOf(uploaded)) await t.http().get(path).expect(200);

    await t.http().put(`/api/gallery/${item.id}/hidden`).set(admin.auth).send({ hidden: true }).expect(200);
    const final = await t.http().delete(`/api/gallery?id=${item.id}`).set(admin.auth).expect(204);
    expect(final.headers['trash-batch']).toBeUndefined();
    expect((await trashList('galleryItem')).batches.some((batch) => batch.contents.some((content) => content.id === item.id))).toBe(false);
    for (const path of filesOf(uploaded)) expect(existsSync(t.diskPath(path))).toBe(false);
  });

  it('erases rows and files when the period ends, and keeps a batch restored just before the purge', async () => {
    const file = (await admin.uploadBuffer(tinyPdf(), 'a.pdf')) as { path: string };
    const material = (await t.http().post('/api/materials').set(admin.auth).send({ title: 'Príručka', description: 'Základy', type: 'pdf', category: 'Argumentácia', fileUrl: file.path }).expect(201)).body as { id: number };
    const album = await admin.createAlbum('Zima');
    const kept = await photo(album.id, 2);
    const erasedBatch = batchOf(await t.http().delete(`/api/materials/${material.id}`).set(admin.auth).expect(204));
    const keptBatch = batchOf(await t.http().delete(`/api/gallery?id=${kept.item.id}`).set(admin.auth).expect(204));
    await t.http().get(file.path).expect(404);
    await t.http().get(`/api/download/materials/${file.path.split('/').pop()}`).expect(404);

    // Not yet: a day before the end nothing is erased.
    now = new Date(Date.now() + 29 * DAY_MS);
    expect(await purger().purge()).toEqual([]);
    // The end of the period; the photo is restored a moment before the purge.
    now = new Date(Date.now() + 31 * DAY_MS);
    await restore(keptBatch).expect(200);
    const erased = await purger().purge();
    expect(erased).toContain(erasedBatch);
    expect(erased).not.toContain(keptBatch);
    expect(existsSync(join(t.config.uploadsDir, '.trash', String(erasedBatch)))).toBe(false);
    expect(await rowsOf('trash_rows', 'batchId', [erasedBatch])).toEqual([]);
    await restore(erasedBatch).expect(404);
    await t.http().delete(`/api/trash/${erasedBatch}`).set(admin.auth).expect(404);
    for (const path of filesOf(kept.uploaded)) await t.http().get(path).expect(200);
    expect((await rowsOf('gallery_items', 'id', [kept.item.id])).length).toBe(1);
  });

  it('keeps a batch restored while the purge is under way (it checks each batch again as it erases it)', async () => {
    const album = await admin.createAlbum('Jeseň');
    const { uploaded, item } = await photo(album.id, 3);
    const batchId = batchOf(await t.http().delete(`/api/gallery?id=${item.id}`).set(admin.auth).expect(204));
    now = new Date(Date.now() + 31 * DAY_MS);
    const trash = t.app.get(TrashService);
    const listDue = trash.dueBatchIds.bind(trash);
    // The purge has listed the batch as due; the administrator restores it before it gets there.
    jest.spyOn(trash, 'dueBatchIds').mockImplementation(async (at) => {
      const due = await listDue(at);
      await restore(batchId).expect(200);
      return due;
    });
    const erased = await purger().purge();
    expect(erased).not.toContain(batchId);
    for (const path of filesOf(uploaded)) await t.http().get(path).expect(200);
    expect((await rowsOf('gallery_items', 'id', [item.id])).length).toBe(1);
  });

  it('answers 409 with a reason when the album is gone or the address is taken, and restores by the choice made', async () => {
    const album = await admin.createAlbum('Výlet');
    const { item } = await photo(album.id, 4);
    const photoBatch = batchOf(await t.http().delete(`/api/gallery?id=${item.id}`).set(admin.auth).expect(204));
    const albumBatch = batchOf(await t.http().delete(`/api/albums/${album.id}`).set(admin.auth).expect(204));
    const inTrash = await restore(photoBatch).expect(409);
    expect(inTrash.body).toMatchObject({ statusCode: 409, reason: 'album-in-trash', details: { albumId: album.id, albumBatchId: albumBatch, albumName: 'Výlet' } });
    await t.http().delete(`/api/trash/${albumBatch}`).set(admin.auth).expect(204);
    const gone = await restore(photoBatch).expect(409);
    expect(gone.body).toMatchObject({ reason: 'album-gone', details: { albumId: album.id } });
    const other = await admin.createAlbum('Iný');
    expect((await restore(photoBatch, { albumId: 2_000_000 }).expect(409)).body.reason).toBe('album-gone');
    await restore(photoBatch, { albumId: other.id }).expect(200);
    expect((await rowsOf('gallery_items', 'id', [item.id]))[0]).toMatchObject({ albumId: other.id, title: 'Fotka 4' });

    // The address taken: a record with the same id came back meanwhile (say, from a backup).
    const tool = (await t.http().post('/api/interactive-tools').set(admin.auth).send({ title: 'Kvíz', description: 'Otázky', type: 'kahoot', workshop: 'Všeobecné', url: 'https://example.org/kviz' })).body as { id: number };
    if (!tool.id) throw new Error(`Creating a tool failed: ${JSON.stringify(tool)}`);
    const toolBatch = batchOf(await t.http().delete(`/api/interactive-tools/${tool.id}`).set(admin.auth).expect(204));
    const dataSource = t.app.get(DataSource);
    const escape = (name: string) => dataSource.driver.escape(name);
    await dataSource.query(
      `INSERT INTO ${escape('interactive_tools')} (${['id', 'createdAt', 'title', 'description', 'type', 'workshop', 'url'].map(escape).join(', ')}) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [tool.id, '2026-01-01 10:00:00', 'Iný', 'Iný', 'kahoot', 'Všeobecné', 'https://example.org/iny'],
    );
    expect((await restore(toolBatch).expect(409)).body).toMatchObject({ reason: 'address-taken', details: { table: 'interactive_tools', id: tool.id } });
    const asNew = await restore(toolBatch, { asNew: true }).expect(200);
    const newId = asNew.body.restored[0].id as number;
    expect(newId).not.toBe(tool.id);
    expect((await rowsOf('interactive_tools', 'id', [newId]))[0]).toMatchObject({ title: 'Kvíz', url: 'https://example.org/kviz' });
  });

  it('lets a privacy erasure find a trashed contact message and erase it for real', async () => {
    const sent = (await t.http().post('/api/contact').send({ name: 'Mária', email: 'maria@example.sk', subject: 'Iné', message: 'Prosím o informácie.' }).expect(201)).body as { id: number };
    const batchId = batchOf(await t.http().delete(`/api/contact?id=${sent.id}`).set(admin.auth).expect(204));
    const found = (await t.http().post('/api/privacy/lookup').set(admin.auth).send({ email: 'MARIA@example.sk' }).expect(200)).body as { sources: Array<{ key: string; records: Array<Record<string, unknown>> }> };
    expect(found.sources.find((source) => source.key === 'trash')?.records).toEqual([expect.objectContaining({ id: sent.id, email: 'maria@example.sk', table: 'contact_messages' })]);
    const erased = (await t.http().post('/api/privacy/erase').set(admin.auth).send({ email: 'maria@example.sk' }).expect(200)).body as { erased: Record<string, number> };
    expect(erased.erased.trash).toBe(1);
    await restore(batchId).expect(404);
  });

  it('is the administrator\'s alone', async () => {
    await t.http().get('/api/trash').expect(401);
    await t.http().post('/api/trash/1/restore').send({}).expect(401);
    await t.http().delete('/api/trash/1').expect(401);
    const refused = await t.http().get('/api/trash?kind=nothing').set(admin.auth);
    expect([refused.status, refused.body]).toEqual([400, expect.anything()]);
  });
  it('carries the trash in the backup archive: a restore brings back its batches and files', async () => {
    const album = await admin.createAlbum('Archív');
    const { uploaded, item } = await photo(album.id, 5);
    const batchId = batchOf(await t.http().delete(`/api/gallery?id=${item.id}`).set(admin.auth).expect(204));
    const trashed = hashesUnder(join(t.config.uploadsDir, '.trash', String(batchId)));
    expect(trashed.size).toBe(filesOf(uploaded).length);
    const archive = await createBackup(t.app.get(DataSource), t.config, join(TMP, `${dialect}-trash.tar.gz`));
    expect(archive.manifest.tables.map((table) => table.name)).toEqual(expect.arrayContaining(['trash_batches', 'trash_rows']));
    // Restored over the same site after the batch was erased for good: the archive's trash comes back.
    await t.http().delete(`/api/trash/${batchId}`).set(admin.auth).expect(204);
    expect(existsSync(join(t.config.uploadsDir, '.trash', String(batchId)))).toBe(false);
    await restoreBackup(t.config, archive.path);
    expect(hashesUnder(join(t.config.uploadsDir, '.trash', String(batchId)))).toEqual(trashed);
    expect((await trashList('galleryItem')).batches.map((batch) => batch.id)).toContain(batchId);
    await restore(batchId).expect(200);
    for (const path of filesOf(uploaded)) await t.http().get(path).expect(200);
  }, 60_000);

  // Last: passport's strategies are process-wide, so the app started last checks every token, and
  // once it is closed the first app's administrator requests fail.
  it('two replicas on one database never erase the same batch twice', async () => {
    const second = await startTestApp(dialect, { dataDir: t.dataDir });
    try {
      const ids: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        const sent = (await t.http().post('/api/contact').send({ name: `Osoba ${index}`, email: `osoba${index}@example.sk`, subject: 'Iné', message: 'Dobrý deň, otázka.' }).expect(201)).body as { id: number };
        ids.push(batchOf(await t.http().delete(`/api/contact?id=${sent.id}`).set(admin.auth).expect(204)));
      }
      now = new Date(Date.now() + 31 * DAY_MS);
      // Each replica's pass, without the job's own lock: the per-batch check alone must hold.
      const [first, other] = await Promise.all([purger().purgeDue(), second.app.get(TrashPurger).purgeDue()]);
      expect(first.filter((id) => other.includes(id))).toEqual([]);
      expect([...first, ...other].filter((id) => ids.includes(id)).sort((a, b) => a - b)).toEqual(ids);
      // And as the scheduled jobs run them: nothing is left for either.
      const passes = await Promise.all([purger().purge(), second.app.get(TrashPurger).purge()]);
      expect(passes.flatMap((pass) => pass ?? [])).toEqual([]);
    } finally {
      await second.close({ keepData: true });
    }
  });
});
