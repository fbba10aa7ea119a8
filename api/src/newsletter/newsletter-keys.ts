// Issue 28: tokens and keys. Confirmation tokens are random and stored only as SHA-256 hashes.
// Unsubscribe links carry a signature (HMAC over the subscriber's id and a per-subscriber salt) with
// a random key kept in the database (newsletter_keys), not JWT_SECRET, so rotating the secret leaves
// the links in mails already sent working. Links signed with JWT_SECRET before that key existed are
// still accepted while the secret is unchanged. Addresses are looked up by a keyed hash (JWT_SECRET),
// so an unsubscribed row keeps no readable address.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');
export const newSalt = () => randomBytes(16).toString('hex');
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export const newUnsubscribeKey = () => randomBytes(32).toString('hex');

export class NewsletterKeys {
  /**
   * @param secret JWT_SECRET: the address key, and the signature of links sent before `unsubscribeKey` existed.
   * @param unsubscribeKey the database's key that signs every unsubscribe link from now on.
   */
  constructor(
    private readonly secret: string,
    private readonly unsubscribeKey: string,
  ) {}

  emailKey(email: string): string {
    return createHmac('sha256', this.secret).update(`newsletter-email:${normalizeEmail(email)}`, 'utf8').digest('hex');
  }

  unsubscribeToken(id: number, salt: string): string {
    return `${id}.${signature(this.unsubscribeKey, id, salt)}`;
  }

  /** The subscriber id and signature of a well-formed unsubscribe token, else null. */
  static parseUnsubscribeToken(token: string): { id: number; signature: string } | null {
    const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
    return match ? { id: Number(match[1]), signature: match[2] } : null;
  }

  signatureMatches(id: number, salt: string, given: string): boolean {
    return [this.unsubscribeKey, this.secret].some((key) => {
      const expected = Buffer.from(signature(key, id, salt));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    });
  }
}

const signature = (key: string, id: number, salt: string) =>
  createHmac('sha256', key).update(`newsletter-unsubscribe:${id}:${salt}`, 'utf8').digest('base64url');

/** One address, one key: the local part is kept as typed (RFC 5321), the domain is case-insensitive; in practice both are compared lowercased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Now in whole seconds (MySQL's datetime precision), so both dialects compare the same. */
export const nowSeconds = (ms = Date.now()) => new Date(Math.floor(ms / 1000) * 1000);
