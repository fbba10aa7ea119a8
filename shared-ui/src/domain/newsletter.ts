// Issue 28: the newsletter's shared rules. The consent sentence lives here, with its version, so
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

/** What the admin sees of a subscriber (the address is null once unsubscribed: only a keyed hash stays). */
export type NewsletterSubscriber = Schemas['NewsletterSubscriberDto'];

export type NewsletterCounts = Schemas['NewsletterCountsDto'];

export type NewsletterSubscriberPage = Schemas['NewsletterSubscriberPageDto'];

export const MAILING_STATES = ['draft', 'sending', 'sent'] as const;
export type MailingState = (typeof MAILING_STATES)[number];

export interface MailingInput {
  subjectSk: string;
  bodySk: string;
  subjectEn: string | null;
  bodyEn: string | null;
}

export type MailingProgress = Schemas['MailingProgressDto'];

export type Mailing = Schemas['MailingDto'];

export const DELIVERY_STATES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** One subscriber's copy of a mailing, as the admin sees it. */
export type MailingRecipient = Schemas['MailingRecipientDto'];

export type MailingRecipientPage = Schemas['MailingRecipientPageDto'];

/** mailConfigured false: no SMTP_URL; every mail is written as an .eml file under DATA_DIR/mail instead of sent. */
export type NewsletterStatus = Schemas['NewsletterStatusDto'];

/** Slovak where the English text is empty (issue 28). */
export function mailingTextFor(mailing: MailingInput, language: Locale): { subject: string; body: string } {
  const subjectEn = mailing.subjectEn?.trim() ?? '';
  const bodyEn = mailing.bodyEn?.trim() ?? '';
  if (language === 'en' && subjectEn && bodyEn) return { subject: subjectEn, body: bodyEn };
  return { subject: mailing.subjectSk.trim(), body: mailing.bodySk.trim() };
}

/** The mail a subscriber in that language gets (the admin's preview). */
export type MailingPreview = Schemas['MailingPreviewDto'];
