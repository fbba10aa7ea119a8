// The newsletter's mails (text and HTML parts, the site's name and logo, no tracking pixels,
// List-Unsubscribe with RFC 8058 one-click) and its server-rendered result pages. The site's name
// is the configured product name in the reader's language (the site details), never a literal.
import { escapeMarkup, type Locale } from '@softskills/domain';
import type { OutgoingMail } from './mail-transport';
import { apiTexts } from '../i18n/api-texts';

/** Where the mail's links point and whose name it carries (the product name in the mail's language). */
export interface MailSite {
  base: string;
  name: string;
}

/** The contact page in a language, with the subscribe section in view. */
export const contactPageUrl = (base: string, language: Locale) => `${base}/kontakt${language === 'en' ? '?lang=en' : ''}#newsletter`;

const ADDRESS = /(https?:\/\/[^\s<>"]+|[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;
const LINK_STYLE = 'color:#0b5cad';

/**
 * Plain text as HTML with every web and e-mail address in it a link (a reader taps them in the mail
 * as in any other): escaped, with the sentence's last full stop or bracket left outside the link.
 */
export function linkedTextHtml(text: string): string {
  let html = '';
  let at = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index;
    html += escapeMarkup(text.slice(at, start));
    const href = address.includes('@') && !address.includes('://') ? `mailto:${address}` : address;
    html += `<a href="${escapeMarkup(href)}" style="${LINK_STYLE}">${escapeMarkup(address)}</a>`;
    at = start + address.length;
  }
  return html + escapeMarkup(text.slice(at));
}

/** Paragraphs of a plain-text body as HTML: blank lines part paragraphs, single newlines become <br>, addresses become links. */
function paragraphsHtml(body: string): string {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => `<p style="margin:0 0 16px">${linkedTextHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

function mailHtml(language: Locale, site: MailSite, title: string, contentHtml: string, unsubscribeUrl: string): string {
  const texts = apiTexts(language).newsletter;
  const footer = `<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeMarkup(texts.footer.why)}<br><a href="${escapeMarkup(unsubscribeUrl)}" style="color:#0b5cad">${escapeMarkup(texts.footer.unsubscribe)}</a></p>`;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeMarkup(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
<p style="margin:0 0 24px"><img src="${escapeMarkup(site.base)}/logo.jpg" alt="" width="48" height="48" style="vertical-align:middle;border-radius:8px"> <strong style="vertical-align:middle">${escapeMarkup(site.name)}</strong></p>
${contentHtml}
${footer}
</div></body></html>`;
}

function textFooter(language: Locale, unsubscribeUrl: string): string {
  const texts = apiTexts(language).newsletter;
  return `\n\n--\n${texts.footer.why}\n${texts.footer.unsubscribe}: ${unsubscribeUrl}\n`;
}

/** RFC 2369 + RFC 8058: a mail client offers "unsubscribe" and may POST to it without a second click. */
function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export function confirmationMail(to: string, language: Locale, site: MailSite, confirmUrl: string, unsubscribeUrl: string): OutgoingMail {
  const texts = apiTexts(language).newsletter;
  const mail = texts.confirmMail;
  const content = `<p style="margin:0 0 16px">${escapeMarkup(mail.greeting)}<br>${escapeMarkup(mail.text)}</p>
<p style="margin:0 0 16px"><a href="${escapeMarkup(confirmUrl)}" style="display:inline-block;padding:12px 20px;background:#0b5cad;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeMarkup(mail.button)}</a></p>
<p style="margin:0 0 16px;font-size:14px">${escapeMarkup(confirmUrl)}</p>
<p style="margin:0 0 16px;font-size:14px;color:#555">${escapeMarkup(mail.expires)} ${escapeMarkup(mail.ignore)}</p>`;
  return {
    to,
    subject: `${mail.subject} – ${site.name}`,
    text: `${mail.greeting}\n${mail.text}\n\n${confirmUrl}\n\n${mail.expires}\n${mail.ignore}\n\n${site.name}${textFooter(language, unsubscribeUrl)}`,
    html: mailHtml(language, site, mail.subject, content, unsubscribeUrl),
    headers: { 'Content-Language': language, ...unsubscribeHeaders(unsubscribeUrl) },
  };
}

/**
 * To an address that is subscribed already and was signed up again: nothing to confirm, in the
 * language the form was sent in; when that is not the language the news comes in, a button to switch.
 */
