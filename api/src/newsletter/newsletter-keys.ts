// Tokens and keys of the newsletter. Confirmation tokens are random and stored only as SHA-256
// hashes. Unsubscribe links carry a signature (HMAC over the subscriber's id and a per-subscriber
// salt) with a random key kept in the database (newsletter_keys), so rotating JWT_SECRET leaves the
// links in mails already sent working; links signed with JWT_SECRET before that key existed are
// still accepted while the secret is unchanged. Addresses are found by a hash keyed with
// DATA_HASH_SECRET, so an unsubscribed row keeps no readable address and rotating JWT_SECRET changes
// nobody's identity.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { normalizeEmailAddress } from '@softskills/domain';

export const newToken = () => randomBytes(32).toString('base64url');
export const newSalt = () => randomBytes(16).toString('hex');
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export const newUnsubscribeKey = () => randomBytes(32).toString('hex');

/** The keyed hash an address is found by. */
export const addressKey = (secret: string, email: string) => createHmac('sha256', secret).update(`newsletter-email:${normalizeEmail(email)}`, 'utf8').digest('hex');

/** Tells which secret keyed the stored hashes without storing the secret (one-way, keyed by itself). */
export const secretFingerprint = (secret: string) => createHmac('sha256', secret).update('softskills-secret-fingerprint', 'utf8').digest('hex');

export interface NewsletterSecrets {
  /** DATA_HASH_SECRET: the address key. */
  addressSecret: string;
  /** The database's key that signs every unsubscribe link from now on. */
  unsubscribeKey: string;
  /** JWT_SECRET: the signature of links sent before `unsubscribeKey` existed. */
  legacyLinkSecret: string;
  /**
   * JWT_SECRET while rows that left before DATA_HASH_SECRET existed (no address to re-key them
   * from) are still keyed with it and it is unchanged; null otherwise.
   */
  legacyAddressSecret: string | null;
}

export class NewsletterKeys {
  constructor(private readonly secrets: NewsletterSecrets) {}

  emailKey(email: string): string {
    return addressKey(this.secrets.addressSecret, email);
  }

  /** Every key the address may be stored under: its own first, then the one a row that left before the upgrade has. */
  emailKeys(email: string): string[] {
    const legacy = this.secrets.legacyAddressSecret;
    return legacy ? [this.emailKey(email), addressKey(legacy, email)] : [this.emailKey(email)];
  }

  unsubscribeToken(id: number, salt: string): string {
    return `${id}.${signature(this.secrets.unsubscribeKey, id, salt)}`;
  }

  /** The subscriber id and signature of a well-formed unsubscribe token, else null. */
  static parseUnsubscribeToken(token: string): { id: number; signature: string } | null {
    const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
    return match ? { id: Number(match[1]), signature: match[2] } : null;
  }

  signatureMatches(id: number, salt: string, given: string): boolean {
    return [this.secrets.unsubscribeKey, this.secrets.legacyLinkSecret].some((key) => {
      const expected = Buffer.from(signature(key, id, salt));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    });
  }
}

const signature = (key: string, id: number, salt: string) =>
  createHmac('sha256', key).update(`newsletter-unsubscribe:${id}:${salt}`, 'utf8').digest('base64url');

/** One address, one key: the shared rule (trimmed, NFC, lowercased); quoted spellings never get this far (newsletterAddressProblem). */
export const normalizeEmail = (email: string) => normalizeEmailAddress(email);
