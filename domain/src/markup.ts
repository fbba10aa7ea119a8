// The one escaper of text written into HTML or XML, shared by the page renderer (head, sitemap) and
// the API (mails, its small result pages): every value is escaped once, by this function.

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in HTML and XML content and in a quoted attribute value. */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPED[character]);
