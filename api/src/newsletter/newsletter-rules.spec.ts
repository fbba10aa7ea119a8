import { mailingTextFor } from 'shared-ui/domain';
import { classifySendError } from './mail-transport';
import { csvField } from './newsletter-admin.controller';
import { NewsletterKeys } from './newsletter-keys';
import { readSubscription } from './newsletter-subscribe';

describe('newsletter rules', () => {
  it('defuses spreadsheet formulas and quotes CSV fields', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+421 900')).toBe("'+421 900");
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField(null)).toBe('');
    expect(csvField(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
  });

  it('retries 4xx and connection failures, gives up on 5xx', () => {
    expect(classifySendError({ responseCode: 451, response: '451 try later' }).temporary).toBe(true);
    expect(classifySendError({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }).temporary).toBe(true);
    expect(classifySendError({ responseCode: 550, response: '550 no such user' }).temporary).toBe(false);
  });

  it('gives English readers Slovak when the English text is empty', () => {
    const mailing = { subjectSk: 'Ahoj', bodySk: 'Text', subjectEn: '  ', bodyEn: 'Body' };
    expect(mailingTextFor(mailing, 'en')).toEqual({ subject: 'Ahoj', body: 'Text' });
    expect(mailingTextFor({ ...mailing, subjectEn: 'Hi' }, 'en')).toEqual({ subject: 'Hi', body: 'Body' });
  });

  it('accepts only unsubscribe tokens signed for that subscriber, with the database key or (older links) the secret', () => {
    const secret = 'secret-0123456789-0123456789-0123456789';
    const keys = new NewsletterKeys(secret, 'database-key');
    const token = keys.unsubscribeToken(7, 'salt');
    const parsed = NewsletterKeys.parseUnsubscribeToken(token);
    expect(parsed && keys.signatureMatches(parsed.id, 'salt', parsed.signature)).toBe(true);
    expect(parsed && keys.signatureMatches(parsed.id, 'other-salt', parsed.signature)).toBe(false);
    // A new JWT secret leaves the link working; another database key does not.
    expect(new NewsletterKeys('another-secret-0123456789-0123456789', 'database-key').signatureMatches(7, 'salt', parsed?.signature ?? '')).toBe(true);
    expect(new NewsletterKeys(secret, 'another-key').signatureMatches(7, 'salt', parsed?.signature ?? '')).toBe(false);
    // A link signed with the secret before the database key existed works while the secret stays.
    const older = NewsletterKeys.parseUnsubscribeToken(new NewsletterKeys('unused', secret).unsubscribeToken(7, 'salt'));
    expect(keys.signatureMatches(7, 'salt', older?.signature ?? '')).toBe(true);
    expect(NewsletterKeys.parseUnsubscribeToken('7.short')).toBeNull();
  });

  it('traps only a filled honeypot: a JSON client that sends at once is subscribed (issue 23)', () => {
    expect(readSubscription({ email: 'a@example.org', consent: true, website: 'x' }).kind).toBe('trapped');
    expect(readSubscription({ email: 'a@example.org', consent: true })).toMatchObject({ kind: 'valid', language: 'sk' });
    expect(readSubscription({ email: 'a@example.org', consent: 'on', language: 'en' })).toMatchObject({ kind: 'valid', language: 'en' });
    expect(readSubscription({ email: 'a@example.org', language: 'en' }).kind).toBe('invalid');
  });
});
