// Issue 28: reading a subscription from either form: the page's JSON (with JavaScript) or a plain
// form POST (without it). Both are judged the same way and give the same answer for every address.
import { isEmail } from 'class-validator';
import { LOCALES, type Locale, NEWSLETTER_CONSENT, SPAM_TRAP } from 'shared-ui/domain';

export type SubscribeVerdict =
  | { kind: 'valid'; email: string; language: Locale; consentVersion: number }
  | { kind: 'trapped'; language: Locale }
  | { kind: 'invalid'; language: Locale; message: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Only the hidden field traps a bot (issue 23: no timing verdict; the throttle and one mail per address per 10 minutes stop a flood). */
export function readSubscription(body: unknown): SubscribeVerdict {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const language: Locale = (LOCALES as readonly string[]).includes(text(input.language)) ? (text(input.language) as Locale) : 'sk';
  if (text(input[SPAM_TRAP.honeypotField])) return { kind: 'trapped', language };
  const email = text(input.email);
  if (!email || email.length > 254 || !isEmail(email)) return { kind: 'invalid', language, message: 'email must be an e-mail address' };
  const consent = input.consent === true || ['on', 'true', 'yes', '1'].includes(text(input.consent));
  if (!consent) return { kind: 'invalid', language, message: 'consent must be given (true)' };
  const version = input.consentVersion === undefined ? NEWSLETTER_CONSENT.version : Number(text(typeof input.consentVersion === 'number' ? String(input.consentVersion) : input.consentVersion));
  const consentVersion = Number.isInteger(version) && version >= 1 && version <= NEWSLETTER_CONSENT.version ? version : NEWSLETTER_CONSENT.version;
  return { kind: 'valid', email, language, consentVersion };
}
