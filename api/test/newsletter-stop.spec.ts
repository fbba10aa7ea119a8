// Stopping a mailing while it is being sent, against a real SMTP server on loopback: what the
// server accepted stays sent, nothing leaves after the stop (not even the copy that was being
// handed over when it came), the rest is marked stopped, and the activity log says so.
import { NewsletterSender } from '../src/newsletter/newsletter-sender.service';
import { seedConfirmedSubscribers } from './support/newsletter';
import { recipient, startSmtp, type TestSmtp } from './support/smtp';
import { documented } from './support/documented-answer';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

const RECIPIENTS = 40;

describe.each(TEST_DATABASES)('stopping a mailing (%s)', (dialect) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(dialect, {
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Projekt <news@example.test>', PUBLIC_URL: 'https://news.example.test', NEWSLETTER_RATE_PER_MINUTE: '60000', NEWSLETTER_POLL_SECONDS: '1' },
    });
    auth = { Authorization: `Bearer ${await t.token()}` };
    await seedConfirmedSubscribers(t, RECIPIENTS, 'stop');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('keeps what was sent, sends nothing more, marks the rest stopped and logs the stop', async () => {
    const mailing = (await t.http().post('/api/newsletter/mailings').set(auth).send({ subjectSk: 'Omylom', bodySk: 'Toto nemalo odísť všetkým.', subjectEn: null, bodyEn: null }).expect(201)).body;
    // Each hand-over takes a while, so the stop comes while one is in progress.
    smtp.delayMs = 150;
    await t.http().post(`/api/newsletter/mailings/${mailing.id}/send`).set(auth).expect(200);
    await smtp.waitFor(5);

    const stopped = (await documented(t.http().post(`/api/newsletter/mailings/${mailing.id}/stop`).set(auth).expect(200), 'post', '/api/newsletter/mailings/{id}/stop')).body;
    expect(stopped.state).toBe('stopped');
    expect(stopped.finishedAt).not.toBeNull();
    const { sent, failed, skipped, left, total } = stopped.progress;
    expect(total).toBe(RECIPIENTS);
    expect(left).toBe(0);
    expect(failed + skipped).toBe(0);
    expect(sent).toBeGreaterThanOrEqual(5);
    expect(sent).toBeLessThan(RECIPIENTS);
    expect(stopped.progress.stopped).toBe(RECIPIENTS - sent);

    // Nothing leaves afterwards, on the sender's next pass either (run now and waited for); what
    // arrived is what the counts say.
    const sender = t.app.get(NewsletterSender);
    await sender.idle();
    sender.wake();
    await sender.idle();
    expect(smtp.mails).toHaveLength(sent);
    const recipients = (await t.http().get(`/api/newsletter/mailings/${mailing.id}/recipients?page=1&pageSize=100`).set(auth).expect(200)).body.items as Array<{ email: string; state: string }>;
    const sentTo = recipients.filter((item) => item.state === 'sent').map((item) => item.email).sort();
    expect(sentTo).toEqual(smtp.mails.map(recipient).sort());
    expect(recipients.filter((item) => item.state === 'stopped')).toHaveLength(RECIPIENTS - sent);
    const again = (await t.http().get(`/api/newsletter/mailings/${mailing.id}`).set(auth).expect(200)).body;
    expect(again).toMatchObject({ state: 'stopped', progress: { sent, stopped: RECIPIENTS - sent, left: 0 } });

    // Only a mailing being sent can be stopped: a stopped one, a draft.
    await t.http().post(`/api/newsletter/mailings/${mailing.id}/stop`).set(auth).expect(409);
    const draft = (await t.http().post('/api/newsletter/mailings').set(auth).send({ subjectSk: 'Koncept', bodySk: 'Text', subjectEn: null, bodyEn: null }).expect(201)).body;
    await t.http().post(`/api/newsletter/mailings/${draft.id}/stop`).set(auth).expect(409);
    await t.http().post('/api/newsletter/mailings/999999/stop').set(auth).expect(404);
    await t.http().post(`/api/newsletter/mailings/${mailing.id}/stop`).expect(401);

    // One entry in the activity log, with what was sent of how many.
    const log = (await t.http().get('/api/activity?kind=mailing&action=stop').set(auth).expect(200)).body.items;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'stop', kind: 'mailing', itemId: String(mailing.id), itemLabel: 'Omylom', counts: { sent, recipients: RECIPIENTS } });

    // A stopped mailing can be deleted like a sent one.
    await t.http().delete(`/api/newsletter/mailings/${mailing.id}`).set(auth).expect(204);
  }, 60_000);
});
