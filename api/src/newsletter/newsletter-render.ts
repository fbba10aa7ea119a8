// Issue 28: the newsletter's mails (text and HTML parts, site name and logo, no tracking pixels,
// List-Unsubscribe with RFC 8058 one-click) and its server-rendered result pages.
import type { Locale } from 'shared-ui/domain';
import type { OutgoingMail } from './mail-transport';
import { NEWSLETTER_TEXTS } from './newsletter-texts';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The contact page in a language, with the subscribe section in view. */
export const contactPageUrl = (base: string, language: Locale) => `${base}/kontakt${language === 'en' ? '?lang=en' : ''}#newsletter`;

/** Paragraphs of a plain-text body as HTML: blank lines part paragraphs, single newlines become <br>. */
function paragraphsHtml(body: string): string {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

function mailHtml(language: Locale, base: string, title: string, contentHtml: string, unsubscribeUrl: string): string {
  const texts = NEWSLETTER_TEXTS[language];
  const footer = `<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(texts.footer.why)}<br><a href="${escapeHtml(unsubscribeUrl)}" style="color:#0b5cad">${escapeHtml(texts.footer.unsubscribe)}</a></p>`;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
<p style="margin:0 0 24px"><img src="${escapeHtml(base)}/logo.jpg" alt="" width="48" height="48" style="vertical-align:middle;border-radius:8px"> <strong style="vertical-align:middle">${escapeHtml(texts.siteName)}</strong></p>
${contentHtml}
${footer}
</div></body></html>`;
}

function textFooter(language: Locale, unsubscribeUrl: string): string {
  const texts = NEWSLETTER_TEXTS[language];
  return `\n\n--\n${texts.footer.why}\n${texts.footer.unsubscribe}: ${unsubscribeUrl}\n`;
}

/** RFC 2369 + RFC 8058: a mail client offers "unsubscribe" and may POST to it without a second click. */
function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export function confirmationMail(to: string, language: Locale, base: string, confirmUrl: string, unsubscribeUrl: string): OutgoingMail {
  const texts = NEWSLETTER_TEXTS[language];
  const mail = texts.confirmMail;
  const content = `<p style="margin:0 0 16px">${escapeHtml(mail.greeting)}<br>${escapeHtml(mail.text)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;padding:12px 20px;background:#0b5cad;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(mail.button)}</a></p>
<p style="margin:0 0 16px;font-size:14px">${escapeHtml(confirmUrl)}</p>
<p style="margin:0 0 16px;font-size:14px;color:#555">${escapeHtml(mail.expires)} ${escapeHtml(mail.ignore)}</p>`;
  return {
    to,
    subject: `${mail.subject} – ${texts.siteName}`,
    text: `${mail.greeting}\n${mail.text}\n\n${confirmUrl}\n\n${mail.expires}\n${mail.ignore}\n\n${texts.siteName}${textFooter(language, unsubscribeUrl)}`,
    html: mailHtml(language, base, mail.subject, content, unsubscribeUrl),
    headers: { 'Content-Language': language, ...unsubscribeHeaders(unsubscribeUrl) },
  };
}

export function mailingMail(to: string, language: Locale, base: string, subject: string, body: string, unsubscribeUrl: string): OutgoingMail {
  return {
    to,
    subject,
    text: `${body}${textFooter(language, unsubscribeUrl)}`,
    html: mailHtml(language, base, subject, paragraphsHtml(body), unsubscribeUrl),
    headers: { 'Content-Language': language, ...unsubscribeHeaders(unsubscribeUrl) },
  };
}

export interface ResultPage {
  language: Locale;
  title: string;
  text: string;
  /** A form with one button (the unsubscribe question), posted to `action`. */
  form?: { action: string; button: string };
  links: Array<{ href: string; label: string }>;
}

/** A small self-contained page (no scripts) in the subscriber's language. */
export function resultPageHtml(page: ResultPage, base: string): string {
  const siteName = NEWSLETTER_TEXTS[page.language].siteName;
  const form = page.form
    ? `<form method="post" action="${escapeHtml(page.form.action)}"><button type="submit">${escapeHtml(page.form.button)}</button></form>`
    : '';
  const links = page.links.map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></li>`).join('');
  return `<!doctype html>
<html lang="${page.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(page.title)} – ${escapeHtml(siteName)}</title>
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
</style></head>
<body><main>
<header><img src="${escapeHtml(base)}/logo.jpg" alt="" width="40" height="40"><span>${escapeHtml(siteName)}</span></header>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.text)}</p>
${form}
<ul>${links}</ul>
</main></body></html>`;
}
