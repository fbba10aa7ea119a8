// A crash in the middle of a 200-recipient mailing. The real API runs in a child process
// and is killed with SIGKILL (no shutdown hook) twice: once while the SMTP server holds one
// message's DATA unanswered, so the kill provably lands mid hand-over, and once at a random later
// message and SMTP step. After the last start every confirmed subscriber has exactly one accepted
// copy, the interrupted one carries the same Message-ID as its resent copy, and the admin's progress
// shows 200 sent.
import { randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { SubscriberEntity } from '../src/newsletter/subscriber.entity';
import { type ApiProcess, startApiProcess } from './support/api-process';
import { type HoldPhase, recipient, startSmtp } from './support/smtp';
import { TEST_ADMIN, TEST_DATABASES, startTestApp } from './support/test-app';

const RECIPIENTS = 200;

async function json<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  if (!answer.ok) throw new Error(`${answer.url}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

async function adminToken(api: ApiProcess): Promise<string> {
  const body = await json<{ token: string }>(fetch(`${api.url}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) }));
  return body.token;
}

describe.each(TEST_DATABASES)('newsletter after a SIGKILL mid-mailing (%s)', (dialect) => {
  it('mails every confirmed subscriber exactly once across two kills and restarts', async () => {
    const smtp = await startSmtp();
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Projekt <news@example.test>',
      PUBLIC_URL: 'https://news.example.test',
      NEWSLETTER_RATE_PER_MINUTE: '60000',
      NEWSLETTER_POLL_SECONDS: '1',
    };
    // Migrate the database and put 200 confirmed subscribers in it, in process; then the child takes over.
    const seed = await startTestApp(dialect, { env });
    const dataDir = seed.dataDir;
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    const subscribers = seed.app.get<Repository<SubscriberEntity>>(getRepositoryToken(SubscriberEntity));
    await subscribers.save(
      Array.from({ length: RECIPIENTS }, (_, index) =>
        subscribers.create({ email: `s${index}@example.org`, emailKey: `key-${index}`, state: 'confirmed', language: index % 2 ? 'en' : 'sk', requestedAt: now, tokenHash: null, tokenExpiresAt: null, confirmMailAt: null, unsubscribeSalt: `salt${index}`, confirmedAt: now, unsubscribedAt: null, consentAt: now, consentLanguage: 'sk', consentVersion: 1, consentIp: null, requestedConsentVersion: 1 }),
      ),
      { chunk: 50 },
    );
    await seed.close({ keepData: true });

    let api: ApiProcess | null = null;
    try {
      api = await startApiProcess(dialect, dataDir, env);
      const token = await adminToken(api);
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const mailing = await json<{ id: number }>(fetch(`${api.url}/api/newsletter/mailings`, { method: 'POST', headers, body: JSON.stringify({ subjectSk: 'Veľa', bodySk: 'Text', subjectEn: 'Many', bodyEn: 'Text' }) }));

      // Kill 1: the server holds the DATA of message k1 + 1 unanswered.
      const k1 = randomInt(20, 60);
      const heldFirst = smtp.holdAfter(k1, 'data');
      await json(fetch(`${api.url}/api/newsletter/mailings/${mailing.id}/send`, { method: 'POST', headers }));
      const interrupted = await heldFirst;
      await api.kill();
      expect(smtp.mails).toHaveLength(k1);
      if (!interrupted) throw new Error('The held DATA carried no message');
      const interruptedTo = recipient(interrupted);
      expect(smtp.to(interruptedTo)).toHaveLength(0);

      // Kill 2: a random later message, at a random step of its hand-over.
      const k2 = randomInt(k1 + 20, 170);
      const phase: HoldPhase = (['mail', 'rcpt', 'data'] as const)[randomInt(3)];
      const heldSecond = smtp.holdAfter(k2, phase);
      api = await startApiProcess(dialect, dataDir, env);
      await heldSecond;
      await api.kill();
      expect(smtp.mails).toHaveLength(k2);

      api = await startApiProcess(dialect, dataDir, env);
      await smtp.waitFor(RECIPIENTS, 120_000);
      const adminHeaders = { Authorization: `Bearer ${await adminToken(api)}` };
      const deadline = Date.now() + 60_000;
      let view = await json<{ state: string; progress: Record<string, number> }>(fetch(`${api.url}/api/newsletter/mailings/${mailing.id}`, { headers: adminHeaders }));
      while (view.state !== 'sent' && Date.now() < deadline) {
        await new Promise((done) => setTimeout(done, 200));
        view = await json(fetch(`${api.url}/api/newsletter/mailings/${mailing.id}`, { headers: adminHeaders }));
      }
      expect(view.state).toBe('sent');
      expect(view.progress).toMatchObject({ total: RECIPIENTS, sent: RECIPIENTS, failed: 0, left: 0 });

      const copies = new Map<string, number>();
      for (const mail of smtp.mails) copies.set(recipient(mail), (copies.get(recipient(mail)) ?? 0) + 1);
      expect(copies.size).toBe(RECIPIENTS);
      expect([...copies.entries()].filter(([, count]) => count !== 1)).toEqual([]);
      // The resent copy is the same message: same Message-ID as the one cut off.
      expect(smtp.to(interruptedTo)[0]?.messageId).toBe(interrupted.messageId);
      expect(new Set(smtp.mails.map((mail) => mail.messageId)).size).toBe(RECIPIENTS);
    } catch (error) {
      if (api) (error as Error).message += `\n--- API output ---\n${api.output().slice(-4000)}`;
      throw error;
    } finally {
      await api?.kill();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 400_000);
});
