// An archive taken while the site is written to restores into an empty site of the same
// and of the other database with the same rows and files; a damaged archive is refused before
// anything changes; a restore that fails half-way leaves the site as it was.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { create as createTar, extract as extractTar } from 'tar';
import { DataSource } from 'typeorm';
import { type Manifest, migrationTimestamp } from '../src/backup/archive-format';
import { RestoreFailedError, RestoreRefusedError, restoreBackup } from '../src/backup/backup-restorer';
import { createBackup } from '../src/backup/backup-writer';
import { adminRequests } from './support/admin-api';
import { type Dialect, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app';

const TMP = join(__dirname, '..', '..', '.tmp', 'api', 'backup-tests');

async function takeBackup(t: TestApp, name: string) {
  const dataSource = t.app.get(DataSource);
  return createBackup(dataSource, t.config, join(TMP, name));
}

/** What a visitor and an administrator see: the lists of albums and photos, in both languages. */
async function publicContent(t: TestApp) {
  const albums = (await t.http().get('/api/albums').expect(200)).body as Array<{ id: number }>;
  const gallery = (await t.http().get('/api/gallery').expect(200)).body as unknown[];
  const albumPages = await Promise.all(albums.map(async (album) => (await t.http().get(`/api/albums/${album.id}`).expect(200)).body as unknown));
  return { albums, gallery, albumPages };
}

/** Every table's rows and every file of a site, as its archive records them (content_version aside). */
function archiveContent(dir: string) {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const tables = Object.fromEntries(
    manifest.tables.filter((table) => table.name !== 'content_version').map((table) => [table.name, readFileSync(join(dir, table.file), 'utf8')]),
  );
  const files = manifest.files.filter((file) => file.path.startsWith('files/')).map((file) => `${file.path} ${file.sha256}`);
  return { tables, files, manifest };
}

async function unpack(archive: string): Promise<string> {
  const dir = mkdtempSync(join(TMP, 'unpacked-'));
  await extractTar({ file: archive, cwd: dir });
  return dir;
}

async function repack(dir: string, archive: string): Promise<void> {
  await createTar({ gzip: true, file: archive, cwd: dir }, readdirSync(dir));
}

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

async function fillSite(t: TestApp) {
  const admin = await adminRequests(t);
  const album = await admin.createAlbum('Jeseň 2025');
  await t.http().put(`/api/albums/${album.id}`).set(admin.auth).send({ name: 'Jeseň 2025', nameEn: 'Autumn 2025', description: 'Opis', descriptionEn: 'About' });
  for (let i = 0; i < 3; i += 1) {
    const photo = await admin.uploadPhoto(900 + i, 600);
    await admin.createItem({ albumId: album.id, type: 'photo', url: photo.path, title: `Fotka ${i}`, titleEn: `Photo ${i}`, alt: 'Deti', altEn: 'Children' });
  }
  return { admin, album };
}

beforeAll(() => {
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(TMP, { recursive: true });
});

const PAIRS: Array<[Dialect, Dialect]> = TEST_DATABASES.flatMap((from) => TEST_DATABASES.map((to): [Dialect, Dialect] => [from, to]));

describe.each(PAIRS)('backup made on %s, restored into %s', (from, to) => {
  it('restores every row and file of a backup taken during 20 writes and 5 uploads, and the public lists show them', async () => {
    const source = await startTestApp(from);
    let expected: ReturnType<typeof archiveContent>;
    let shown: Awaited<ReturnType<typeof publicContent>>;
    let archive: string;
    try {
      const { admin, album } = await fillSite(source);
      const writes = Array.from({ length: 20 }, (_, i) =>
        source.http().post('/api/albums').set(admin.auth).send({ name: `Súbežný ${i}`, description: null, coverImage: null, published: true }),
      );
      const uploads = Array.from({ length: 5 }, (_, i) => admin.uploadPhoto(700 + i, 500));
      const result = await takeBackup(source, `${from}-to-${to}.tar.gz`);
      await Promise.all([...writes, ...uploads]);
      archive = result.path;
      expect(result.manifest.tables.find((table) => table.name === 'gallery_items')?.rows).toBe(3);
      // The album made before the backup is in it; the rows and files are those of one snapshot.
      const dir = await unpack(archive);
      expected = archiveContent(dir);
      expect(expected.tables.albums).toContain('Autumn 2025');
      for (const file of expected.manifest.files) expect(sha256(join(dir, file.path))).toBe(file.sha256);
      expect(album.id).toBeGreaterThan(0);
      shown = await publicContent(source);
    } finally {
      await source.close();
    }

    const target = await startTestApp(to);
    try {
      const before = await publicContent(target); // fills the API's cache with the empty site
      expect(before.albums).toEqual([]);
      await restoreBackup(target.config, archive);
      const again = archiveContent(await unpack((await takeBackup(target, `${from}-to-${to}-again.tar.gz`)).path));
      const { activity_log: restoredLog, ...restoredTables } = again.tables;
      const { activity_log: archivedLog, ...archivedTables } = expected.tables;
      expect(restoredTables).toEqual(archivedTables);
      // The activity log comes back with the archive, followed by the restore itself (the operator's command: no one named).
      expect(archivedLog).toContain('"action":"update","kind":"album"');
      const restoredLines = restoredLog.trim().split('\n');
      expect(`${restoredLines.slice(0, -1).join('\n')}\n`).toBe(archivedLog);
      expect(JSON.parse(restoredLines.at(-1)!)).toMatchObject({ action: 'restore', kind: 'backup', actor: null, itemLabel: `${from}-to-${to}.tar.gz` });
      expect(again.files).toEqual(expected.files);
      const after = await publicContent(target);
      expect(after.albums.length).toBe(expected.tables.albums.trim().split('\n').length);
      // Albums made after the snapshot are not in it; what was in it reads the same as on the source.
      const shownIds = new Set(after.albums.map((album) => album.id));
      expect(shown.albums.filter((album) => shownIds.has(album.id))).toEqual(after.albums);
      expect(after.gallery).toEqual(shown.gallery);
      const dataSource = target.app.get(DataSource);
      if (to === 'sqlite') {
        expect(await dataSource.query('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      } else {
        const checks: Array<{ Msg_text: string }> = await dataSource.query('CHECK TABLE `albums`, `gallery_items`, `content_version`');
        expect(checks.map((row) => row.Msg_text)).toEqual(['OK', 'OK', 'OK']);
      }
    } finally {
      await target.close();
    }
  });
});

describe.each(TEST_DATABASES)('a bad archive on %s', (dialect) => {
  let t: TestApp;
  let good: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await fillSite(t);
    good = (await takeBackup(t, `${dialect}-good.tar.gz`)).path;
    await adminRequests(t).then((admin) => admin.createAlbum('Po zálohe'));
  });
  afterAll(() => t.close());

  async function expectUnchanged(run: () => Promise<unknown>, error: new (...args: never[]) => Error) {
    const before = await publicContent(t);
    const files = readdirSync(join(t.config.uploadsDir, 'images')).sort();
    await expect(run()).rejects.toBeInstanceOf(error);
    expect(await publicContent(t)).toEqual(before);
    expect(readdirSync(join(t.config.uploadsDir, 'images')).sort()).toEqual(files);
  }

  async function damaged(name: string, change: (dir: string, manifest: Manifest) => void): Promise<string> {
    const dir = await unpack(good);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    change(dir, manifest);
    const archive = join(TMP, `${dialect}-${name}.tar.gz`);
    await repack(dir, archive);
    return archive;
  }

  it('refuses an archive with one flipped byte in a photo, changing nothing', async () => {
    const archive = await damaged('flipped', (dir, manifest) => {
      const photo = join(dir, manifest.files.find((file) => file.path.startsWith('files/images/'))!.path);
      const bytes = readFileSync(photo);
      bytes[Math.floor(bytes.length / 2)] ^= 0x01;
      writeFileSync(photo, bytes);
    });
    await expectUnchanged(() => restoreBackup(t.config, archive), RestoreRefusedError);
  });

  it('refuses an archive that lacks a table, changing nothing', async () => {
    const archive = await damaged('no-table', (dir, manifest) => {
      rmSync(join(dir, 'database', 'gallery_items.jsonl'));
      manifest.tables = manifest.tables.filter((table) => table.name !== 'gallery_items');
      manifest.files = manifest.files.filter((file) => file.path !== 'database/gallery_items.jsonl');
      writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    });
    await expectUnchanged(() => restoreBackup(t.config, archive), RestoreRefusedError);
  });

  it('refuses an archive from a newer schema, changing nothing', async () => {
    const archive = await damaged('newer', (dir, manifest) => {
      manifest.database.schemaVersion = 9999999999999;
      writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    });
    await expectUnchanged(() => restoreBackup(t.config, archive), RestoreRefusedError);
  });

  it('puts the site back as it was when the restore fails half-way (a photo row the database refuses)', async () => {
    const archive = await damaged('fails-half-way', (dir, manifest) => {
      const table = join(dir, 'database', 'gallery_items.jsonl');
      const rows = readFileSync(table, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
      rows[rows.length - 1].title = null; // NOT NULL: the insert fails after albums were loaded
      writeFileSync(table, `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`);
      const entry = manifest.files.find((file) => file.path === 'database/gallery_items.jsonl')!;
      entry.size = readFileSync(table).length;
      entry.sha256 = sha256(table);
      writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    });
    await expectUnchanged(() => restoreBackup(t.config, archive), RestoreFailedError);
  });
});

it('migrates an archive of an older schema forward (made before the bilingual columns)', async () => {
  const t = await startTestApp('sqlite');
  try {
    const dir = await unpack((await takeBackup(t, 'older.tar.gz')).path);
    // An archive of the schema before BilingualContent: no *En columns, an older schema version.
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    manifest.database.schemaVersion = 1764000000000;
    manifest.database.migrations = manifest.database.migrations.filter((name) => migrationTimestamp(name) <= manifest.database.schemaVersion);
    // Nor the tables and columns that later migrations added (meetings, newsletter, privacy, retention times, page texts, reach, site settings, trash, activity log, notifications).
    manifest.tables = manifest.tables.filter((table) => !/^(meetings|newsletter_|privacy_requests|page_text|reach_|site_settings|trash_|activity_log|notification_settings)/.test(table.name));
    for (const table of manifest.tables) table.columns = table.columns.filter((column) => !['resolvedAt', 'approvedAt', 'position', 'notifiedAt', 'published'].includes(column.name));
    const albums = manifest.tables.find((table) => table.name === 'albums')!;
    albums.columns = albums.columns.filter((column) => !column.name.endsWith('En'));
    albums.rows = 1;
    const line = JSON.stringify({ id: 7, name: 'Stará', description: null, coverImage: null, createdAt: '2025-10-01T10:00:00.000Z' });
    writeFileSync(join(dir, albums.file), `${line}\n`);
    const entry = manifest.files.find((file) => file.path === albums.file)!;
    entry.size = readFileSync(join(dir, albums.file)).length;
    entry.sha256 = sha256(join(dir, albums.file));
    for (const table of manifest.tables.filter((table) => table.name === 'gallery_items')) table.columns = table.columns.filter((column) => !column.name.endsWith('En'));
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    const archive = join(TMP, 'older-repacked.tar.gz');
    await repack(dir, archive);
    // The archive holds the site's own content version: the empty list cached for it must not be served.
    expect((await t.http().get('/api/albums').expect(200)).body).toEqual([]);
    // A delete made after the archive waits in the trash; the archive, older than the trash, has none.
    const admin = await adminRequests(t);
    const deleted = await admin.createAlbum('Po zálohe');
    await t.http().delete(`/api/albums/${deleted.id}`).set(admin.auth).expect(204);
    await restoreBackup(t.config, archive);
    expect((await t.http().get('/api/trash').set(admin.auth).expect(200)).body.batches).toEqual([]);
    const albumsShown = (await t.http().get('/api/albums').expect(200)).body as Array<Record<string, unknown>>;
    // Every album of then was public: it comes back published.
    expect(albumsShown).toEqual([expect.objectContaining({ id: 7, name: 'Stará', nameEn: null, published: true })]);
  } finally {
    await t.close();
  }
});

describe.each(TEST_DATABASES)('the archive made with the code of 2026-11-26 (test/fixtures), restored on %s', (dialect) => {
  it('shows its album and photo in both languages, with the photo file', async () => {
    const t = await startTestApp(dialect);
    try {
      await restoreBackup(t.config, join(__dirname, 'fixtures', 'backup-main-2026-11-26.tar.gz'));
      const albums = (await t.http().get('/api/albums').expect(200)).body as Array<Record<string, unknown>>;
      // Made before albums could be in preparation: its album was public and stays so.
      expect(albums).toEqual([expect.objectContaining({ name: 'Leto 2026', nameEn: 'Summer 2026', description: 'Tábor', descriptionEn: 'Camp', published: true })]);
      const photos = (await t.http().get('/api/gallery').expect(200)).body as Array<Record<string, unknown>>;
      expect(photos).toEqual([expect.objectContaining({ title: 'Oheň', titleEn: 'Campfire', altEn: 'Children at a campfire' })]);
      const file = await t.http().get(String(photos[0].url)).expect(200);
      expect(file.headers['content-type']).toMatch(/image\/jpeg/);
    } finally {
      await t.close();
    }
  });
});
