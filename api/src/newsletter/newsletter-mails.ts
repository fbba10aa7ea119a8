// The newsletter's mails: the subscription confirmation, the "you already get the news" answer and a
// mailing, each in the subscriber's language with the site's name and logo, no tracking pixels, and
// List-Unsubscribe with RFC 8058 one-click. The site's name is the configured product name in the
// reader's language (the site details), never a literal.
import type { Locale } from '@softskills/domain';
import { apiTexts } from '../i18n/api-texts';
import type { MailBlock, MailFooter, MailSite } from '../mail/mail-layout';
import { type RenderedMail, renderMail, slot } from '../mail/mail-renderer';
import type { OutgoingMail } from './mail-transport';

function newsletterFooter(language: Locale): MailFooter {
  const footer = apiTexts(language).newsletter.footer;
  return { why: footer.why, unsubscribe: { label: footer.unsubscribe, href: slot('unsubscribeUrl') } };
}

/** RFC 2369 + RFC 8058: a mail client offers "unsubscribe" and may POST to it without a second click. */
function newsletterMail(to: string, language: Locale, subject: string, parts: RenderedMail, unsubscribeUrl: string): OutgoingMail & RenderedMail {
  return {
    to,
    subject,
    ...parts,
    headers: { 'Content-Language': language, 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export async function confirmationMail(to: string, language: Locale, site: MailSite, confirmUrl: string, unsubscribeUrl: string): Promise<OutgoingMail & RenderedMail> {
  const mail = apiTexts(language).newsletter.confirmMail;
  const blocks: MailBlock[] = [
    { paragraph: `${mail.greeting}\n${mail.text}` },
    { button: { href: slot('confirmUrl'), label: mail.button, showAddress: true } },
    { paragraph: `${mail.expires}\n${mail.ignore}`, tone: 'note' },
  ];
  const parts = await renderMail({ language, site, title: mail.subject, blocks, footer: newsletterFooter(language) }, { confirmUrl, unsubscribeUrl });
  return newsletterMail(to, language, `${mail.subject} – ${site.name}`, parts, unsubscribeUrl);
}

/**
 * To an address that is subscribed already and was signed up again: nothing to confirm, in the
 * language the form was sent in; when that is not the language the news comes in, a button to switch.
 */
export async function alreadySubscribedMail(to: string, language: Locale, site: MailSite, switchUrl: string | null, unsubscribeUrl: string): Promise<OutgoingMail & RenderedMail> {
  const mail = apiTexts(language).newsletter.alreadyMail;
  const switchBlocks: MailBlock[] = switchUrl ? [{ paragraph: mail.switchText }, { button: { href: slot('switchUrl'), label: mail.switchButton } }] : [];
  const blocks: MailBlock[] = [{ paragraph: `${mail.greeting}\n${mail.text}` }, ...switchBlocks, { paragraph: mail.ignore, tone: 'note' }];
  const values = { unsubscribeUrl, ...(switchUrl ? { switchUrl } : {}) };
  const parts = await renderMail({ language, site, title: mail.subject, blocks, footer: newsletterFooter(language) }, values);
  return newsletterMail(to, language, `${mail.subject} – ${site.name}`, parts, unsubscribeUrl);
}

/**
 * One copy of a mailing. Its body is the administrator's plain text: blank lines part paragraphs,
 * addresses become links, and markup in it stays text. Every copy in a language shares one compile.
 */
export async function mailingMail(to: string, language: Locale, site: MailSite, subject: string, body: string, unsubscribeUrl: string): Promise<OutgoingMail & RenderedMail> {
  const blocks: MailBlock[] = body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => ({ paragraph }));
  const parts = await renderMail({ language, site, title: subject, blocks, footer: newsletterFooter(language) }, { unsubscribeUrl });
  return newsletterMail(to, language, subject, parts, unsubscribeUrl);
}
