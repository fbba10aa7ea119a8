// Personal-data hashes are keyed with DATA_HASH_SECRET, not JWT_SECRET: rotating the login secret
// (what an operator does after a leak) leaves every subscription recognised, and a site whose hashes
// were keyed with JWT_SECRET is re-keyed by itself at its first start with DATA_HASH_SECRET.
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { NewsletterKeyEntity } from '../src/newsletter/newsletter-key.entity';
import { addressKey } from '../src/newsletter/newsletter-keys';
import { SubscriberEntity } from '../src/newsletter/subscriber.entity';
import { linkIn, rawHeader, recipient, startSmtp, type TestSmtp } from './support/smtp';
import { TEST_DATABASES, TEST_JWT_SECRET, type TestApp, startTestApp } from './support/test-app';
import { confirmByPage } from './support/newsletter';
import { SubscribersService } from '../src/newsletter/subscribers.service';

const SITE = 'https://hash.example.test';
const path = (url: string) => url.slice(SITE.length);
const DATA_HASH_SECRET = 'data-hash-secret-for-tests-0123456789-0123456789';
const ROTATED_JWT = 'rotated-login-secret-9876543210-9876543210-987';

const env = (smtp: TestSmtp, extra: Record<string, string> = {}) => ({
  SMTP_URL: smtp.url,
  PUBLIC_URL: SITE,
  PUBLIC_FORM_BURST: '500',
  DATA_HASH_SECRET,
  ...extra,
});

/** Subscribes and waits until the confirmation outbox has handled the request. */
const subscribe = async (t: TestApp, email: string) => {
  await t.http().post('/api/newsletter/subscribe').send({ email, language: 'sk', consent: true, consentVersion: 1 }).expect(202);
  await t.app.get(SubscribersService).confirmationsIdle();
};
const subscribers = (t: TestApp) => t.app.get<Repository<SubscriberEntity>>(getRepositoryToken(SubscriberEntity));
const keyRow = (t: TestApp) => t.app.get<Repository<NewsletterKeyEntity>>(getRepositoryToken(NewsletterKeyEntity));

async function subscribeAndConfirm(t: TestApp, smtp: TestSmtp, email: string): Promise<void> {
  const mark = smtp.mails.length;
  await subscribe(t, email);
  await smtp.waitFor(mark + 1);
  await confirmByPage(t, path(linkIn(smtp.to(email).at(-1)!, `${SITE}/api/newsletter/confirm?`)));
}

/** The one-click unsubscribe address the last mail to `email` carried. */
const unsubscribeLink = (smtp: TestSmtp, email: string) => path(rawHeader(smtp.to(email).at(-1)!, 'List-Unsubscribe').slice(1, -1));

/**
 * Subscribes `email` again and proves no mail went to it: a fresh address subscribed afterwards is
 * the barrier (its mail arrives after any mail the first request could have caused).
 */
async function expectRecognised(t: TestApp, smtp: TestSmtp, email: string, barrier: string): Promise<void> {
  const before = smtp.to(email).length;
  const mark = smtp.mails.length;
  await subscribe(t, email);
  await subscribe(t, barrier);
  await smtp.waitFor(mark + 1);
  expect(smtp.mails.slice(mark).map(recipient)).toEqual([barrier]);
  expect(smtp.to(email)).toHaveLength(before);
}

async function lookup(t: TestApp, email: string): Promise<number> {
  const found = (await t.http().post('/api/privacy/lookup').set({ Authorization: `Bearer ${await t.token()}` }).send({ email }).expect(200)).body as { sources: Array<{ key: string; records: unknown[] }> };
  return found.sources.find((source) => source.key === 'newsletterSubscribers')?.records.length ?? 0;
}

