// Formatted page texts (paragraphs, bold, italics, lists, links) are written in a small Markdown and
// rendered here, on the server, to HTML that holds nothing else: raw HTML is never passed through
// (it is escaped, and refused when stored), links go only to http(s), mailto, tel or the site's own
// pages, and the values filled into placeholders are escaped as text.
import MarkdownIt from 'markdown-it';
import { fillPlaceholders, isAllowedLink, type PlaceholderValues } from './page-texts';

const markdown = new MarkdownIt('zero', { html: false, linkify: false, typographer: false, breaks: false }).enable([
  'list',
  'newline',
  'escape',
  'emphasis',
  'link',
]);
markdown.validateLink = (url) => isAllowedLink(url);

/** A value written into Markdown as plain text: the characters that would format it are escaped. */
const asMarkdownText = (value: string) => value.replace(/([\\`*_[\]<>])/g, '\\$1');

export function renderRichText(source: string, values: PlaceholderValues): string {
  return markdown.render(fillPlaceholders(source, values, asMarkdownText)).trim();
}
