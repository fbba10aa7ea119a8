// What a backup and a restore must survive: a line separator in a stored text, an archive written
// before such text was escaped, links and bombs in a crafted archive, an overlong row, and a backup
// killed half-way.
import { createHash, randomInt } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { create as createTar, extract as extractTar } from 'tar';
import { DataSource } from 'typeorm';
import type { Manifest } from '../src/backup/archive-format';
import { jsonLines } from '../src/backup/archive-reader';
import { BackupScheduler } from '../src/backup/backup-scheduler';
import { RestoreRefusedError, restoreBackup } from '../src/backup/backup-restorer';
import { createBackup } from '../src/backup/backup-writer';
import { adminRequests } from './support/admin-api';
import { startTestApp, TEST_DATABASES, type TestApp } from './support/test-app';

const TMP = join(__dirname, '..', '..', '.tmp', 'api', 'backup-hardening');
const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

beforeAll(() => {
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(TMP, { recursive: true });
});

async function unpack(archive: string): Promise<string> {
  const dir = mkdtempSync(join(TMP, 'unpacked-'));
  await extractTar({ file: archive, cwd: dir });
  return dir;
}

/** Writes the manifest's size and checksum of one file again after a change. */
function rehash(dir: string, manifest: Manifest, path: string): void {
  const entry = manifest.files.find((file) => file.path === path)!;
  entry.size = readFileSync(join(dir, path)).length;
  entry.sha256 = sha256(join(dir, path));
}

/** Staging folders left in the backups folder (the database dumps of runs). */
const leftovers = (t: TestApp) => (existsSync(t.config.backup.dir) ? readdirSync(t.config.backup.dir).filter((name) => name.startsWith('.staging-') || name.endsWith('.partial')) : []);

const SEPARATORS = 'Riadok\u2028ďalší\u2029odsek';

describe.each(TEST_DATABASES)('on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('backs up and restores a contact message and a meeting note holding U+2028 and U+2029, unchanged', async () => {
    const admin = await adminRequests(t);
    await t.http().post('/api/contact').send({ name: 'Žofia', email: 'zofia@example.sk', subject: 'Iné', message: `Správa: ${SEPARATORS}` }).expect(201);
    await t.http().post('/api/meetings/series').set(admin.auth).send({ workshopId: 1, firstDate: '2027-03-10', startTime: '14:00', endTime: '15:30', count: 1, intervalWeeks: 1, note: SEPARATORS }).expect(201);
    const scheduler = t.app.get(BackupScheduler);
    const run = await scheduler.backUpNow();
    expect(run).toMatchObject({ ok: true });

    await restoreBackup(t.config, join(t.config.backup.dir, run.name!));
    const messages = (await t.http().get('/api/contact').set(admin.auth).expect(200)).body as Array<{ message: string }>;
    expect(messages.map((message) => message.message)).toContain(`Správa: ${SEPARATORS}`);
    const meetings = (await t.http().get('/api/meetings').expect(200)).body as Array<{ note: string | null }>;
    expect(meetings.map((item) => item.note)).toContain(SEPARATORS);
    expect(leftovers(t)).toEqual([]);
  });

  it('restores an archive written before line separators were escaped (raw U+2028 inside a row)', async () => {
    const made = await createBackup(t.app.get(DataSource), t.config, join(TMP, `${dialect}-escaped.tar.gz`));
    const dir = await unpack(made.path);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    const table = manifest.tables.find((entry) => entry.name === 'contact_messages')!;
    const escaped = readFileSync(join(dir, table.file), 'utf8');
    expect(escaped).toContain('\\u2028');
    expect(escaped).not.toContain('\u2028');
    writeFileSync(join(dir, table.file), escaped.replace(/\\u2028/g, '\u2028').replace(/\\u2029/g, '\u2029'));
    rehash(dir, manifest, table.file);
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    const archive = join(TMP, `${dialect}-raw.tar.gz`);
    await createTar({ gzip: true, file: archive, cwd: dir }, readdirSync(dir));

    await restoreBackup(t.config, archive);
    const admin = await adminRequests(t);
    const messages = (await t.http().get('/api/contact').set(admin.auth).expect(200)).body as Array<{ message: string }>;
    expect(messages.map((message) => message.message)).toContain(`Správa: ${SEPARATORS}`);
  });
});

