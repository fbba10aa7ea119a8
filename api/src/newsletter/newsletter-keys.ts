// Issue 28: tokens and keys. Confirmation tokens are random and stored only as SHA-256 hashes.
// Unsubscribe links carry a signature (HMAC with the server's secret over the subscriber's id and a
// per-subscriber salt), so nothing secret is stored and every mail can carry a working link.
// Addresses are looked up by a keyed hash, so an unsubscribed row keeps no readable address.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');
export const newSalt = () => randomBytes(16).toString('hex');
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export class NewsletterKeys {
  constructor(private readonly secret: string) {}

  emailKey(email: string): string {
    return createHmac('sha256', this.secret).update(`newsletter-email:${normalizeEmail(email)}`, 'utf8').digest('hex');
  }

  unsubscribeToken(id: number, salt: string): string {
    return `${id}.${this.signature(id, salt)}`;
  }

  /** The subscriber id and signature of a well-formed unsubscribe token, else null. */
  static parseUnsubscribeToken(token: string): { id: number; signature: string } | null {
    const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
    return match ? { id: Number(match[1]), signature: match[2] } : null;
  }

  signatureMatches(id: number, salt: string, signature: string): boolean {
    const expected = Buffer.from(this.signature(id, salt));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private signature(id: number, salt: string): string {
    return createHmac('sha256', this.secret).update(`newsletter-unsubscribe:${id}:${salt}`, 'utf8').digest('base64url');
  }
}

/** One address, one key: the local part is kept as typed (RFC 5321), the domain is case-insensitive; in practice both are compared lowercased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Now in whole seconds (MySQL's datetime precision), so both dialects compare the same. */
export const nowSeconds = (ms = Date.now()) => new Date(Math.floor(ms / 1000) * 1000);
