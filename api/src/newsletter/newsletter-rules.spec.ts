import { mailingTextFor } from '@softskills/domain';
import { classifySendError } from './mail-transport';
import { csvField } from '../common/csv';
import { addressKey, NewsletterKeys } from './newsletter-keys';
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
    const keysWith = (legacyLinkSecret: string, unsubscribeKey: string) =>
      new NewsletterKeys({ addressSecret: 'data-hash-secret-0123456789-0123456789', unsubscribeKey, legacyLinkSecret, legacyAddressSecret: null });
    const keys = keysWith(secret, 'database-key');
    const token = keys.unsubscribeToken(7, 'salt');
    const parsed = NewsletterKeys.parseUnsubscribeToken(token);
    expect(parsed && keys.signatureMatches(parsed.id, 'salt', parsed.signature)).toBe(true);
    expect(parsed && keys.signatureMatches(parsed.id, 'other-salt', parsed.signature)).toBe(false);
    // A new JWT secret leaves the link working; another database key does not.
    expect(keysWith('another-secret-0123456789-0123456789', 'database-key').signatureMatches(7, 'salt', parsed?.signature ?? '')).toBe(true);
    expect(keysWith(secret, 'another-key').signatureMatches(7, 'salt', parsed?.signature ?? '')).toBe(false);
    // A link signed with the secret before the database key existed works while the secret stays.
    const older = NewsletterKeys.parseUnsubscribeToken(keysWith('unused', secret).unsubscribeToken(7, 'salt'));
    expect(keys.signatureMatches(7, 'salt', older?.signature ?? '')).toBe(true);
    expect(NewsletterKeys.parseUnsubscribeToken('7.short')).toBeNull();
  });

  it('keys an address with DATA_HASH_SECRET alone; the JWT-keyed form is looked for only while rows still have it', () => {
    const addressSecret = 'data-hash-secret-0123456789-0123456789';
    const jwt = 'jwt-secret-0123456789-0123456789-0123';
    const now = new NewsletterKeys({ addressSecret, unsubscribeKey: 'k', legacyLinkSecret: jwt, legacyAddressSecret: null });
    const rotatedLogin = new NewsletterKeys({ addressSecret, unsubscribeKey: 'k', legacyLinkSecret: 'rotated-0123456789-0123456789-0123', legacyAddressSecret: null });
    expect(now.emailKey(' Ada@Example.org ')).toBe(rotatedLogin.emailKey('ada@example.org'));
    expect(now.emailKeys('ada@example.org')).toEqual([now.emailKey('ada@example.org')]);
    const upgrading = new NewsletterKeys({ addressSecret, unsubscribeKey: 'k', legacyLinkSecret: jwt, legacyAddressSecret: jwt });
    expect(upgrading.emailKeys('ada@example.org')).toEqual([now.emailKey('ada@example.org'), addressKey(jwt, 'ada@example.org')]);
  });

  it('traps only a filled honeypot: a JSON client that sends at once is subscribed', () => {
    expect(readSubscription({ email: 'a@example.org', consent: true, website: 'x' }).kind).toBe('trapped');
    expect(readSubscription({ email: 'a@example.org', consent: true })).toMatchObject({ kind: 'valid', language: 'sk' });
    expect(readSubscription({ email: 'a@example.org', consent: 'on', language: 'en' })).toMatchObject({ kind: 'valid', language: 'en' });
    expect(readSubscription({ email: 'a@example.org', language: 'en' }).kind).toBe('invalid');
  });
});
