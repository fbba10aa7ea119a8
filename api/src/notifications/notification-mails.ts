// The administrator's notification mails, in Slovak (the administrator's language), as plain text:
// what arrived, from whom, and a link into the right section of the admin panel.
import type { FeedbackWorkshop } from '@softskills/domain';
import type { OutgoingMail } from '../newsletter/mail-transport';

export interface NewMessage {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  /** The photo a take-down request names, as the gallery shows it; null for any other message. */
  photo: { title: string; album: string; address: string } | null;
}

export interface AwaitingFeedback {
  name: string;
  workshop: FeedbackWorkshop | null;
  rating: number | null;
  comment: string;
}

export interface SiteOfMail {
  /** The site's address (PUBLIC_URL). */
  base: string;
  product: string;
  /** Where the mails go: the site's e-mail address from its details. */
  to: string;
}

const FOOTER = 'Tieto upozornenia vypneš v administrácii v časti Nastavenia → E-maily pre správcu.';
const adminSection = (site: SiteOfMail, section: 'contact' | 'feedback') => `${site.base}/admin?tab=${section}`;
/** One line of a visitor's text, cut where a mail's subject line should end. */
const short = (text: string, length = 60) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text);

export function newMessageMail(message: NewMessage, site: SiteOfMail): OutgoingMail {
  const takedown = message.photo !== null;
  const subject = takedown
    ? `Naliehavé: žiadosť o odstránenie fotografie – ${short(message.name)}`
    : `Nová správa z webu: ${message.subject} – ${short(message.name)}`;
  const lines = [
    takedown
      ? `Na webe ${site.product} niekto žiada odstrániť fotografiu. Vybav to čo najskôr: kým je fotografia zverejnená, môže porušovať jeho práva.`
      : `Na webe ${site.product} prišla nová správa.`,
    '',
    `Od: ${message.name} <${message.email}>`,
    ...(message.phone ? [`Telefón: ${message.phone}`] : []),
    `Predmet: ${message.subject}`,
    ...(message.photo ? [`Fotografia: „${message.photo.title}“, album ${message.photo.album}`, `Na webe: ${site.base}${message.photo.address}`] : []),
    '',
    message.message,
    '',
    takedown
      ? `Fotografiu skryješ jedným klikom pri správe v administrácii: ${adminSection(site, 'contact')}`
      : `Odpovedať môžeš priamo na tento e-mail; správa je aj v administrácii: ${adminSection(site, 'contact')}`,
    '',
    FOOTER,
  ];
  return { to: site.to, replyTo: `"${message.name.replace(/["\\\r\n]/g, ' ')}" <${message.email}>`, subject, text: lines.join('\n'), ...(takedown ? { priority: 'high' as const } : {}) };
}

const stars = (rating: number | null) => (rating === null ? 'bez hodnotenia' : `${rating}/5`);

export function feedbackDigestMail(waiting: readonly AwaitingFeedback[], site: SiteOfMail): OutgoingMail {
  const count = waiting.length;
  const heading = count === 1 ? '1 hodnotenie čaká na schválenie' : count < 5 ? `${count} hodnotenia čakajú na schválenie` : `${count} hodnotení čaká na schválenie`;
  const lines = [
    `Na webe ${site.product}: ${heading}. Kým ich neschváliš, na webe sa neukážu.`,
    '',
    ...waiting.map((item) => `• ${item.name}${item.workshop ? `, ${item.workshop}` : ''}, ${stars(item.rating)}: „${short(item.comment, 120)}“`),
    '',
    `Schváliš ich v administrácii: ${adminSection(site, 'feedback')}`,
    '',
    FOOTER,
  ];
  return { to: site.to, subject: `Hodnotenia na schválenie: ${count}`, text: lines.join('\n') };
}
