// Issue 28: the newsletter against a real SMTP server on loopback: double opt-in in the visitor's
// language, the result pages, one-click unsubscribe, mailings through the outbox, and a restart in
// the middle of a 200-recipient mailing.
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DeliveryEntity } from '../src/newsletter/delivery.entity';
import { NewsletterSender } from '../src/newsletter/newsletter-sender.service';
import { NewsletterKeyEntity } from '../src/newsletter/newsletter-key.entity';
import { NewsletterKeys } from '../src/newsletter/newsletter-keys';
import { SubscriberEntity } from '../src/newsletter/subscriber.entity';
import { linkIn, rawHeader, recipient, startSmtp, type TestSmtp } from './support/smtp';
import { documented } from './support/documented-answer';
import { TEST_DATABASES, TEST_JWT_SECRET, type TestApp, startTestApp } from './support/test-app';

const SITE = 'https://news.example.test';
const path = (url: string) => url.slice(SITE.length);

const env = (smtp: TestSmtp) => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Projekt <news@example.test>',
  PUBLIC_URL: SITE,
  NEWSLETTER_RATE_PER_MINUTE: '60000',
  NEWSLETTER_POLL_SECONDS: '1',
  PUBLIC_FORM_BURST: '500',
});

const subscribe = (t: TestApp, email: string, language: 'sk' | 'en') =>
  t.http().post('/api/newsletter/subscribe').send({ email, language, consent: true, consentVersion: 1 });

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((done) => setTimeout(done, 50));
  }
}

