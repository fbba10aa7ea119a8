// The administrator's notification mails: what arrived, from whom, and a link into the right section
// of the admin panel, in the mail layout every mail shares (the footer says where to turn them off).
import type { FeedbackWorkshop, Locale } from '@softskills/domain';
import { apiTexts } from '../i18n/api-texts';
import type { MailBlock, MailSite } from '../mail/mail-layout';
import { type RenderedMail, renderMail } from '../mail/mail-renderer';
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

export interface SiteOfMail extends MailSite {
  /** Where the mails go: the site's e-mail address from its details. */
  to: string;
}

const adminSection = (site: SiteOfMail, section: 'contact' | 'feedback') => `${site.base}/admin?tab=${section}`;
/** One line of a visitor's text, cut where a mail's subject line should end. */
const short = (text: string, length = 60) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text);

function adminMail(language: Locale, site: SiteOfMail, subject: string, blocks: MailBlock[]) {
  return renderMail({ language, site, title: subject, blocks, footer: { why: apiTexts(language).adminMails.footer } });
}

export async function newMessageMail(message: NewMessage, site: SiteOfMail, language: Locale): Promise<OutgoingMail & RenderedMail> {
  const texts = apiTexts(language).adminMails;
  const { photo } = message;
  const subject = photo ? texts.takedown.subject(short(message.name)) : texts.newMessage.subject(message.subject, short(message.name));
  const sender = [
    `${texts.fields.from}: ${message.name} <${message.email}>`,
    ...(message.phone ? [`${texts.fields.phone}: ${message.phone}`] : []),
    `${texts.fields.subject}: ${message.subject}`,
    ...(photo ? [texts.takedown.photo(photo.title, photo.album), `${texts.takedown.onSite}: ${site.base}${photo.address}`] : []),
  ];
  const blocks: MailBlock[] = [
    { paragraph: photo ? texts.takedown.intro(site.name) : texts.newMessage.intro(site.name) },
    { paragraph: sender.join('\n') },
    { paragraph: message.message, tone: 'quote' },
    { paragraph: `${photo ? texts.takedown.hide : texts.newMessage.reply}: ${adminSection(site, 'contact')}` },
  ];
  return {
    to: site.to,
    replyTo: `"${message.name.replace(/["\\\r\n]/g, ' ')}" <${message.email}>`,
    subject,
    ...(await adminMail(language, site, subject, blocks)),
    ...(photo ? { priority: 'high' as const } : {}),
  };
}

export async function feedbackDigestMail(waiting: readonly AwaitingFeedback[], site: SiteOfMail, language: Locale): Promise<OutgoingMail & RenderedMail> {
  const texts = apiTexts(language).adminMails.feedbackDigest;
  const stars = (rating: number | null) => (rating === null ? texts.noRating : `${rating}/5`);
  const subject = texts.subject(waiting.length);
  const blocks: MailBlock[] = [
    { paragraph: texts.intro(site.name, waiting.length) },
    { paragraph: waiting.map((item) => `• ${item.name}${item.workshop ? `, ${item.workshop}` : ''}, ${stars(item.rating)}: ${texts.quote(short(item.comment, 120))}`).join('\n') },
    { paragraph: `${texts.approve}: ${adminSection(site, 'feedback')}` },
  ];
  return { to: site.to, subject, ...(await adminMail(language, site, subject, blocks)) };
}
