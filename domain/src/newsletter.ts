// The newsletter's shared rules. The consent sentence lives here, with its version, so
// the form that shows it and the consent record that names it can never disagree: change the
// sentence, raise the version.
import type { components } from './api-schema';
import type { Locale } from './constants';

type Schemas = components['schemas'];

export const NEWSLETTER_STATES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];

export const NEWSLETTER_CONSENT = {
  version: 1,
  text: {
    sk: 'Súhlasím so zasielaním noviniek projektu na tento e-mail. Odhlásiť sa môžem jedným klikom v každom e-maile.',
    en: 'I agree to receive the project news at this e-mail address. I can leave with one click in every e-mail.',
  } satisfies Record<Locale, string>,
} as const;

export const NEWSLETTER_RULES = {
  /** A confirmation link works this long. */
  confirmLinkHours: 48,
  /** One address gets at most one confirmation mail in this many minutes. */
  confirmMailMinutes: 10,
  subjectMax: 200,
  bodyMax: 20_000,
} as const;

/** The page anchor the consent sentence links to until a privacy page exists. */
export const NEWSLETTER_PRIVACY_ANCHOR = 'newsletter-privacy';

export const NEWSLETTER_PAGE_SIZE = 25;

export interface NewsletterSubscribeInput {
  email: string;
  language: Locale;
  consentVersion: number;
}

/** What the admin sees of a subscriber (the address is null once unsubscribed: only a keyed hash stays). */
export type NewsletterSubscriber = Schemas['NewsletterSubscriberDto'];

export type NewsletterCounts = Schemas['NewsletterCountsDto'];

export type NewsletterSubscriberPage = Schemas['NewsletterSubscriberPageDto'];

/** `stopped`: the administrator stopped it while it was being sent; what had gone stays sent. */
export const MAILING_STATES = ['draft', 'sending', 'sent', 'stopped'] as const;
export type MailingState = (typeof MAILING_STATES)[number];

export interface MailingInput {
  subjectSk: string;
  bodySk: string;
  subjectEn: string | null;
  bodyEn: string | null;
}

export type MailingProgress = Schemas['MailingProgressDto'];

export type Mailing = Schemas['MailingDto'];

/** `stopped`: not sent, because the mailing was stopped before this copy's turn. */
export const DELIVERY_STATES = ['queued', 'sending', 'sent', 'failed', 'skipped', 'stopped'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** One subscriber's copy of a mailing, as the admin sees it. */
export type MailingRecipient = Schemas['MailingRecipientDto'];

export type MailingRecipientPage = Schemas['MailingRecipientPageDto'];

/** mailConfigured false: no SMTP_URL; every mail is written as an .eml file under DATA_DIR/mail instead of sent. */
export type NewsletterStatus = Schemas['NewsletterStatusDto'];

/** Slovak where the English text is empty. */
export function mailingTextFor(mailing: MailingInput, language: Locale): { subject: string; body: string } {
  const subjectEn = mailing.subjectEn?.trim() ?? '';
  const bodyEn = mailing.bodyEn?.trim() ?? '';
  if (language === 'en' && subjectEn && bodyEn) return { subject: subjectEn, body: bodyEn };
  return { subject: mailing.subjectSk.trim(), body: mailing.bodySk.trim() };
}

/** The mail a subscriber in that language gets (the admin's preview). */
export type MailingPreview = Schemas['MailingPreviewDto'];

/**
 * The one spelling an address is counted and found under: trimmed, Unicode NFC, lowercased (the
 * domain is case-insensitive; mailbox providers treat the local part so in practice). Two
 * spellings that reach one mailbox must never count as two addresses for the confirmation-mail limit.
 */
export function normalizeEmailAddress(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

/**
 * Why an address cannot subscribe, or null. A quoted local part (`"jana"@…`, `"j\ana"@…`) spells
 * one mailbox in countless ways, so each spelling would get a confirmation mail of its own: refused
 * with its own message, as are addresses that are not one address at all.
 */
export function newsletterAddressProblem(email: string): 'invalid' | 'quoted' | null {
  const address = email.trim();
  if (address.includes('"') || address.includes('\\')) return 'quoted';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) || address.length > 254) return 'invalid';
  return null;
}
