// The security probe's reproductions against the newsletter, with a real SMTP server on loopback:
// spellings of one mailbox counted as one address (quoted local parts refused), another site's page
// that posts the form in its visitors' browsers, IPv6 clients counted by their /64, and an answer
// that tells nothing (by status or time) about whether an address is subscribed.
import { SubscribersService } from '../src/newsletter/subscribers.service';
import { confirmByPage } from './support/newsletter';
import { linkIn, startSmtp, type TestSmtp } from './support/smtp';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

const SITE = 'https://news.example.test';

describe.each(TEST_DATABASES)('newsletter abuse (%s)', (dialect) => {
  let smtp: TestSmtp;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(dialect, {
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Projekt <news@example.test>', PUBLIC_URL: SITE, PUBLIC_FORM_BURST: '3', PUBLIC_FORM_REFILL_SECONDS: '600', TRUST_PROXY: 'true' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** Waits until the confirmation outbox has handed over everything due: nothing more can arrive after it. */
  const settle = () => t.app.get(SubscribersService).confirmationsIdle();
  const json = (email: string, client: string) =>
    t.http().post('/api/newsletter/subscribe').set('X-Forwarded-For', client).send({ email, language: 'sk', consent: true, consentVersion: 1 });
  const form = (email: string, client: string) =>
    t.http().post('/api/newsletter/subscribe').set('X-Forwarded-For', client).type('form').send(`email=${encodeURIComponent(email)}&language=sk&consent=on&website=`);

  it('counts every spelling of one mailbox as one address and refuses quoted local parts by name', async () => {
    const spellings = ['victim@example.org', 'VICTIM@example.org', ' Victim@Example.ORG ', 'victim@EXAMPLE.org'];
    const quoted = ['"victim"@example.org', '"v\\ictim"@example.org', '"vi\\ctim"@example.org', '"victim "@example.org'];
    const answers = [];
    for (let round = 0; round < 5; round += 1) {
      for (const [n, email] of [...spellings, ...quoted].entries()) answers.push({ email, answer: await json(email, `203.0.113.${100 + round * 10 + n}`) });
    }
    for (const { email, answer } of answers) {
      if (email.includes('"')) {
        expect(answer.status).toBe(400);
        expect(answer.body.message).toEqual([expect.stringContaining('without quotation marks')]);
      } else {
        expect(answer.status).toBe(202);
      }
    }
    await smtp.waitFor(1);
    await settle();
    expect(smtp.mails.filter((mail) => /victim@example\.org/i.test(JSON.stringify(mail.to)))).toHaveLength(1);
    // Without JavaScript the page says what to change.
    const page = await form('"v\\ictim"@example.org', '203.0.113.200').expect(400);
    expect(page.text).toContain('Napíš adresu bez úvodzoviek');
  });

  it("refuses a subscription posted from another site's page, counting and sending nothing", async () => {
    const before = smtp.mails.length;
    const crossSite = [
      form('target1@example.org', '198.51.100.1').set('Origin', 'https://evil.example'),
      form('target1@example.org', '198.51.100.1').set('Origin', 'null'),
      form('target1@example.org', '198.51.100.1').set('Sec-Fetch-Site', 'cross-site').set('Origin', 'https://evil.example'),
      form('target1@example.org', '198.51.100.1').set('Sec-Fetch-Site', 'same-site').set('Origin', 'https://other.news.example.test'),
      // A same-origin Origin header does not outweigh the browser's own verdict.
      form('target1@example.org', '198.51.100.1').set('Sec-Fetch-Site', 'cross-site').set('Origin', SITE),
    ];
    for (const answer of await Promise.all(crossSite)) {
      expect(answer.status).toBe(403);
      expect(answer.text).toContain('Prihlásenie neprišlo z našej stránky');
      expect(answer.text).toContain(`${SITE}/kontakt#newsletter`);
    }
    const fromScript = await json('target1@example.org', '198.51.100.1').set('Sec-Fetch-Site', 'cross-site').expect(403);
    expect(fromScript.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'The subscription form can only be sent from this site' });
    await settle();
    expect(smtp.mails.length).toBe(before);
    // The refused posts took nothing from the client's bucket; our own page's posts go through.
    await form('target1@example.org', '198.51.100.1').set('Sec-Fetch-Site', 'same-origin').set('Origin', SITE).expect(200);
    await form('target2@example.org', '198.51.100.1').set('Origin', SITE).expect(200);
    await json('target3@example.org', '198.51.100.1').set('Sec-Fetch-Site', 'same-origin').expect(202);
    await smtp.waitFor(before + 3);
  });

  it('counts IPv6 clients by their /64, so a new address from the same line gets no new turns', async () => {
    const line = ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:aaaa:bbbb:cccc:dddd'];
    for (const [n, client] of line.entries()) await json(`six${n}@example.org`, client).expect(202);
    const refused = await json('six9@example.org', '2001:0db8:0007:0001:ffff::9').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another /64 (another subscriber line) has turns of its own; an IPv4-mapped address is its IPv4 client.
    await json('six10@example.org', '2001:db8:7:2::1').expect(202);
    await json('six11@example.org', '::ffff:192.0.2.77').expect(202);
    await json('six12@example.org', '192.0.2.77').expect(202);
    await json('six13@example.org', '192.0.2.77').expect(202);
    await json('six14@example.org', '::ffff:192.0.2.77').expect(429);
  });

  it('answers new, pending and confirmed addresses alike, and before any hand-over, also while the relay fails', async () => {
    const service = t.app.get(SubscribersService);
    const timed = async (email: string, client: string) => {
      const started = performance.now();
      const answer = await json(email, client);
      return { status: answer.status, body: answer.body, ms: performance.now() - started };
    };
    // A confirmed address, through the real mail and page.
    await json('known@example.org', '192.0.2.1').expect(202);
    await service.confirmationsIdle();
    await confirmByPage(t, linkIn(smtp.to('known@example.org')[0], `${SITE}/api/newsletter/confirm?`).slice(SITE.length));
    await json('waiting@example.org', '192.0.2.2').expect(202);
    await service.confirmationsIdle();

    // A relay that takes 1.5 s per mail: an answer that waited for a hand-over would show it.
    smtp.delayMs = 1500;
    try {
      const answers = [
        await timed('brand-new@example.org', '192.0.2.3'),
        await timed('waiting@example.org', '192.0.2.4'),
        await timed('known@example.org', '192.0.2.5'),
      ];
      await service.confirmationsIdle();
      smtp.failNext(451, 1);
      answers.push(await timed('refused-by-relay@example.org', '192.0.2.6'));
      await service.confirmationsIdle();
      for (const answer of answers) {
        expect(answer.status).toBe(202);
        expect(answer.body).toEqual(answers[0].body);
        expect(answer.ms).toBeLessThan(1000);
      }
    } finally {
      smtp.delayMs = 0;
    }
    // The mails still follow (the refused one later, from the outbox): one for the new address only.
    expect(smtp.to('brand-new@example.org')).toHaveLength(1);
    expect(smtp.to('waiting@example.org')).toHaveLength(1);
    expect(smtp.to('refused-by-relay@example.org')).toHaveLength(0);
  });
});
