// Without SMTP_URL every mail is saved as an .eml file under DATA_DIR/mail, and those
// files hold addresses. Erasing an address (the admin's erase, unsubscribing, the personal-data
// erasure in personal-data.spec) deletes the saved mails to it, and the hourly sweep deletes saved
// mails older than the 7 days unconfirmed addresses are kept.
import { simpleParser } from 'mailparser';
import { readdirSync, readFileSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { SubscribersService } from '../src/newsletter/subscribers.service';
import { linkIn, rawHeader, recipient } from './support/smtp';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';
import { confirmByPage } from './support/newsletter';

const SITE = 'https://saved.example.test';
const DAY = 86_400_000;

describe.each(TEST_DATABASES)('saved .eml mails follow their address (%s)', (dialect) => {
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await startTestApp(dialect, { env: { PUBLIC_URL: SITE, NEWSLETTER_RATE_PER_MINUTE: '60000', NEWSLETTER_POLL_SECONDS: '1' } });
    auth = { Authorization: `Bearer ${await t.token()}` };
  });
  afterAll(() => t?.close());

  const files = () => readdirSync(t.config.mail.dir).filter((name) => name.endsWith('.eml')).sort();
  const saved = async () => Promise.all(files().map(async (name) => ({ name, mail: await simpleParser(readFileSync(join(t.config.mail.dir, name))) })));
  const savedTo = async (email: string) => (await saved()).filter(({ mail }) => recipient(mail) === email);
  const subscribeAndConfirm = async (email: string) => {
    await t.http().post('/api/newsletter/subscribe').send({ email, language: 'sk', consent: true }).expect(202);
    // The confirmation leaves through the outbox after the answer.
    await t.app.get(SubscribersService).confirmationsIdle();
    const [confirmation] = await savedTo(email);
    await confirmByPage(t, linkIn(confirmation.mail, `${SITE}/api/newsletter/confirm?`).slice(SITE.length));
  };

  it('erases the saved mails of an address the admin erases, and of one that unsubscribes', async () => {
    for (const email of ['ada@example.org', 'bob@example.org', 'cyril@example.org']) await subscribeAndConfirm(email);
    const mailing = (await t.http().post('/api/newsletter/mailings').set(auth).send({ subjectSk: 'Novinky', bodySk: 'Text' }).expect(201)).body;
    await t.http().post(`/api/newsletter/mailings/${mailing.id}/send`).set(auth).expect(200);
    for (let waited = 0; files().length < 6 && waited < 30_000; waited += 50) await new Promise((done) => setTimeout(done, 50));
    expect(await savedTo('ada@example.org')).toHaveLength(2); // confirmation + mailing

    const ada = (await t.http().get('/api/newsletter/subscribers?search=ada').set(auth).expect(200)).body.items[0];
    await t.http().delete(`/api/newsletter/subscribers/${ada.id}`).set(auth).expect(204);
    expect(await savedTo('ada@example.org')).toEqual([]);

    const [bobMailing] = (await savedTo('bob@example.org')).filter(({ mail }) => mail.subject === 'Novinky');
    await t.http().post(rawHeader(bobMailing.mail, 'List-Unsubscribe').slice(1, -1).slice(SITE.length)).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(await savedTo('bob@example.org')).toEqual([]);
    expect(await savedTo('cyril@example.org')).toHaveLength(2);
  });

  it('sweeps saved mails older than 7 days with the hourly sweep and keeps newer ones', async () => {
    const [older, newer] = (await savedTo('cyril@example.org')).map(({ name }) => join(t.config.mail.dir, name));
    const eightDaysAgo = new Date(Date.now() - 8 * DAY);
    utimesSync(older, eightDaysAgo, eightDaysAgo);
    const sixDaysAgo = new Date(Date.now() - 6 * DAY);
    utimesSync(newer, sixDaysAgo, sixDaysAgo);
    await t.app.get(SubscribersService).sweep();
    expect(files().map((name) => join(t.config.mail.dir, name))).toEqual([newer]);
  });
});