export function alreadySubscribedMail(to: string, language: Locale, site: MailSite, switchUrl: string | null, unsubscribeUrl: string): OutgoingMail {
  const mail = apiTexts(language).newsletter.alreadyMail;
  const button = switchUrl
    ? `<p style="margin:0 0 16px">${escapeMarkup(mail.switchText)}</p>
<p style="margin:0 0 16px"><a href="${escapeMarkup(switchUrl)}" style="display:inline-block;padding:12px 20px;background:#0b5cad;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeMarkup(mail.switchButton)}</a></p>`
    : '';
  const content = `<p style="margin:0 0 16px">${escapeMarkup(mail.greeting)}<br>${escapeMarkup(mail.text)}</p>
${button}
<p style="margin:0 0 16px;font-size:14px;color:#555">${escapeMarkup(mail.ignore)}</p>`;
  const switchPart = switchUrl ? `\n\n${mail.switchText}\n${switchUrl}` : '';
  return {
    to,
    subject: `${mail.subject} – ${site.name}`,
    text: `${mail.greeting}\n${mail.text}${switchPart}\n\n${mail.ignore}\n\n${site.name}${textFooter(language, unsubscribeUrl)}`,
    html: mailHtml(language, site, mail.subject, content, unsubscribeUrl),
    headers: { 'Content-Language': language, ...unsubscribeHeaders(unsubscribeUrl) },
  };
}

export function mailingMail(to: string, language: Locale, site: MailSite, subject: string, body: string, unsubscribeUrl: string): OutgoingMail {
  return {
    to,
    subject,
    text: `${body}${textFooter(language, unsubscribeUrl)}`,
    html: mailHtml(language, site, subject, paragraphsHtml(body), unsubscribeUrl),
    headers: { 'Content-Language': language, ...unsubscribeHeaders(unsubscribeUrl) },
  };
}

export interface ResultPage {
  language: Locale;
  title: string;
  text: string;
  /** A form with one button (the unsubscribe question), posted to `action`. */
  form?: { action: string; button: string };
  /** Points the text leads to (the fields a form must correct). */
  points?: string[];
  /** What the visitor wrote, shown back when it could not be taken (so nothing is lost). */
  kept?: { label: string; text: string };
  links: Array<{ href: string; label: string }>;
}

/** A small self-contained page (no scripts) in the subscriber's (or the contact form's sender's) language. */
export function resultPageHtml(page: ResultPage, site: MailSite): string {
  const siteName = site.name;
  const form = page.form
    ? `<form method="post" action="${escapeMarkup(page.form.action)}"><button type="submit">${escapeMarkup(page.form.button)}</button></form>`
    : '';
  const points = page.points?.length ? `<ul class="points">${page.points.map((point) => `<li>${escapeMarkup(point)}</li>`).join('')}</ul>` : '';
  const kept = page.kept?.text ? `<p>${escapeMarkup(page.kept.label)}</p><blockquote>${escapeMarkup(page.kept.text)}</blockquote>` : '';
  const links = page.links.map((link) => `<li><a href="${escapeMarkup(link.href)}">${escapeMarkup(link.label)}</a></li>`).join('');
  return `<!doctype html>
<html lang="${page.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeMarkup(page.title)} – ${escapeMarkup(siteName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
:root{color-scheme:light dark;--bg:#f4f6f8;--card:#fff;--text:#1a1a1a;--muted:#4a4a4a;--accent:#0b5cad;--on-accent:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#111418;--card:#1c2128;--text:#f1f3f5;--muted:#c9d1d9;--accent:#8cc4ff;--on-accent:#0b1520}}
@media (forced-colors:active){button{border:2px solid ButtonText}}
body{margin:0;background:var(--bg);color:var(--text);font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{max-width:36rem;margin:2rem auto;padding:1.5rem;background:var(--card);border-radius:.75rem}
header{display:flex;align-items:center;gap:.75rem;margin-bottom:1.5rem;font-weight:700}
header img{border-radius:.5rem}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 .75rem}
p{margin:0 0 1rem;color:var(--muted)}
a{color:var(--accent)}
a:focus-visible,button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
button{font:inherit;font-weight:700;padding:.75rem 1.25rem;border:0;border-radius:.5rem;background:var(--accent);color:var(--on-accent);cursor:pointer;min-height:44px}
ul{list-style:none;padding:0;margin:1.5rem 0 0;display:flex;flex-wrap:wrap;gap:1rem}
ul.points{display:block;list-style:disc;padding-left:1.5rem;margin:0 0 1rem}
blockquote{margin:0 0 1rem;padding:.75rem 1rem;border-left:4px solid var(--accent);white-space:pre-wrap;overflow-wrap:anywhere}
</style></head>
<body><main>
<header><img src="${escapeMarkup(site.base)}/logo.jpg" alt="" width="40" height="40"><span>${escapeMarkup(siteName)}</span></header>
<h1>${escapeMarkup(page.title)}</h1>
<p>${escapeMarkup(page.text)}</p>
${points}${kept}${form}
<ul>${links}</ul>
</main></body></html>`;
}
