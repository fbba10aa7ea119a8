// Reading a subscription from either form: the page's JSON (with JavaScript) or a plain
// form POST (without it). Both are judged the same way and give the same answer for every address.
import { isEmail } from 'class-validator';
import { LOCALES, type Locale, NEWSLETTER_CONSENT, newsletterAddressProblem, SPAM_TRAP } from '@softskills/domain';

export type SubscribeVerdict =
  | { kind: 'valid'; email: string; language: Locale; consentVersion: number }
  | { kind: 'trapped'; language: Locale }
  | { kind: 'invalid'; language: Locale; reason: 'invalid' | 'quoted'; message: string };

export const QUOTED_ADDRESS_MESSAGE = 'email must be written without quotation marks or backslashes (a quoted local part is not accepted)';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Only the hidden field traps a bot (no timing verdict; the throttle and one mail per address per 10 minutes stop a flood). */
export function readSubscription(body: unknown): SubscribeVerdict {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const language: Locale = (LOCALES as readonly string[]).includes(text(input.language)) ? (text(input.language) as Locale) : 'sk';
  if (text(input[SPAM_TRAP.honeypotField])) return { kind: 'trapped', language };
  const email = text(input.email);
  // Quoted local parts spell one mailbox many ways (each would count as a new address): refused by name.
  if (newsletterAddressProblem(email) === 'quoted') return { kind: 'invalid', language, reason: 'quoted', message: QUOTED_ADDRESS_MESSAGE };
  if (!email || email.length > 254 || !isEmail(email) || newsletterAddressProblem(email)) return { kind: 'invalid', language, reason: 'invalid', message: 'email must be an e-mail address' };
  const consent = input.consent === true || ['on', 'true', 'yes', '1'].includes(text(input.consent));
  if (!consent) return { kind: 'invalid', language, reason: 'invalid', message: 'consent must be given (true)' };
  const version = input.consentVersion === undefined ? NEWSLETTER_CONSENT.version : Number(text(typeof input.consentVersion === 'number' ? String(input.consentVersion) : input.consentVersion));
  const consentVersion = Number.isInteger(version) && version >= 1 && version <= NEWSLETTER_CONSENT.version ? version : NEWSLETTER_CONSENT.version;
  return { kind: 'valid', email: email.normalize('NFC'), language, consentVersion };
}
