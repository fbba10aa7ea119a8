// Issue 28: the newsletter's shared rules. The consent sentence lives here, with its version, so
// the form that shows it and the consent record that names it can never disagree: change the
// sentence, raise the version.
import type { Locale } from './constants';

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
  /** Unconfirmed addresses are erased after this many days. */
  pendingDays: 7,
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

export interface NewsletterSubscriber {
  id: number;
  /** Null once unsubscribed: only a keyed hash stays, so the address is not stored. */
  email: string | null;
  state: NewsletterState;
  language: Locale;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  consentAt: string | null;
  consentLanguage: Locale | null;
  consentVersion: number | null;
  consentIp: string | null;
}

export interface NewsletterCounts {
  confirmed: number;
  pending: number;
  unsubscribed: number;
}

export interface NewsletterSubscriberPage extends NewsletterCounts {
  items: NewsletterSubscriber[];
  total: number;
  page: number;
  pageSize: number;
}

export const MAILING_STATES = ['draft', 'sending', 'sent'] as const;
export type MailingState = (typeof MAILING_STATES)[number];

export interface MailingInput {
  subjectSk: string;
  bodySk: string;
  subjectEn: string | null;
  bodyEn: string | null;
}

export interface MailingProgress {
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  left: number;
}

export interface Mailing extends MailingInput {
  id: number;
  state: MailingState;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  progress: MailingProgress;
}

export const DELIVERY_STATES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** One subscriber's copy of a mailing, as the admin sees it. */
export interface MailingRecipient {
  subscriberId: number;
  /** Null once the subscriber left. */
  email: string | null;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

export interface MailingRecipientPage {
  items: MailingRecipient[];
  total: number;
  page: number;
  pageSize: number;
}

export interface NewsletterStatus {
  /** False: no SMTP_URL; every mail is written as an .eml file under DATA_DIR/mail instead of sent. */
  mailConfigured: boolean;
  mailFrom: string;
  counts: NewsletterCounts;
}

/** Slovak where the English text is empty (issue 28). */
export function mailingTextFor(mailing: MailingInput, language: Locale): { subject: string; body: string } {
  const subjectEn = mailing.subjectEn?.trim() ?? '';
  const bodyEn = mailing.bodyEn?.trim() ?? '';
  if (language === 'en' && subjectEn && bodyEn) return { subject: subjectEn, body: bodyEn };
  return { subject: mailing.subjectSk.trim(), body: mailing.bodySk.trim() };
}