describe.each(TEST_DATABASES)('newsletter (%s)', (dialect) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(dialect, { env: env(smtp) });
    auth = { Authorization: `Bearer ${await t.token()}` };
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const confirmVia = (email: string) => {
    const mail = smtp.to(email).at(-1);
    if (!mail) throw new Error(`no mail to ${email}`);
    return t.http().get(path(linkIn(mail, `${SITE}/api/newsletter/confirm?`)));
  };

  it('sends the confirmation in the subscriber\'s language, with both parts and both unsubscribe headers', async () => {
    const before = smtp.mails.length;
    const sk = await documented(subscribe(t, 'jana@example.org', 'sk').expect(202), 'post', '/api/newsletter/subscribe');
    const en = await subscribe(t, 'john@example.org', 'en').expect(202);
    expect(sk.body).toEqual(en.body);
    await smtp.waitFor(before + 2);
    const [jana] = smtp.to('jana@example.org');
    const [john] = smtp.to('john@example.org');
    expect(jana.subject).toContain('Potvrď odber noviniek');
    expect(john.subject).toContain('Confirm your newsletter subscription');
    for (const mail of [jana, john]) {
      expect(mail.text).toContain(`${SITE}/api/newsletter/confirm?token=`);
      expect(mail.html).toContain('<img src="https://news.example.test/logo.jpg"');
      expect(mail.html).not.toMatch(/<img[^>]+(width="1"|height="1")/);
      expect(rawHeader(mail, 'List-Unsubscribe')).toMatch(/^<https:\/\/news\.example\.test\/api\/newsletter\/unsubscribe\?token=/);
      expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }
    expect(jana.html).toContain('lang="sk"');
    expect(john.html).toContain('lang="en"');
  });

  it('gives the same answer for new, pending and confirmed addresses, and one mail per 10 minutes', async () => {
    const before = smtp.mails.length;
    const fresh = await subscribe(t, 'eva@example.org', 'sk').expect(202);
    await smtp.waitFor(before + 1);
    const pending = await subscribe(t, 'eva@example.org', 'sk').expect(202);
    await subscribe(t, 'eva@example.org', 'en').expect(202);
    await (confirmVia('eva@example.org')).expect(200);
    const confirmed = await subscribe(t, 'eva@example.org', 'sk').expect(202);
    expect(pending.body).toEqual(fresh.body);
    expect(confirmed.body).toEqual(fresh.body);
    await new Promise((done) => setTimeout(done, 300));
    expect(smtp.to('eva@example.org')).toHaveLength(1);
  });

  it('confirms once, then says "already"; a forged or expired link gets the page to ask again', async () => {
    const first = await (confirmVia('jana@example.org')).expect(200);
    expect(first.headers['content-type']).toMatch(/text\/html/);
    expect(first.text).toContain('<html lang="sk"');
    expect(first.text).toContain('Odber je potvrdený');
    const again = await (confirmVia('jana@example.org')).expect(200);
    expect(again.text).toContain('Odber už je potvrdený');
    const forged = await t.http().get('/api/newsletter/confirm?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&lang=en').expect(404);
    expect(forged.text).toContain('This link is not valid');
    expect(forged.text).toContain(`${SITE}/kontakt?lang=en#newsletter`);

    const before = smtp.mails.length;
    await subscribe(t, 'late@example.org', 'en').expect(202);
    await smtp.waitFor(before + 1);
    const subscribers = t.app.get<Repository<SubscriberEntity>>(getRepositoryToken(SubscriberEntity));
    await subscribers.update({ email: 'late@example.org' }, { tokenExpiresAt: new Date(Date.now() - 60_000) });
    const expired = await (confirmVia('late@example.org')).expect(404);
    expect(expired.text).toContain('<html lang="en"');
    expect(expired.text).toContain('This link is not valid');
    expect((await subscribers.findOneByOrFail({ email: 'late@example.org' })).state).toBe('pending');
  });

  it('keeps the consent record (when, language, version) and no IP address by default', async () => {
    const subscribers = t.app.get<Repository<SubscriberEntity>>(getRepositoryToken(SubscriberEntity));
    const jana = await subscribers.findOneByOrFail({ email: 'jana@example.org' });
    expect(jana).toMatchObject({ state: 'confirmed', consentLanguage: 'sk', consentVersion: 1, consentIp: null });
    expect(jana.consentAt).toBeInstanceOf(Date);
    expect(jana.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends a mailing to confirmed subscribers only, each in their language; one click unsubscribes; the next mailing skips them', async () => {
    await (confirmVia('john@example.org')).expect(200);
    const mailing = (await documented(t.http().post('/api/newsletter/mailings').set(auth).send({ subjectSk: 'Nové termíny', bodySk: 'Ahoj,\n\nmáme nové termíny.', subjectEn: 'New dates', bodyEn: 'Hi,\n\nwe have new dates.' }).expect(201), 'post', '/api/newsletter/mailings')).body;
    const preview = (await documented(t.http().get(`/api/newsletter/mailings/${mailing.id}/preview?language=en`).set(auth).expect(200), 'get', '/api/newsletter/mailings/{id}/preview')).body;
    expect(preview.subject).toBe('New dates');
    const before = smtp.mails.length;
    const sent = (await documented(t.http().post(`/api/newsletter/mailings/${mailing.id}/send`).set(auth).expect(200), 'post', '/api/newsletter/mailings/{id}/send')).body;
    expect(sent.progress.total).toBe(3); // jana, john, eva; late@ is still pending
    await smtp.waitFor(before + 3);
    const got = smtp.mails.slice(before);
    expect(got.map(recipient).sort()).toEqual(['eva@example.org', 'jana@example.org', 'john@example.org']);
    const john = got.find((mail) => recipient(mail) === 'john@example.org');
    const jana = got.find((mail) => recipient(mail) === 'jana@example.org');
    expect(john?.subject).toBe('New dates');
    expect(jana?.subject).toBe('Nové termíny');
    expect(jana?.text).toContain('Odhlásiť sa z odberu');
    await waitUntil(async () => (await t.http().get(`/api/newsletter/mailings/${mailing.id}`).set(auth)).body.state === 'sent');
    const recipients = (await documented(t.http().get(`/api/newsletter/mailings/${mailing.id}/recipients?page=1&pageSize=25`).set(auth).expect(200), 'get', '/api/newsletter/mailings/{id}/recipients')).body;
    expect(recipients.items.map((item: { email: string; state: string }) => `${item.email} ${item.state}`).sort()).toEqual(['eva@example.org sent', 'jana@example.org sent', 'john@example.org sent']);

    // The footer's link shows a page with one button and changes nothing (mail scanners follow links).
    const oneClick = path(rawHeader(jana!, 'List-Unsubscribe').slice(1, -1));
    const page = await documented(t.http().get(oneClick).expect(200), 'get', '/api/newsletter/unsubscribe');
    expect(page.text).toContain('<form method="post"');
    expect((await documented(t.http().get('/api/newsletter/status').set(auth), 'get', '/api/newsletter/status')).body.counts).toMatchObject({ confirmed: 3 });
    // RFC 8058: the mail client POSTs List-Unsubscribe=One-Click.
    const left = await t.http().post(oneClick).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(left.text).toContain('Si odhlásený/á');
    await t.http().post(oneClick).type('form').send('List-Unsubscribe=One-Click').expect(200);
    const subscribers = t.app.get<Repository<SubscriberEntity>>(getRepositoryToken(SubscriberEntity));
    expect(await subscribers.findOneBy({ email: 'jana@example.org' })).toBeNull();

    const next = (await t.http().post('/api/newsletter/mailings').set(auth).send({ subjectSk: 'Fotky', bodySk: 'Fotky z workshopu.', subjectEn: null, bodyEn: null }).expect(201)).body;
    const mark = smtp.mails.length;
    await t.http().post(`/api/newsletter/mailings/${next.id}/send`).set(auth).expect(200);
    await smtp.waitFor(mark + 2);
    await new Promise((done) => setTimeout(done, 300));
    const nextMails = smtp.mails.slice(mark);
    expect(nextMails.map(recipient).sort()).toEqual(['eva@example.org', 'john@example.org']);
    // English is empty: the English reader gets the Slovak text.
    expect(nextMails.find((mail) => recipient(mail) === 'john@example.org')?.subject).toBe('Fotky');
  });

  it('answers a form POST without JavaScript with a page in the chosen language', async () => {
    const answer = await documented(t.http().post('/api/newsletter/subscribe').type('form').send('email=form%40example.org&language=en&consent=on&website=').expect(200), 'post', '/api/newsletter/subscribe');
    expect(answer.text).toContain('<html lang="en"');
    expect(answer.text).toContain('Check your inbox');
    const bad = await t.http().post('/api/newsletter/subscribe').type('form').send('email=nope&language=sk&consent=on').expect(400);
    expect(bad.text).toContain('Skontroluj zadané údaje');
    await t.http().post('/api/newsletter/subscribe').send({ email: 'x@example.org', language: 'sk' }).expect(400);
  });

  it('says in the visitor\'s language that the confirmation mail could not be sent when the relay refuses it, not that they tried too often', async () => {
    smtp.failNext(451);
    const answer = await t.http().post('/api/newsletter/subscribe').type('form').send('email=relay%40example.org&language=sk&consent=on&website=').expect(503);
    expect(answer.headers['retry-after']).toBe('60');
    expect(answer.text).toContain('E-mail sa nepodarilo odoslať');
    expect(answer.text).not.toContain('Príliš veľa pokusov');
  });

  it('retries a temporary SMTP failure and marks a permanent one failed', async () => {
    const subscribers = t.app.get<Repository<SubscriberEntity>>(getRepositoryToken(SubscriberEntity));
    const deliveries = t.app.get<Repository<DeliveryEntity>>(getRepositoryToken(DeliveryEntity));
    const mailing = (await t.http().post('/api/newsletter/mailings').set(auth).send({ subjectSk: 'Skúška', bodySk: 'Text', subjectEn: null, bodyEn: null }).expect(201)).body;
    smtp.failNext(451, 1);
    await t.http().post(`/api/newsletter/mailings/${mailing.id}/send`).set(auth).expect(200);
    await t.app.get(NewsletterSender).idle();
    await waitUntil(async () => (await deliveries.countBy({ mailingId: mailing.id, state: 'queued' })) + (await deliveries.countBy({ mailingId: mailing.id, state: 'sent' })) === 2);
    const retried = await deliveries.findOneByOrFail({ mailingId: mailing.id, state: 'queued' });
    expect(retried.attempts).toBe(1);
    expect(retried.lastError).toContain('Try again later');
    expect(retried.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await subscribers.countBy({ state: 'confirmed' })).toBe(2);

    const permanent = (await t.http().post('/api/newsletter/mailings').set(auth).send({ subjectSk: 'Druhá', bodySk: 'Text', subjectEn: null, bodyEn: null }).expect(201)).body;
    smtp.failNext(550, 1);
    await t.http().post(`/api/newsletter/mailings/${permanent.id}/send`).set(auth).expect(200);
    await waitUntil(async () => (await t.http().get(`/api/newsletter/mailings/${permanent.id}`).set(auth)).body.state === 'sent');
    const progress = (await t.http().get(`/api/newsletter/mailings/${permanent.id}`).set(auth)).body.progress;
    expect(progress).toMatchObject({ total: 2, sent: 1, failed: 1, left: 0 });
  });

  it('exports subscribers as CSV without token hashes, and erases one', async () => {
    const csv = await documented(t.http().get('/api/newsletter/subscribers/export').set(auth).expect(200), 'get', '/api/newsletter/subscribers/export');
    const rows = (await documented(t.http().get('/api/newsletter/subscribers/export?format=json').set(auth).expect(200), 'get', '/api/newsletter/subscribers/export')).body;
    expect(rows.map((row: { email: string | null }) => row.email)).toContain('eva@example.org');
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.text).toContain('eva@example.org');
    expect(csv.text).not.toMatch(/[0-9a-f]{64}/);
    const list = (await documented(t.http().get('/api/newsletter/subscribers?search=eva').set(auth).expect(200), 'get', '/api/newsletter/subscribers')).body;
    expect(list.items).toHaveLength(1);
    await t.http().delete(`/api/newsletter/subscribers/${list.items[0].id}`).set(auth).expect(204);
    expect((await t.http().get('/api/newsletter/subscribers?search=eva').set(auth).expect(200)).body.items).toHaveLength(0);
    await t.http().get('/api/newsletter/subscribers').expect(401);
  });
});

