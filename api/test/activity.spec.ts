// The activity log: logins (either outcome) with the client address masked as the request log
// masks it, the administrator's changes by field name, deletes, backups, erasures by count; kept
// ACTIVITY_DAYS by the retention runner; and never a visitor's data.
import { getRepositoryToken } from '@nestjs/typeorm';
import { PAGE_TEXTS_SEED } from '@softskills/domain/page-texts-seed';
import type { Repository } from 'typeorm';
import { ActivityEntryEntity } from '../src/activity/activity-entry.entity';
import { loadConfig } from '../src/config/app-config';
import { Clock } from '../src/platform/clock';
import { RetentionSweeper } from '../src/privacy/retention-sweeper';
import { TrashPurger } from '../src/trash/trash-purger';
import { adminRequests } from './support/admin-api';
import { documented } from './support/documented-answer';
import { TEST_ADMIN, TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const FROM = { 'X-Forwarded-For': '203.0.113.45' };

interface Entry {
  id: number;
  at: string;
  actor: string | null;
  action: string;
  kind: string;
  itemId: string | null;
  itemLabel: string | null;
  changedFields: string[];
  counts: Record<string, number> | null;
  clientAddress: string | null;
}

describe.each(TEST_DATABASES)('the activity log (%s)', (dialect) => {
  let t: TestApp;
  let auth: { Authorization: string };
  let entries: Repository<ActivityEntryEntity>;

  /** The newest entries first, as the admin endpoint lists them. */
  async function log(query: Record<string, string | number> = {}): Promise<Entry[]> {
    const answer = await documented(t.http().get('/api/activity').query(query).set(auth).expect(200), 'get', '/api/activity');
    return answer.body.items as Entry[];
  }

  beforeAll(async () => {
    t = await startTestApp(dialect, { env: { TRUST_PROXY: '1', PUBLIC_FORM_BURST: '100' } });
    auth = { Authorization: `Bearer ${await t.token()}` };
    entries = t.app.get(getRepositoryToken(ActivityEntryEntity));
  });
  afterAll(() => t.close());
  beforeEach(() => entries.clear());

  it('logs a failed and a successful login with the client address masked, and names no one for the failure', async () => {
    await t.http().post('/api/login').set(FROM).send({ username: TEST_ADMIN.username, password: 'wrong-password-123' }).expect(401);
    await t.http().post('/api/login').set(FROM).send(TEST_ADMIN).expect(200);
    const [success, failure] = await log();
    expect(failure).toMatchObject({ kind: 'login', action: 'login-failed', actor: null, clientAddress: '203.0.113.0', itemLabel: null });
    expect(success).toMatchObject({ kind: 'login', action: 'login-succeeded', actor: TEST_ADMIN.username, clientAddress: '203.0.113.0' });
    const stored = JSON.stringify(await entries.find());
    expect(stored).not.toContain('203.0.113.45');
    expect(stored).not.toContain('wrong-password-123');
  });

  it('logs an album edit with the names of the fields that changed, and its delete with the album’s name', async () => {
    const admin = await adminRequests(t);
    const album = await admin.createAlbum('Jeseň 2025');
    await t.http().put(`/api/albums/${album.id}`).set(auth).set(FROM).send({ name: 'Jeseň 2025', nameEn: 'Autumn 2025', description: null, descriptionEn: null, coverImage: null }).expect(200);
    await t.http().delete(`/api/albums/${album.id}`).set(auth).expect((answer) => expect(answer.status).toBeLessThan(300));
    const [deleted, edited, created] = await log();
    expect(created).toMatchObject({ kind: 'album', action: 'create', itemId: String(album.id), itemLabel: 'Jeseň 2025', actor: TEST_ADMIN.username, changedFields: ['name', 'published'] });
    expect(edited).toMatchObject({ kind: 'album', action: 'update', itemId: String(album.id), itemLabel: 'Jeseň 2025', changedFields: ['nameEn'], clientAddress: '203.0.113.0' });
    expect(deleted).toMatchObject({ kind: 'album', action: 'delete', itemId: String(album.id), itemLabel: 'Jeseň 2025', changedFields: [] });
  });

  it('logs what leaves the trash: a restore and a delete for good by the administrator, a purge at the period’s end by no one', async () => {
    const admin = await adminRequests(t);
    const remove = async (id: number) => Number((await t.http().delete(`/api/albums/${id}`).set(auth).expect(204)).headers['trash-batch']);
    const first = await admin.createAlbum('Tábor 2026');
    const restoredBatch = await remove(first.id);
    await t.http().post(`/api/trash/${restoredBatch}/restore`).set(auth).send({}).expect((answer) => expect(answer.status).toBeLessThan(300));
    const erasedBatch = await remove(first.id);
    await t.http().delete(`/api/trash/${erasedBatch}`).set(auth).expect((answer) => expect(answer.status).toBeLessThan(300));
    const second = await admin.createAlbum('Výlet');
    const purgedBatch = await remove(second.id);
    const now = new Date(Date.now() + 31 * DAY);
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
    try {
      expect(await t.app.get(TrashPurger).purge()).toContain(purgedBatch);
    } finally {
      jest.restoreAllMocks();
    }
    const ours = [restoredBatch, erasedBatch, purgedBatch].map(String);
    const fromTrash = (await log()).filter((entry) => ['restore', 'purge'].includes(entry.action) && ours.includes(entry.itemId ?? ''));
    expect(fromTrash.map(({ action, kind, itemId, itemLabel, actor }) => ({ action, kind, itemId, itemLabel, actor }))).toEqual([
      { action: 'purge', kind: 'album', itemId: String(purgedBatch), itemLabel: 'Výlet', actor: null },
      { action: 'purge', kind: 'album', itemId: String(erasedBatch), itemLabel: 'Tábor 2026', actor: TEST_ADMIN.username },
      { action: 'restore', kind: 'album', itemId: String(restoredBatch), itemLabel: 'Tábor 2026', actor: TEST_ADMIN.username },
    ]);
  });

  it('logs a photo hidden by the field it changed', async () => {
    const admin = await adminRequests(t);
    const photo = await admin.uploadPhoto(400, 300);
    const item = await admin.createItem({ type: 'photo', url: photo.path, title: 'Oheň', albumId: (await admin.createAlbum('Leto')).id, alt: 'Oheň' });
    await t.http().put(`/api/gallery/${item.id}/hidden`).set(auth).send({ hidden: true }).expect(200);
    const [hidden] = await log({ kind: 'gallery-item', action: 'update' });
    expect(hidden).toMatchObject({ itemId: String(item.id), itemLabel: 'Oheň', changedFields: ['hidden'] });
  });

  it('logs a backup made by the administrator once, with its counts', async () => {
    await t.http().post('/api/backups').set(auth).expect(200);
    const shown = await log();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ kind: 'backup', action: 'backup', actor: TEST_ADMIN.username, counts: { rows: expect.any(Number), files: expect.any(Number) } });
  });

  it('keeps no visitor’s data: a contact message resolved and deleted, feedback approved, an erasure by counts', async () => {
    const person = { name: 'Jana Súkromná', email: 'jana.sukromna@example.sk' };
    const text = 'Moja tajná správa pre školu';
    const message = (await t.http().post('/api/contact').send({ ...person, phone: '+421 900 111 222', subject: 'Iné', message: text }).expect(201)).body;
    const review = (await t.http().post('/api/feedback').send({ ...person, workshop: 'Argumentácia', rating: 5, comment: 'Skvelý workshop, ďakujem' }).expect(201)).body;
    await t.http().put('/api/contact').set(auth).send({ id: message.id, resolved: true }).expect(200);
    await t.http().put(`/api/feedback/${review.id}`).set(auth).send({ approved: true }).expect(200);
    await t.http().delete('/api/contact').query({ id: message.id }).set(auth).expect((answer) => expect(answer.status).toBeLessThan(300));
    await t.http().post('/api/privacy/erase').set(auth).send(person).expect(200);
    const shown = await log();
    // The erasure also empties the message's trash batch for good: named by its kind only.
    expect(shown.map((entry) => `${entry.kind} ${entry.action}`)).toEqual(['privacy erase', 'contact-message purge', 'contact-message delete', 'feedback update', 'contact-message update']);
    expect(shown[1]).toMatchObject({ itemLabel: null });
    shown.splice(1, 1);
    expect(shown[3]).toMatchObject({ itemId: String(message.id), itemLabel: null, changedFields: ['resolved'] });
    expect(shown[2]).toMatchObject({ itemId: String(review.id), itemLabel: null, changedFields: ['approved'] });
    // The deleted message waited in the trash: the erasure reaches it there too.
    expect(shown[0].counts).toMatchObject({ feedback: 1, trash: 1, total: 2 });
    const stored = JSON.stringify(await entries.find());
    for (const secret of [person.name, person.email, text, 'Skvelý workshop', '900 111 222']) expect(stored).not.toContain(secret);
  });

  it('logs page texts published with the fields that changed and the revision, a revision restored, and a mailing started with its recipients', async () => {
    const draft = JSON.parse(JSON.stringify(PAGE_TEXTS_SEED.contact)) as { subtitle: { sk: string } };
    draft.subtitle.sk = 'Máš otázku? Napíš nám.';
    await t.http().put('/api/page-texts/contact/draft').set(auth).send(draft).expect(200);
    await t.http().post('/api/page-texts/contact/publish').set(auth).expect(200);
    await t.http().post('/api/page-texts/contact/revisions/1/restore').set(auth).expect(200);
    await t.http().delete('/api/page-texts/contact/draft').set(auth).expect(200);
    const mailing = (await t.http().post('/api/newsletter/mailings').set(auth).send({ subjectSk: 'Novinky z projektu', bodySk: 'Text' }).expect(201)).body;
    await t.http().post(`/api/newsletter/mailings/${mailing.id}/send`).set(auth).expect(200);
    const [sent, created, discarded, restored, published, saved] = await log();
    expect(saved).toMatchObject({ kind: 'page-text', action: 'update', itemId: 'contact', itemLabel: 'contact' });
    expect(published).toMatchObject({ kind: 'page-text', action: 'publish', itemId: 'contact', changedFields: ['subtitle'], counts: { number: 2 } });
    expect(restored).toMatchObject({ kind: 'page-text', action: 'restore', itemId: 'contact', counts: { number: 1 } });
    expect(discarded).toMatchObject({ kind: 'page-text', action: 'discard', itemId: 'contact' });
    expect(created).toMatchObject({ kind: 'mailing', action: 'create', itemLabel: 'Novinky z projektu', changedFields: ['subjectSk', 'bodySk'] });
    expect(sent).toMatchObject({ kind: 'mailing', action: 'send', itemId: String(mailing.id), itemLabel: 'Novinky z projektu', counts: { recipients: 0 }, actor: TEST_ADMIN.username });
  });

  it('lists a page at a time, filtered by kind, action and a range of instants, for the administrator only', async () => {
    const clock = t.app.get(Clock);
    const spy = jest.spyOn(clock, 'now');
    try {
      for (let day = 0; day < 5; day += 1) {
        spy.mockReturnValue(new Date(Date.UTC(2026, 10, 10 + day, 12)));
        await t.http().post('/api/login').send({ username: TEST_ADMIN.username, password: day % 2 ? 'wrong-password-123' : TEST_ADMIN.password });
      }
    } finally {
      spy.mockRestore();
    }
    const page = await documented(t.http().get('/api/activity').query({ pageSize: 2, page: 2 }).set(auth).expect(200), 'get', '/api/activity');
    expect(page.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.body.items.map((entry: Entry) => entry.at)).toEqual(['2026-11-12T12:00:00.000Z', '2026-11-11T12:00:00.000Z']);
    expect((await log({ action: 'login-failed' })).map((entry) => entry.at)).toEqual(['2026-11-13T12:00:00.000Z', '2026-11-11T12:00:00.000Z']);
    const range = await log({ from: '2026-11-11T00:00:00+01:00', to: '2026-11-13T00:00:00+01:00' });
    expect(range.map((entry) => entry.at)).toEqual(['2026-11-12T12:00:00.000Z', '2026-11-11T12:00:00.000Z']);
    expect(await log({ kind: 'album' })).toEqual([]);
    await t.http().get('/api/activity').query({ kind: 'nonsense' }).set(auth).expect(400);
    await t.http().get('/api/activity').query({ from: '2026-11-13T00:00:00Z', to: '2026-11-11T00:00:00Z' }).set(auth).expect(400);
    await t.http().get('/api/activity').expect(401);
  });

  it('erases an entry 365 days after it was written, by the retention runner, and says so on the privacy page', async () => {
    const clock = t.app.get(Clock);
    const written = new Date('2026-03-01T09:00:00Z');
    const spy = jest.spyOn(clock, 'now').mockReturnValue(written);
    try {
      await t.http().post('/api/login').send(TEST_ADMIN).expect(200);
      spy.mockReturnValue(new Date('2026-03-02T09:00:00Z'));
      await t.http().post('/api/login').send(TEST_ADMIN).expect(200);
      spy.mockReturnValue(new Date(written.getTime() + 365 * DAY - 1000));
      expect((await t.app.get(RetentionSweeper).sweep())?.activityEntries).toBe(0);
      spy.mockReturnValue(new Date(written.getTime() + 365 * DAY + 1000));
      expect((await t.app.get(RetentionSweeper).sweep())?.activityEntries).toBe(1);
      expect((await log()).map((entry) => entry.at)).toEqual(['2026-03-02T09:00:00.000Z']);
    } finally {
      spy.mockRestore();
    }
    const periods = await documented(t.http().get('/api/privacy/retention').expect(200), 'get', '/api/privacy/retention');
    expect(periods.body.activityDays).toBe(365);
  });
});

it('reads ACTIVITY_DAYS beside the other retention periods', () => {
  expect(loadConfig({ ACTIVITY_DAYS: '90' }).retention.activityDays).toBe(90);
  expect(loadConfig({}).retention.activityDays).toBe(365);
  expect(() => loadConfig({ ACTIVITY_DAYS: '0' })).toThrow(/ACTIVITY_DAYS/);
});
