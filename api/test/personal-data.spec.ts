// The administrator finds every record holding a person's e-mail, exports them as one JSON
// document and erases them in one action; each request is recorded without the personal data.
import { getDataSourceToken } from '@nestjs/typeorm';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { DataSource } from 'typeorm';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';
import { documented } from './support/documented-answer';
import { SubscribersService } from '../src/newsletter/subscribers.service';

const EMAIL = 'Jana.Nova@Example.sk';
const contact = (email: string, name: string) => ({ name, email, phone: '+421 900 111 222', subject: 'Iné', message: `Správa od ${name}, prosím o odpoveď.` });
const review = (email: string | undefined, name: string) => ({ name, email, workshop: 'Argumentácia', rating: 5, comment: `Skvelý workshop, ďakujem, ${name}!` });

describe.each(TEST_DATABASES)("a person's data in one place (%s)", (dialect) => {
  let t: TestApp;
  let auth: { Authorization: string };
  const post = (path: string, body: Record<string, unknown>) => t.http().post(`/api/privacy/${path}`).set(auth).send(body);

  /** Every row of every table whose text holds `needle` (case-insensitive), as `table: column`. */
  async function rowsMentioning(needle: string): Promise<string[]> {
    const dataSource = t.app.get<DataSource>(getDataSourceToken());
    const hits: string[] = [];
    for (const entity of dataSource.entityMetadatas) {
      const rows = await dataSource.query<Array<Record<string, unknown>>>(`SELECT * FROM ${dataSource.driver.escape(entity.tableName)}`);
      for (const row of rows) {
        for (const [column, value] of Object.entries(row)) {
          if (typeof value === 'string' && value.toLowerCase().includes(needle.toLowerCase())) hits.push(`${entity.tableName}: ${column}`);
        }
      }
    }
    return hits;
  }

  beforeAll(async () => {
    t = await startTestApp(dialect);
    auth = { Authorization: `Bearer ${await t.token()}` };
    await t.http().post('/api/contact').send(contact(EMAIL, 'Jana Nová')).expect(201);
    await t.http().post('/api/contact').send(contact('peter@example.sk', 'Peter')).expect(201);
    const approved = await t.http().post('/api/feedback').send(review(EMAIL.toLowerCase(), 'Jana Nová')).expect(201);
    await t.http().put(`/api/feedback/${approved.body.id}`).set(auth).send({ approved: true }).expect(200);
    // Her older review whose e-mail was already dropped: found by her name only when it is given.
    await t.http().post('/api/feedback').send(review(undefined, 'jana nová')).expect(201);
    await t.http().post('/api/feedback').send(review('peter@example.sk', 'Peter')).expect(201);
    // Her newsletter subscription, still waiting for her confirmation.
    await t.http().post('/api/newsletter/subscribe').send({ email: EMAIL, language: 'sk', consent: true }).expect(202);
    await t.app.get(SubscribersService).confirmationsIdle();
  });
  afterAll(() => t.close());

  it('is for the administrator only and needs a valid e-mail', async () => {
    await t.http().post('/api/privacy/lookup').send({ email: EMAIL }).expect(401);
    const bad = await post('lookup', { email: 'nie-je-email' }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('email');
  });

  it('finds every record with the e-mail in any letter case, and with the name too when given', async () => {
    const byEmail = (await documented(post('lookup', { email: EMAIL.toUpperCase() }).expect(200), 'post', '/api/privacy/lookup')).body;
    expect(byEmail.total).toBe(4);
    expect(byEmail.sources.map((source: { key: string; records: unknown[] }) => [source.key, source.records.length]).sort()).toEqual([
      ['contactMessages', 1],
      ['feedback', 1],
      ['newsletterSavedMails', 1],
      ['newsletterSubscribers', 1],
      // Contact messages and feedback deleted into the trash (none here; test/trash.spec.ts has some).
      ['trash', 0],
    ]);
    // No SMTP_URL here: the confirmation mail was saved as an .eml file, which holds the address too.
    const saved = byEmail.sources.find((source: { key: string }) => source.key === 'newsletterSavedMails');
    expect(saved.records[0]).toMatchObject({ id: expect.stringMatching(/\.eml$/), email: EMAIL.toLowerCase() });
    const subscriptions = byEmail.sources.find((source: { key: string }) => source.key === 'newsletterSubscribers');
    expect(subscriptions.records[0]).toMatchObject({ email: EMAIL, state: 'pending', language: 'sk' });
    const messages = byEmail.sources.find((source: { key: string }) => source.key === 'contactMessages');
    expect(messages.records[0]).toMatchObject({ name: 'Jana Nová', email: EMAIL, phone: '+421 900 111 222' });

    const withName = (await post('lookup', { email: EMAIL, name: 'Jana Nová' }).expect(200)).body;
    expect(withName.total).toBe(5);
  });

  it('exports them as one JSON document and erases exactly them, leaving nothing with the address', async () => {
    const exported = (await documented(post('export', { email: EMAIL, name: 'Jana Nová' }).expect(200), 'post', '/api/privacy/export')).body;
    expect(exported.subject).toEqual({ email: EMAIL, name: 'Jana Nová' });
    expect(exported.sources.contactMessages).toHaveLength(1);
    expect(exported.sources.newsletterSubscribers).toHaveLength(1);
    expect(exported.sources.newsletterSavedMails).toEqual([expect.objectContaining({ headers: expect.stringMatching(/^To: jana\.nova@example\.sk$/im) })]);
    expect(exported.sources.feedback.map((item: { comment: string }) => item.comment)).toEqual(['Skvelý workshop, ďakujem, Jana Nová!', 'Skvelý workshop, ďakujem, jana nová!']);

    // Her approved review is public before the erasure and gone from the public list right after.
    expect((await t.http().get('/api/feedback').expect(200)).body.map((item: { name: string }) => item.name)).toEqual(['Jana Nová']);
    const erased = (await documented(post('erase', { email: EMAIL, name: 'Jana Nová' }).expect(200), 'post', '/api/privacy/erase')).body;
    expect(erased).toEqual({ erased: { contactMessages: 1, feedback: 2, newsletterSubscribers: 1, newsletterSavedMails: 1, trash: 0 }, total: 5 });
    expect(readdirSync(t.config.mail.dir)).toEqual([]);
    expect((await t.http().get('/api/feedback').expect(200)).body).toEqual([]);

    expect(await rowsMentioning('jana.nova@example.sk')).toEqual([]);
    expect(await rowsMentioning('Jana Nová')).toEqual([]);
    expect((await rowsMentioning('peter@example.sk')).sort()).toEqual(['contact_messages: email', 'feedback: email']);
    expect((await post('lookup', { email: EMAIL }).expect(200)).body.total).toBe(0);
    if (dialect === 'sqlite') {
      // Nor in the database file's free pages or its write-ahead log.
      const path = t.config.database.kind === 'sqlite' ? t.config.database.path : '';
      const bytes = Buffer.concat([path, `${path}-wal`].filter((file) => existsSync(file)).map((file) => readFileSync(file)));
      for (const trace of ['jana.nova@example.sk', 'Jana Nová', 'Správa od Jana']) expect(bytes.includes(Buffer.from(trace))).toBe(false);
      expect(bytes.includes(Buffer.from('Správa od Peter'))).toBe(true);
    }
  });

  it('records each export and erasure with its kind, time and count, and nothing about the person', async () => {
    const dataSource = t.app.get<DataSource>(getDataSourceToken());
    const rows = await dataSource.query<Array<Record<string, unknown>>>('SELECT * FROM privacy_requests ORDER BY id');
    expect(rows.map((row) => [row.kind, Number(row.records)])).toEqual([
      ['access', 5],
      ['erasure', 5],
    ]);
    expect(Object.keys(rows[0]).sort()).toEqual(['createdAt', 'id', 'kind', 'records']);
  });
});

describe('the request log of a visitor who sends both forms and of the erasure', () => {
  it('holds no e-mail, name or message text, and the client address only masked', async () => {
    const written: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const logged = await startTestApp('sqlite', { env: { LOG_LEVEL: 'debug', TRUST_PROXY: '1' } });
    try {
      const from = { 'X-Forwarded-For': '203.0.113.45' };
      await logged.http().post('/api/contact').set(from).send(contact(EMAIL, 'Jana Nová')).expect(201);
      await logged.http().post('/api/feedback').set(from).send(review(EMAIL, 'Jana Nová')).expect(201);
      const token = await logged.token();
      await logged.http().post('/api/privacy/erase').set({ Authorization: `Bearer ${token}` }).send({ email: EMAIL, name: 'Jana Nová' }).expect(200);
      const text = written.join('');
      expect(text).toMatch(/"path":"\/api\/contact","status":201,"durationMs":[\d.]+,"ip":"203\.0\.113\.0"/);
      expect(text).toMatch(/"path":"\/api\/privacy\/erase","status":200/);
      for (const secret of [EMAIL, EMAIL.toLowerCase(), 'Jana Nová', 'prosím o odpoveď', 'Skvelý workshop', '203.0.113.45']) expect(text).not.toContain(secret);
    } finally {
      await logged.close();
      spy.mockRestore();
    }
  });
});
