// The API's own backups, as the admin panel uses them: state, "back up now", the kept
// archives (the newest BACKUP_KEEP), their download, and the nightly run skipping a night already covered.
import { rmSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { SchedulerRegistry } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { BackupScheduler } from '../src/backup/backup-scheduler';
import { ReplicaLock } from '../src/platform/replica-lock';
import { adminRequests } from './support/admin-api';
import { expectDocumentedAnswer } from './support/documented-answer';
import { startTestApp, TEST_DATABASES, type TestApp } from './support/test-app';

describe.each(TEST_DATABASES)('backups through the API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { env: { BACKUP_KEEP: '2', BACKUP_TIME: '03:15' } });
  });
  afterAll(() => t.close());

  it('is for the administrator only', async () => {
    await t.http().get('/api/backups').expect(401);
    await t.http().post('/api/backups').expect(401);
  });

  it('says no backup was made yet, backs up now, lists and downloads the archive, and keeps the newest 2', async () => {
    const admin = await adminRequests(t);
    const answer = await t.http().get('/api/backups').set(admin.auth).expect(200);
    expectDocumentedAnswer(answer, 'get', '/api/backups');
    const before = answer.body as Record<string, unknown>;
    expect(before).toMatchObject({ lastSuccess: null, lastFailure: null, archives: [], stale: true, schedule: { time: '03:15', keep: 2 } });

    await admin.createAlbum('Zálohovaný');
    const ran = await t.http().post('/api/backups').set(admin.auth).expect(200);
    expectDocumentedAnswer(ran, 'post', '/api/backups');
    const run = ran.body as { ok: boolean; name: string; size: number; rows: number };
    expect(run).toMatchObject({ ok: true });
    expect(run.rows).toBeGreaterThanOrEqual(2); // the album, the administrator, the content version
    const afterAnswer = await t.http().get('/api/backups').set(admin.auth).expect(200);
    expectDocumentedAnswer(afterAnswer, 'get', '/api/backups');
    const after = afterAnswer.body as { stale: boolean; archives: Array<{ name: string; size: number }>; lastSuccess: { name: string } };
    expect(after.stale).toBe(false);
    expect(after.lastSuccess.name).toBe(run.name);
    expect(after.archives).toEqual([expect.objectContaining({ name: run.name, size: run.size })]);

    const download = await t
      .http()
      .get(`/api/backups/${run.name}`)
      .set(admin.auth)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(download.headers['content-disposition']).toContain(run.name);
    expectDocumentedAnswer(download, 'get', '/api/backups/{name}');
    const tarText = gunzipSync(download.body as Buffer).toString('latin1');
    expect(tarText).toContain('manifest.json');
    await t.http().get('/api/backups/..%2Fsoftskills.sqlite').set(admin.auth).expect(404);

    await t.http().post('/api/backups').set(admin.auth).expect(200);
    const third = (await t.http().post('/api/backups').set(admin.auth).expect(200)).body as { name: string };
    const kept = (await t.http().get('/api/backups').set(admin.auth).expect(200)).body as { archives: Array<{ name: string }> };
    expect(kept.archives.map((archive) => archive.name)).toHaveLength(2);
    expect(kept.archives[0].name).toBe(third.name);
    expect(kept.archives.map((archive) => archive.name)).not.toContain(run.name);
  });

  it('skips the nightly run when tonight is already backed up (another replica or "back up now")', async () => {
    const scheduler = t.app.get(BackupScheduler);
    const before = await scheduler.archives();
    expect(before.length).toBeGreaterThan(0);
    expect(await scheduler.nightly()).toBeNull();
    expect(await scheduler.archives()).toEqual(before);
  });

  it('makes the nightly archive when none is recent, and not while another replica holds the backup lock', async () => {
    const scheduler = t.app.get(BackupScheduler);
    rmSync(t.config.backup.dir, { recursive: true, force: true });
    if (dialect === 'mysql') {
      // Another replica: its own lock on its own database connection.
      const otherReplica = await new ReplicaLock(t.app.get(DataSource)).tryAcquire('job:nightly-backup');
      expect(otherReplica).not.toBeNull();
      try {
        expect(await scheduler.nightly()).toBeNull();
        expect(await scheduler.archives()).toEqual([]);
      } finally {
        await otherReplica?.release();
      }
    }
    expect(await scheduler.nightly()).toMatchObject({ ok: true });
    expect(await scheduler.archives()).toHaveLength(1);
  });
});

it('runs the nightly backup at BACKUP_TIME, server time', async () => {
  const t = await startTestApp('sqlite', { env: { BACKUP_TIME: '03:15' } });
  try {
    expect(t.app.get(SchedulerRegistry).getCronJob('nightly-backup').cronTime.source).toBe('0 15 3 * * *');
  } finally {
    await t.close();
  }
});
