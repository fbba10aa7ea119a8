// The one layout of every mail the API sends: the logo and the site's name, the content, and a
// footer that says why the reader gets the mail (with the unsubscribe link where there is one).
// A mail is a MailDocument of blocks; the HTML part is its MJML (mailMarkup), the text part the
// same blocks as plain text (mailText), so the two parts never say different things.
import { escapeMarkup, type Locale } from '@softskills/domain';

/** Where the mail's links point and whose name it carries (the product name in the mail's language). */
export interface MailSite {
  base: string;
  name: string;
}

export type MailBlock =
  /** Text with its line breaks; every web and e-mail address in it becomes a link. A note is small and grey, a quote is what a visitor wrote. */
  | { paragraph: string; tone?: 'note' | 'quote' }
  /** A button; `showAddress` prints the address under it for clients that hide buttons. The text part gives the address. */
  | { button: { href: string; label: string; showAddress?: boolean } };

export interface MailFooter {
  /** Why the reader gets this mail (and how to stop it). */
  why: string;
  unsubscribe?: { label: string; href: string };
}

export interface MailDocument {
  language: Locale;
  site: MailSite;
  title: string;
  blocks: readonly MailBlock[];
  footer: MailFooter;
}

const ACCENT = '#0b5cad';
const MUTED = '#555555';
const ADDRESS = /(https?:\/\/[^\s<>"]+|[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;

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
    html += `<a href="${escapeMarkup(href)}" style="color:${ACCENT}">${escapeMarkup(address)}</a>`;
    at = start + address.length;
  }
  return html + escapeMarkup(text.slice(at));
}

const linkedLines = (text: string) => linkedTextHtml(text).replace(/\n/g, '<br>');

function paragraphMarkup(paragraph: string, tone: 'note' | 'quote' | undefined): string {
  if (tone === 'note') return `<mj-text font-size="14px" color="${MUTED}">${linkedLines(paragraph)}</mj-text>`;
  if (tone === 'quote') return `<mj-text><div style="border-left:4px solid ${ACCENT};padding:4px 0 4px 12px">${linkedLines(paragraph)}</div></mj-text>`;
  return `<mj-text>${linkedLines(paragraph)}</mj-text>`;
}

function blockMarkup(block: MailBlock): string {
  if ('paragraph' in block) return paragraphMarkup(block.paragraph, block.tone);
  const { href, label, showAddress } = block.button;
  const button = `<mj-button href="${escapeMarkup(href)}" align="left" background-color="${ACCENT}" color="#ffffff" font-size="16px" font-weight="bold" border-radius="6px" inner-padding="12px 20px" padding="0 0 16px">${escapeMarkup(label)}</mj-button>`;
  if (!showAddress) return button;
  return `${button}\n<mj-text font-size="14px"><a href="${escapeMarkup(href)}" style="color:${ACCENT};word-break:break-all">${escapeMarkup(href)}</a></mj-text>`;
}

function footerMarkup(footer: MailFooter): string {
  const unsubscribe = footer.unsubscribe ? `<br><a href="${escapeMarkup(footer.unsubscribe.href)}" style="color:${ACCENT}">${escapeMarkup(footer.unsubscribe.label)}</a>` : '';
  return `<mj-divider border-width="1px" border-color="#d9dee3" padding="8px 0 16px"></mj-divider>
<mj-text font-size="13px" color="${MUTED}">${escapeMarkup(footer.why)}${unsubscribe}</mj-text>`;
}

/** The document as MJML: one white card on a grey page, the site's logo and name on top, no tracking pixel. */
export function mailMarkup(document: MailDocument): string {
  const { language, site } = document;
  return `<mjml lang="${language}">
<mj-head>
<mj-title>${escapeMarkup(document.title)}</mj-title>
<mj-attributes>
<mj-all font-family="Arial, Helvetica, sans-serif"></mj-all>
<mj-text font-size="16px" line-height="1.5" color="#1a1a1a" padding="0 0 16px"></mj-text>
</mj-attributes>
</mj-head>
<mj-body background-color="#f4f6f8" width="600px">
<mj-wrapper padding="24px 0">
<mj-section background-color="#ffffff" border-radius="8px" padding="24px">
<mj-column>
<mj-text padding="0 0 24px"><img src="${escapeMarkup(site.base)}/logo.jpg" alt="" width="48" height="48" style="vertical-align:middle;border-radius:8px"> <strong style="vertical-align:middle">${escapeMarkup(site.name)}</strong></mj-text>
${document.blocks.map(blockMarkup).join('\n')}
${footerMarkup(document.footer)}
</mj-column>
</mj-section>
</mj-wrapper>
</mj-body>
</mjml>`;
}

function blockText(block: MailBlock): string {
  return 'paragraph' in block ? block.paragraph : block.button.href;
}

/** The document as the mail's text part: the blocks, the site's name, then the footer after the signature line. */
export function mailText(document: MailDocument): string {
  const { footer } = document;
  const unsubscribe = footer.unsubscribe ? `\n${footer.unsubscribe.label}: ${footer.unsubscribe.href}` : '';
  return `${document.blocks.map(blockText).join('\n\n')}\n\n${document.site.name}\n\n--\n${footer.why}${unsubscribe}\n`;
}