describe.each(TEST_DATABASES)('newsletter restart mid-queue (%s)', (dialect) => {
  it('resumes a 200-recipient mailing after a restart and mails everyone exactly once', async () => {
    const smtp = await startSmtp();
    let t = await startTestApp(dialect, { env: env(smtp) });
    try {
      const subscribers = t.app.get<Repository<SubscriberEntity>>(getRepositoryToken(SubscriberEntity));
      const now = new Date(Math.floor(Date.now() / 1000) * 1000);
      const rows = Array.from({ length: 200 }, (_, index) =>
        subscribers.create({ email: `s${index}@example.org`, emailKey: `key-${index}`, state: 'confirmed', language: index % 2 ? 'en' : 'sk', requestedAt: now, tokenHash: null, tokenExpiresAt: null, confirmMailAt: null, unsubscribeSalt: `salt${index}`, confirmedAt: now, unsubscribedAt: null, consentAt: now, consentLanguage: 'sk', consentVersion: 1, consentIp: null, requestedConsentVersion: 1 }),
      );
      await subscribers.save(rows, { chunk: 50 });
      const token = await t.token();
      const mailing = (await t.http().post('/api/newsletter/mailings').set({ Authorization: `Bearer ${token}` }).send({ subjectSk: 'Veľa', bodySk: 'Text', subjectEn: 'Many', bodyEn: 'Text' }).expect(201)).body;
      smtp.delayMs = 5;
      await t.http().post(`/api/newsletter/mailings/${mailing.id}/send`).set({ Authorization: `Bearer ${token}` }).expect(200);
      await smtp.waitFor(40);
      await t.close({ keepData: true });
      const atStop = smtp.mails.length;
      expect(atStop).toBeLessThan(200);

      t = await startTestApp(dialect, { env: env(smtp), dataDir: t.dataDir });
      await smtp.waitFor(200, 60_000);
      await new Promise((done) => setTimeout(done, 500));
      const counts = new Map<string, number>();
      for (const mail of smtp.mails) counts.set(recipient(mail), (counts.get(recipient(mail)) ?? 0) + 1);
      expect(counts.size).toBe(200);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      const progress = (await t.http().get(`/api/newsletter/mailings/${mailing.id}`).set({ Authorization: `Bearer ${await t.token()}` })).body.progress;
      expect(progress).toMatchObject({ total: 200, sent: 200, failed: 0, left: 0 });
    } finally {
      await t.close();
      await smtp.close();
    }
  }, 90_000);
});

