// The newsletter's details a subscriber and the administrator meet, against a real SMTP server:
// signing up an address that is subscribed already is answered truthfully by mail (and lets the
// language be switched), the test mail comes in both languages, addresses in a mailing are links,
// and a broken unsubscribe link offers a way out instead of a subscribe form.
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { SubscriberEntity } from '../src/newsletter/subscriber.entity';
import { SubscribersService } from '../src/newsletter/subscribers.service';
import { confirmByPage, formAction } from './support/newsletter';
import { linkIn, rawHeader, recipient, startSmtp, type TestSmtp } from './support/smtp';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

const SITE = 'https://news.example.test';
const path = (url: string) => url.slice(SITE.length);

describe.each(TEST_DATABASES)('newsletter details (%s)', (dialect) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(dialect, {
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Projekt <news@example.test>', PUBLIC_URL: SITE, NEWSLETTER_RATE_PER_MINUTE: '60000', NEWSLETTER_POLL_SECONDS: '1', PUBLIC_FORM_BURST: '500' },
    });
    auth = { Authorization: `Bearer ${await t.token()}` };
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const subscribe = async (email: string, language: 'sk' | 'en') => {
    const answer = await t.http().post('/api/newsletter/subscribe').send({ email, language, consent: true, consentVersion: 1 }).expect(202);
    await t.app.get(SubscribersService).confirmationsIdle();
    return answer;
  };
  const subscribers = () => t.app.get<Repository<SubscriberEntity>>(getRepositoryToken(SubscriberEntity));

  it('tells a subscribed address by mail that it is subscribed already, promising no confirmation, and lets it switch the language', async () => {
    const fresh = await subscribe('ema@example.org', 'sk');
    await confirmByPage(t, path(linkIn(smtp.to('ema@example.org')[0], `${SITE}/api/newsletter/confirm?`)));
    // The 10-minute slot of the confirmation mail has passed.
    await subscribers().update({ email: 'ema@example.org' }, { confirmMailAt: new Date(Date.now() - 11 * 60_000) });

    const again = await subscribe('ema@example.org', 'en');
    expect(again.body).toEqual(fresh.body);
    expect(smtp.to('ema@example.org')).toHaveLength(2);
    const told = smtp.to('ema@example.org')[1];
    expect(told.subject).toBe('You already receive the news – Soft skills for the future');
    expect(told.text).toContain('This address already receives them, so there is nothing to confirm.');
    expect(told.text).not.toContain('/api/newsletter/confirm?');
    expect(rawHeader(told, 'List-Unsubscribe')).toMatch(/^<https:\/\/news\.example\.test\/api\/newsletter\/unsubscribe\?token=/);
    // The way to English: a page with one button (opening it changes nothing), then the button.
    const link = path(linkIn(told, `${SITE}/api/newsletter/language?`));
    const page = await t.http().get(link).expect(200);
    expect(page.text).toContain('Receive the news in English?');
    expect((await subscribers().findOneByOrFail({ email: 'ema@example.org' })).language).toBe('sk');
    const done = await t.http().post(formAction(page.text, SITE)).type('form').send('').expect(200);
    expect(done.text).toContain('Language changed');
    expect((await subscribers().findOneByOrFail({ email: 'ema@example.org' })).language).toBe('en');

    // Within ten minutes a second sign-up sends nothing more (the same slot as the confirmation mail).
    await subscribe('ema@example.org', 'en');
    expect(smtp.to('ema@example.org')).toHaveLength(2);
    // In the language it already gets, the mail offers no switch.
    await subscribers().update({ email: 'ema@example.org' }, { confirmMailAt: new Date(Date.now() - 11 * 60_000) });
    await subscribe('ema@example.org', 'en');
    expect(smtp.to('ema@example.org')[2].text).not.toContain('/api/newsletter/language?');
  });

  it('sends the test mail once in each language, or in the one asked for, with addresses in the body as links', async () => {
    const mailing = (
      await t.http().post('/api/newsletter/mailings').set(auth).send({
        subjectSk: 'Nové termíny',
        bodySk: 'Prihlás sa na skola@example.sk alebo na https://example.sk/rozvrh.\n\nDovidenia!',
        subjectEn: 'New dates',
        bodyEn: 'Sign up at skola@example.sk or https://example.sk/rozvrh.',
      })
    ).body;
    const mark = smtp.mails.length;
    await t.http().post(`/api/newsletter/mailings/${mailing.id}/test`).set(auth).send({ to: 'ucitelka@example.sk' }).expect(204);
    await smtp.waitFor(mark + 2);
    const both = smtp.mails.slice(mark);
    expect(both.map((mail) => [recipient(mail), mail.subject])).toEqual([
      ['ucitelka@example.sk', '[TEST SK] Nové termíny'],
      ['ucitelka@example.sk', '[TEST EN] New dates'],
    ]);
    for (const mail of both) {
      expect(mail.html).toContain('<a href="mailto:skola@example.sk" style="color:#0b5cad">skola@example.sk</a>');
      // The sentence's full stop stays outside the link.
      expect(mail.html).toContain('<a href="https://example.sk/rozvrh" style="color:#0b5cad">https://example.sk/rozvrh</a>.');
    }
    await t.http().post(`/api/newsletter/mailings/${mailing.id}/test`).set(auth).send({ to: 'ucitelka@example.sk', language: 'en' }).expect(204);
    await smtp.waitFor(mark + 3);
    expect(smtp.mails.slice(mark + 2).map((mail) => mail.subject)).toEqual(['[TEST EN] New dates']);
  });

  it('answers a forged or used unsubscribe link with a way out (our address, the contact form), not a subscribe form', async () => {
    for (const link of ['/api/newsletter/unsubscribe?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&lang=sk', '/api/newsletter/unsubscribe?token=nonsense&lang=sk']) {
      for (const answer of [await t.http().get(link).expect(404), await t.http().post(link).type('form').send('').expect(404)]) {
        expect(answer.text).toContain('Tento odhlasovací odkaz nefunguje');
        expect(answer.text).toMatch(/<a href="mailto:[^"]+@[^"]+">Napísať e-mail: /);
        expect(answer.text).toContain(`<a href="${SITE}/kontakt">Napísať cez kontaktný formulár</a>`);
        expect(answer.text).not.toContain('#newsletter');
        expect(answer.text).not.toContain('Požiadať o odber znova');
      }
    }
    const english = await t.http().get('/api/newsletter/unsubscribe?token=x&lang=en').expect(404);
    expect(english.text).toContain('This unsubscribe link does not work');
    expect(english.text).toContain(`${SITE}/kontakt?lang=en`);
  });
});
