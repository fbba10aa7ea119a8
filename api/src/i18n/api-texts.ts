// One source of every text the API writes to people (mails, its small result pages, calendar feeds,
// the reach report's CSV, the contact form's answer pages) in both languages: the shape is here, the words in sk.ts and en.ts.
import type { Locale, ReachPeriod } from '@softskills/domain';
import { EN } from './en';
import { SK } from './sk';

interface PageText {
  title: string;
  text: string;
}

export interface NewsletterTexts {
  confirmMail: { subject: string; greeting: string; text: string; button: string; expires: string; ignore: string };
  /** To an address that is subscribed already: nothing to confirm; the language can be switched. */
  alreadyMail: { subject: string; greeting: string; text: string; switchText: string; switchButton: string; ignore: string };
  footer: { why: string; unsubscribe: string };
  pages: {
    confirmAsk: PageText & { button: string };
    confirmed: PageText;
    alreadyConfirmed: PageText;
    invalidLink: PageText;
    askAgain: string;
    unsubscribeAsk: PageText & { button: string };
    unsubscribed: PageText;
    /** A forged, expired or already used unsubscribe link: how to leave anyway. */
    unsubscribeInvalid: PageText & { writeUs: string; contact: string };
    languageAsk: PageText & { button: string };
    languageChanged: PageText;
    subscribeAnswer: PageText;
    subscribeInvalid: PageText;
    subscribeQuoted: PageText;
    crossSite: PageText;
    tooMany: PageText;
    home: string;
    back: string;
  };
}

export interface CalendarTexts {
  calendar: string;
  cancelled: string;
  moved: string;
  description: string;
}

export interface ReachReportTexts {
  title: string;
  from: string;
  to: string;
  period: string;
  periods: Record<ReachPeriod, string>;
  series: readonly [string, string, string, string, string, string, string];
  total: string;
  pages: string;
  downloads: string;
  ranked: readonly [string, string, string, string, string];
  referrers: string;
  workshops: string;
  referrer: readonly [string, string];
  workshopViews: string;
}

/** The contact form's fields, as its answer page names them when they were refused. */
export type ContactFormField = 'name' | 'email' | 'phone' | 'subject' | 'message';

/** The pages that answer the contact form sent without JavaScript. */
export interface ContactFormTexts {
  sent: PageText;
  invalid: PageText & { fields: Record<ContactFormField, string> };
  kept: string;
  crossSite: PageText;
  tooMany: PageText;
  back: string;
  home: string;
}

/** The administrator's notification mails: a new contact message, a photo take-down request, the feedback digest. */
export interface AdminMailTexts {
  /** Where the administrator turns these mails off (every one's footer). */
  footer: string;
  /** The lines naming the sender of a message. */
  fields: { from: string; phone: string; subject: string };
  newMessage: {
    subject: (topic: string, name: string) => string;
    intro: (product: string) => string;
    /** Followed by the address of the messages in the admin panel. */
    reply: string;
  };
  takedown: {
    subject: (name: string) => string;
    intro: (product: string) => string;
    photo: (title: string, album: string) => string;
    /** Followed by the photo's address on the site. */
    onSite: string;
    /** Followed by the address of the messages in the admin panel. */
    hide: string;
  };
  feedbackDigest: {
    subject: (count: number) => string;
    intro: (product: string, count: number) => string;
    noRating: string;
    /** A comment in the language's quotation marks. */
    quote: (comment: string) => string;
    /** Followed by the address of the feedback in the admin panel. */
    approve: string;
  };
}

export interface ApiTexts {
  newsletter: NewsletterTexts;
  adminMails: AdminMailTexts;
  calendar: CalendarTexts;
  reachReport: ReachReportTexts;
  contactForm: ContactFormTexts;
}

const API_TEXTS: Record<Locale, ApiTexts> = { sk: SK, en: EN };

/** The API's texts in a language. */
export const apiTexts = (language: Locale): ApiTexts => API_TEXTS[language];
