// The pages' own words come from the page texts the administrator publishes (the API, through the
// renderer into the HTML, then hydrated): this is how a page loads them and shows them. A text is
// marked with its language where it is not the page's (English falling back to Slovak).
import type { PageRequest } from 'shared-ui/page-data';
import type { PageTextsPage, ShownPageTexts, ShownRichText, ShownText } from 'shared-ui/page-texts';
import { useLanguageLink } from 'shared-ui/hooks/use-language-link';
import { useTranslation } from 'shared-ui/i18n/react';

/** Logged when a page's texts cannot be read and the page falls back to the texts the site started with. */
export const TEXTS_LOAD_ERROR_LOG = 'Texty stránky sa nepodarilo načítať';

/**
 * A page's texts in the request's language. Never an empty page: when they cannot be read, the texts
 * the site started with are shown (loaded only then), with the error logged; such a page is never
 * kept by the renderer (its read failed).
 */
export async function loadPageTexts<P extends PageTextsPage>(request: PageRequest, page: P): Promise<ShownPageTexts<P>> {
  try {
    return await request.reads.pageTexts(page, request.locale, request.preview);
  } catch (error) {
    console.error(`${TEXTS_LOAD_ERROR_LOG}: ${page}`, error);
    // Without the site's details its own texts cannot be filled in either: the page says it failed.
    if (!request.site) throw error;
    const { seededPageTexts } = await import(/* webpackChunkName: "seeded-texts" */ './seeded-texts');
    return seededPageTexts(page, request.locale, request.site);
  }
}

/** `lang` for an element showing `text`: only where it is not in the page's language. */
export function useTextLanguage(): (text: ShownText | ShownRichText) => string | undefined {
  const { i18n } = useTranslation();
  return (text) => (text.lang === i18n.language ? undefined : text.lang);
}

/** The links of rendered rich text to the site's own pages, in the page's language (`href="/…"` only; `&amp;` kept). */
export function linksInPageLanguage(html: string, inPageLanguage: (href: string) => string): string {
  return html.replace(/href="(\/[^"]*)"/g, (_whole, href: string) => `href="${inPageLanguage(href.replace(/&amp;/g, '&')).replace(/&/g, '&amp;')}"`);
}

/** Formatted text (paragraphs, lists, links) as the server rendered and cleaned it, its links to our pages in the page's language. */
export function RichText({ value, className }: { value: ShownRichText; className?: string }) {
  const lang = useTextLanguage();
  const inPageLanguage = useLanguageLink();
  return <div className={className} lang={lang(value)} dangerouslySetInnerHTML={{ __html: linksInPageLanguage(value.html, inPageLanguage) }} />;
}

/** A text inside another element: marked with its language only where that differs from the page's. */
export function Words({ value }: { value: ShownText }) {
  const lang = useTextLanguage()(value);
  return lang ? <span lang={lang}>{value.text}</span> : <>{value.text}</>;
}
