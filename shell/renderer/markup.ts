// The one place the renderer writes markup: the HTML head around a server-rendered page
// and sitemap.xml are built from these few builders, which escape every attribute value and every
// text once, here (with the domain's one escaper), so no caller concatenates a value into a tag by hand.
import { escapeMarkup } from 'shared-ui/domain';

export { escapeMarkup };

/** An attribute's value: `true` writes the bare name (`async`), undefined or false leaves it out. */
export type AttributeValue = string | true | false | undefined;
export type Attributes = Readonly<Record<string, AttributeValue>>;

function attributeList(attributes: Attributes): string {
  let written = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    written += value === true ? ` ${name}` : ` ${name}="${escapeMarkup(value)}"`;
  }
  return written;
}

/** `<name a="1">`: the opening tag of an element whose content the caller writes. */
export const openTag = (name: string, attributes: Attributes = {}): string => `<${name}${attributeList(attributes)}>`;

/**
 * An element without content: HTML's void elements as `<meta … />`, XML's empty elements as
 * `<xhtml:link …/>` (`style: 'xml'`), the spellings the head and the sitemap have always used.
 */
export function emptyElement(name: string, attributes: Attributes, style: 'html' | 'xml' = 'html'): string {
  return `<${name}${attributeList(attributes)}${style === 'xml' ? '/>' : ' />'}`;
}

/** `<name …>text</name>` with the text escaped. */
export const textElement = (name: string, attributes: Attributes, text: string): string => `${openTag(name, attributes)}${escapeMarkup(text)}</${name}>`;

/**
 * `<name …>content</name>` with content that is already markup the caller vouches for (the
 * rendered app, a serialized JSON element, nested elements built here); nothing is escaped twice.
 */
export const markupElement = (name: string, attributes: Attributes, content: string): string => `${openTag(name, attributes)}${content}</${name}>`;