describe.each(TEST_DATABASES)('DATA_HASH_SECRET (%s)', (dialect) => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it('keeps every subscription working when JWT_SECRET is rotated: unsubscribe links, re-subscribe detection, the privacy search', async () => {
    let t = await startTestApp(dialect, { env: env(smtp) });
    try {
      await subscribeAndConfirm(t, smtp, 'ada@example.org');
      await subscribeAndConfirm(t, smtp, 'bob@example.org');
      await subscribeAndConfirm(t, smtp, 'dan@example.org');
      await t.http().post(unsubscribeLink(smtp, 'dan@example.org')).type('form').send('List-Unsubscribe=One-Click').expect(200);
      const adaLink = unsubscribeLink(smtp, 'ada@example.org');
      await t.close({ keepData: true });

      t = await startTestApp(dialect, { env: env(smtp, { JWT_SECRET: ROTATED_JWT }), dataDir: t.dataDir });
      await expectRecognised(t, smtp, 'bob@example.org', 'eve@example.org');
      expect(await lookup(t, 'bob@example.org')).toBe(1);
      // The address that left is recognised too: its record is taken up again, not doubled.
      expect(await lookup(t, 'dan@example.org')).toBe(1);
      await subscribe(t, 'dan@example.org');
      expect(await subscribers(t).countBy({})).toBe(4);
      expect((await subscribers(t).findOneByOrFail({ email: 'dan@example.org' })).state).toBe('pending');
      expect((await t.http().post(adaLink).type('form').send('List-Unsubscribe=One-Click').expect(200)).text).toContain('Si odhlásený/á');
      expect((await subscribers(t).findOneByOrFail({ emailKey: addressKey(DATA_HASH_SECRET, 'ada@example.org') })).state).toBe('unsubscribed');
    } finally {
      await t.close();
    }
  }, 90_000);

  it('re-keys the JWT_SECRET-keyed hashes of an existing site at its first start with DATA_HASH_SECRET', async () => {
    let t = await startTestApp(dialect, { env: env(smtp) });
    try {
      await subscribeAndConfirm(t, smtp, 'ivo@example.org');
      await subscribeAndConfirm(t, smtp, 'jan@example.org');
      await t.http().post(unsubscribeLink(smtp, 'jan@example.org')).type('form').send('List-Unsubscribe=One-Click').expect(200);
      // The site as it was before: every hash keyed with JWT_SECRET, no secret recorded.
      for (const email of ['ivo@example.org', 'jan@example.org']) {
        const row = (await subscribers(t).findOneBy({ emailKey: addressKey(DATA_HASH_SECRET, email) }))!;
        await subscribers(t).update({ id: row.id }, { emailKey: addressKey(TEST_JWT_SECRET, email) });
      }
      await keyRow(t).update({ id: 1 }, { addressKeyCheck: null, legacyAddressKeyCheck: null });
      await t.close({ keepData: true });

      t = await startTestApp(dialect, { env: env(smtp), dataDir: t.dataDir });
      // The row with its address is re-keyed at the start; the one that left, when its address is next seen.
      expect(await subscribers(t).countBy({ emailKey: addressKey(DATA_HASH_SECRET, 'ivo@example.org') })).toBe(1);
      expect(await subscribers(t).countBy({ emailKey: addressKey(TEST_JWT_SECRET, 'jan@example.org') })).toBe(1);
      expect(await lookup(t, 'jan@example.org')).toBe(1);
      await subscribe(t, 'jan@example.org');
      expect(await subscribers(t).countBy({ emailKey: addressKey(DATA_HASH_SECRET, 'jan@example.org') })).toBe(1);
      expect(await subscribers(t).countBy({})).toBe(2);
      await t.close({ keepData: true });

      // From now on the login secret can change without anyone being forgotten.
      t = await startTestApp(dialect, { env: env(smtp, { JWT_SECRET: ROTATED_JWT }), dataDir: t.dataDir });
      await expectRecognised(t, smtp, 'ivo@example.org', 'kim@example.org');
      expect(await lookup(t, 'jan@example.org')).toBe(1);
    } finally {
      await t.close();
    }
  }, 90_000);
});