describe('a crafted archive', () => {
  let t: TestApp;
  let good: string;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    const admin = await adminRequests(t);
    const photo = await admin.uploadPhoto(640, 480);
    await admin.createItem({ albumId: (await admin.createAlbum('Leto')).id, type: 'photo', url: photo.path, title: 'Fotka', alt: 'Deti' });
    good = (await createBackup(t.app.get(DataSource), t.config, join(TMP, 'crafted-good.tar.gz'))).path;
  });
  afterAll(() => t.close());

  it('never copies a file a chain of links points at into the uploads (links are not unpacked)', async () => {
    const secret = join(TMP, 'host-secret.txt');
    writeFileSync(secret, 'host secret');
    const dir = await unpack(good);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    // Each link stays inside the folder by its own text; followed together they reach the host file.
    mkdirSync(join(dir, 'files', 'images', 'a'), { recursive: true });
    symlinkSync('..', join(dir, 'files', 'images', 'a', 'up'));
    symlinkSync(secret, join(dir, 'files', 'images', 'leak.jpg'));
    symlinkSync('a/up/../../../../../../../../../../..' + secret, join(dir, 'files', 'images', 'chain.jpg'));
    manifest.files.push({ path: 'files/images/leak.jpg', size: 11, sha256: sha256(secret) });
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    const archive = join(TMP, 'links.tar.gz');
    await createTar({ gzip: true, file: archive, cwd: dir, portable: true }, readdirSync(dir));

    await expect(restoreBackup(t.config, archive)).rejects.toBeInstanceOf(RestoreRefusedError);
    const images = readdirSync(join(t.config.uploadsDir, 'images'));
    expect(images).not.toContain('leak.jpg');
    expect(images).not.toContain('chain.jpg');
    await t.http().get('/uploads/images/leak.jpg').expect(404);
    expect(leftovers(t)).toEqual([]);
  });

  it('refuses an archive that would unpack to far more than its size, before unpacking it', async () => {
    const dir = await unpack(good);
    // About 450 times smaller packed (a block of zeros alone trips the unpacker's own limit of 1000).
    const filler = Buffer.alloc(300 * 1024 * 1024, 0x61);
    for (let index = 0; index < filler.length; index += 3000) filler[index] = randomInt(256);
    writeFileSync(join(dir, 'files', 'images', 'filler.jpg'), filler);
    const archive = join(TMP, 'bomb.tar.gz');
    await createTar({ gzip: true, file: archive, cwd: dir }, readdirSync(dir));
    rmSync(dir, { recursive: true, force: true });
    await expect(restoreBackup(t.config, archive)).rejects.toThrow(/unpack to \d+ bytes/);
    expect(leftovers(t)).toEqual([]);
  });

  it('refuses a table whose row is longer than any row can be, with nothing left behind', async () => {
    const dir = await unpack(good);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    const table = manifest.tables.find((entry) => entry.name === 'albums')!;
    writeFileSync(join(dir, table.file), `{"name":"${'x'.repeat(20 * 1024 * 1024)}"}\n`);
    rehash(dir, manifest, table.file);
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    const archive = join(TMP, 'long-row.tar.gz');
    await createTar({ gzip: true, file: archive, cwd: dir }, readdirSync(dir));
    await expect(restoreBackup(t.config, archive)).rejects.toThrow(/longer than/);
    expect(leftovers(t)).toEqual([]);
  });
});

it('reads table rows split at \\n only', async () => {
  const file = join(TMP, 'rows.jsonl');
  writeFileSync(file, '{"a":"x\u2028y"}\n\n{"a":"z\u2029w"}\n{"a":1}');
  const rows: unknown[] = [];
  for await (const row of jsonLines(file)) rows.push(row);
  expect(rows).toEqual([{ a: 'x\u2028y' }, { a: 'z\u2029w' }, { a: 1 }]);
});

it('cleans up a backup killed half-way at the next start and shows it as interrupted', async () => {
  const first = await startTestApp('sqlite');
  await first.close({ keepData: true });
  const backupDir = first.config.backup.dir;
  // What a killed run leaves: its staging folder (a database dump) and its half-written archive.
  const staging = join(backupDir, '.staging-softskills-backup-2026-11-28T02-30-00-000Z.tar.gz-abc123');
  mkdirSync(join(staging, 'database'), { recursive: true });
  writeFileSync(join(staging, 'database', 'contact_messages.jsonl'), '{"email":"zofia@example.sk"}\n');
  // A process id that is not running: a child that has exited.
  const deadPid = 2 ** 22 - 1;
  writeFileSync(join(staging, 'owner.json'), JSON.stringify({ host: hostname(), pid: deadPid, startedAt: '2026-11-28T02:30:00.000Z', target: 'softskills-backup-2026-11-28T02-30-00-000Z.tar.gz' }));
  writeFileSync(join(backupDir, 'softskills-backup-2026-11-28T02-30-00-000Z.tar.gz.partial'), 'half');

  const t = await startTestApp('sqlite', { dataDir: first.dataDir });
  try {
    expect(leftovers(t)).toEqual([]);
    const admin = await adminRequests(t);
    const status = (await t.http().get('/api/backups').set(admin.auth).expect(200)).body as { lastFailure: { interrupted?: boolean; at: string } | null };
    expect(status.lastFailure).toMatchObject({ interrupted: true, at: '2026-11-28T02:30:00.000Z' });
  } finally {
    await t.close();
  }
});