describe.each(TEST_DATABASES)('unsubscribe links after JWT_SECRET is rotated (%s)', (dialect) => {
  it('keeps the link of a mail already sent working; a link signed with the old secret works until the rotation', async () => {
    const smtp = await startSmtp();
    let t = await startTestApp(dialect, { env: env(smtp) });
    try {
      const stored = await t.app.get<Repository<NewsletterKeyEntity>>(getRepositoryToken(NewsletterKeyEntity)).find();
      expect(stored.map((row) => row.unsubscribeKey)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
      for (const email of ['ada@example.org', 'bob@example.org']) {
        await subscribe(t, email, 'sk').expect(202);
        await t.http().get(path(linkIn(smtp.to(email).at(-1)!, `${SITE}/api/newsletter/confirm?`))).expect(200);
      }
      const auth = { Authorization: `Bearer ${await t.token()}` };
      const mailing = (await t.http().post('/api/newsletter/mailings').set(auth).send({ subjectSk: 'Pred zmenou', bodySk: 'Text' }).expect(201)).body;
      const mark = smtp.mails.length;
      await t.http().post(`/api/newsletter/mailings/${mailing.id}/send`).set(auth).expect(200);
      await smtp.waitFor(mark + 2);
      const adaLink = path(rawHeader(smtp.to('ada@example.org').at(-1)!, 'List-Unsubscribe').slice(1, -1));
      // A mail sent before the database key existed carried a link signed with JWT_SECRET.
      const bob = (await t.app.get<Repository<SubscriberEntity>>(getRepositoryToken(SubscriberEntity)).findOneBy({ email: 'bob@example.org' }))!;
      const bobOldLink = `/api/newsletter/unsubscribe?token=${new NewsletterKeys('unused', TEST_JWT_SECRET).unsubscribeToken(bob.id, bob.unsubscribeSalt)}&lang=sk`;
      await t.http().get(bobOldLink).expect(200);
      await t.close({ keepData: true });

      t = await startTestApp(dialect, { env: { ...env(smtp), JWT_SECRET: 'rotated-secret-9876543210-9876543210-98765' }, dataDir: t.dataDir });
      expect((await t.http().get(adaLink).expect(200)).text).toContain('<form method="post"');
      expect((await t.http().post(adaLink).type('form').send('List-Unsubscribe=One-Click').expect(200)).text).toContain('Si odhlásený/á');
      // The old-secret link ends with the rotation (README); every later mail brings a working one.
      await t.http().get(bobOldLink).expect(404);
      const auth2 = { Authorization: `Bearer ${await t.token()}` };
      const next = (await t.http().post('/api/newsletter/mailings').set(auth2).send({ subjectSk: 'Po zmene', bodySk: 'Text' }).expect(201)).body;
      const mark2 = smtp.mails.length;
      expect((await t.http().post(`/api/newsletter/mailings/${next.id}/send`).set(auth2).expect(200)).body.progress.total).toBe(1);
      await smtp.waitFor(mark2 + 1);
      const bobLink = path(rawHeader(smtp.to('bob@example.org').at(-1)!, 'List-Unsubscribe').slice(1, -1));
      await t.http().post(bobLink).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect((await t.http().get('/api/newsletter/status').set(auth2)).body.counts).toMatchObject({ confirmed: 0, unsubscribed: 2 });
    } finally {
      await t.close();
      await smtp.close();
    }
  }, 90_000);
});
