// The newsletter against a real SMTP server on loopback: double opt-in in the visitor's
// language, the result pages, one-click unsubscribe, mailings through the outbox, and a restart in
// the middle of a 200-recipient mailing.
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DeliveryEntity } from '../src/newsletter/delivery.entity';
import { NewsletterSender } from '../src/newsletter/newsletter-sender.service';
import { NewsletterKeyEntity } from '../src/newsletter/newsletter-key.entity';
import { NewsletterKeys } from '../src/newsletter/newsletter-keys';
import { SubscribeRequestEntity } from '../src/newsletter/subscribe-request.entity';
import { SubscriberEntity } from '../src/newsletter/subscriber.entity';
import { SubscribersService } from '../src/newsletter/subscribers.service';
import { linkIn, rawHeader, recipient, startSmtp, type TestSmtp } from './support/smtp';
import { documented } from './support/documented-answer';
import { TEST_DATABASES, TEST_JWT_SECRET, type TestApp, startTestApp } from './support/test-app';
import { confirmByPage, formAction, seedConfirmedSubscribers } from './support/newsletter';

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

  const confirmLink = (email: string) => {
    const mail = smtp.to(email).at(-1);
    if (!mail) throw new Error(`no mail to ${email}`);
    return path(linkIn(mail, `${SITE}/api/newsletter/confirm?`));
  };
  const confirmVia = (email: string, status = 200) => confirmByPage(t, confirmLink(email), status);

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
    await confirmVia('eva@example.org');
    const confirmed = await subscribe(t, 'eva@example.org', 'sk').expect(202);
    expect(pending.body).toEqual(fresh.body);
    expect(confirmed.body).toEqual(fresh.body);
    // Everything the outbox had due is handed over: a second mail would be here now.
    await t.app.get(SubscribersService).confirmationsIdle();
    expect(smtp.to('eva@example.org')).toHaveLength(1);
  });

  it('shows the confirmation link as a page with one button and confirms only on its POST (link scanners open links)', async () => {
    const subscribers = t.app.get<Repository<SubscriberEntity>>(getRepositoryToken(SubscriberEntity));
    const link = confirmLink('jana@example.org');
    for (let visit = 0; visit < 3; visit += 1) {
      const page = await documented(t.http().get(link).expect(200), 'get', '/api/newsletter/confirm');
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.text).toContain('Potvrdiť odber noviniek?');
      expect(page.text).toContain(`<form method="post" action="${SITE}/api/newsletter/confirm?token=`);
      expect(page.text).toContain('<button type="submit">Potvrdiť odber</button>');
      expect(page.text).not.toMatch(/<script/i);
    }
    expect((await subscribers.findOneByOrFail({ email: 'jana@example.org' })).state).toBe('pending');
    // A HEAD (some scanners) changes nothing either.
    await t.http().head(link).expect(200);
    expect((await subscribers.findOneByOrFail({ email: 'jana@example.org' })).state).toBe('pending');
  });

  it('confirms once, then says "already"; a forged or expired link gets the page to ask again', async () => {
    const page = await t.http().get(confirmLink('jana@example.org')).expect(200);
    const action = formAction(page.text, SITE);
    const first = await documented(t.http().post(action).type('form').send('').expect(200), 'post', '/api/newsletter/confirm');
    expect(first.headers['content-type']).toMatch(/text\/html/);
    expect(first.text).toContain('<html lang="sk"');
    expect(first.text).toContain('Odber je potvrdený');
    const again = await t.http().post(action).type('form').send('').expect(200);
    expect(again.text).toContain('Odber už je potvrdený');
    expect((await t.http().get(confirmLink('jana@example.org')).expect(200)).text).toContain('Odber už je potvrdený');
    const forged = await t.http().get('/api/newsletter/confirm?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&lang=en').expect(404);
    expect(forged.text).toContain('This link is not valid');
    expect((await t.http().post('/api/newsletter/confirm?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&lang=en').type('form').send('').expect(404)).text).toContain('This link is not valid');
    expect(forged.text).toContain(`${SITE}/kontakt?lang=en#newsletter`);

    const before = smtp.mails.length;
    await subscribe(t, 'late@example.org', 'en').expect(202);
    await smtp.waitFor(before + 1);
    const subscribers = t.app.get<Repository<SubscriberEntity>>(getRepositoryToken(SubscriberEntity));
    await subscribers.update({ email: 'late@example.org' }, { tokenExpiresAt: new Date(Date.now() - 60_000) });
    const expired = await t.http().get(confirmLink('late@example.org')).expect(404);
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
    await confirmVia('john@example.org');
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
    await t.app.get(NewsletterSender).idle();
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

  it('answers "check your inbox" while the relay refuses the confirmation mail, and sends it when the relay takes it again', async () => {
    const service = t.app.get(SubscribersService);
    await service.confirmationsIdle();
    const before = smtp.mails.length;
    smtp.failNext(451);
    const answer = await t.http().post('/api/newsletter/subscribe').type('form').send('email=relay%40example.org&language=sk&consent=on&website=').expect(200);
    expect(answer.text).toContain('Skontroluj si e-mail');
    await service.confirmationsIdle();
    expect(smtp.to('relay@example.org')).toHaveLength(0);
    // The retry is due in a minute; the test brings it forward.
    const requests = t.app.get<Repository<SubscribeRequestEntity>>(getRepositoryToken(SubscribeRequestEntity));
    expect(await requests.findBy({ email: 'relay@example.org' })).toEqual([expect.objectContaining({ attempts: 1 })]);
    await requests.update({ email: 'relay@example.org' }, { nextAttemptAt: new Date(Date.now() - 1000) });
    service.wakeConfirmations();
    await smtp.waitFor(before + 1);
    expect(smtp.to('relay@example.org')).toHaveLength(1);
    await service.confirmationsIdle();
    expect(await requests.countBy({ email: 'relay@example.org' })).toBe(0);
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
      await seedConfirmedSubscribers(t, 200, 's');
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
      // The sender's pass is over: a copy sent twice would have arrived by now.
      await t.app.get(NewsletterSender).idle();
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
        await t.app.get(SubscribersService).confirmationsIdle();
        await confirmByPage(t, path(linkIn(smtp.to(email).at(-1)!, `${SITE}/api/newsletter/confirm?`)));
      }
      const auth = { Authorization: `Bearer ${await t.token()}` };
      const mailing = (await t.http().post('/api/newsletter/mailings').set(auth).send({ subjectSk: 'Pred zmenou', bodySk: 'Text' }).expect(201)).body;
      const mark = smtp.mails.length;
      await t.http().post(`/api/newsletter/mailings/${mailing.id}/send`).set(auth).expect(200);
      await smtp.waitFor(mark + 2);
      const adaLink = path(rawHeader(smtp.to('ada@example.org').at(-1)!, 'List-Unsubscribe').slice(1, -1));
      // A mail sent before the database key existed carried a link signed with JWT_SECRET.
      const bob = (await t.app.get<Repository<SubscriberEntity>>(getRepositoryToken(SubscriberEntity)).findOneBy({ email: 'bob@example.org' }))!;
      const bobOldLink = `/api/newsletter/unsubscribe?token=${new NewsletterKeys({ addressSecret: 'unused', unsubscribeKey: TEST_JWT_SECRET, legacyLinkSecret: 'unused', legacyAddressSecret: null }).unsubscribeToken(bob.id, bob.unsubscribeSalt)}&lang=sk`;
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
