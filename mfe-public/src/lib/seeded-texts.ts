// The texts the site started with, shown when a page's texts cannot be read. A chunk of its own,
// fetched only then: it carries both languages of every page and the Markdown renderer.
import type { Locale, SiteContent } from 'shared-ui/domain';
import { placeholderValues, showPageTexts, type PageTextsPage, type ShownPageTexts } from 'shared-ui/page-texts';
import { PAGE_TEXTS_SEED } from 'shared-ui/page-texts-seed';
import { renderRichText } from 'shared-ui/rich-text';

export function seededPageTexts<P extends PageTextsPage>(page: P, locale: Locale, site: SiteContent): ShownPageTexts<P> {
  return showPageTexts(page, PAGE_TEXTS_SEED[page], locale, placeholderValues(site, locale), renderRichText);
}
