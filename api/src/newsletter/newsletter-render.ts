// The server-rendered result pages of the newsletter's links and of the contact form sent without
// JavaScript. The site's name is the configured product name in the reader's language (the site
// details), never a literal. The mails are in newsletter-mails.ts.
import { escapeMarkup, type Locale } from '@softskills/domain';
import type { MailSite } from '../mail/mail-layout';

/** The contact page in a language, with the subscribe section in view. */
export const contactPageUrl = (base: string, language: Locale) => `${base}/kontakt${language === 'en' ? '?lang=en' : ''}#newsletter`;

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
