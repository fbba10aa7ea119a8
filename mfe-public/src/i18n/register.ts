// Registers the `public` namespace on the site's shared texts the shell starts. Every
// exposed page imports this module, so whichever page loads first registers the texts. Slovak is
// the site's default and every visitor's fallback language (t() reads it under English too),
// so it comes with the code: the sections every page shares here, a page's own section with that
// page (addPageTexts). English is a chunk of its own, fetched only when read (the loader
// registered here).
import { addNamespaceTexts, registerNamespace } from 'shared-ui/i18n/register-namespace';
import type { PublicResources } from './sk';
import { common } from './sk/common';
import { cta } from './sk/cta';
import { labels } from './sk/labels';

export const PUBLIC_NAMESPACE = 'public';

registerNamespace(PUBLIC_NAMESPACE, {
  sk: { common, labels, cta },
  // Named: the renderer preloads the chunk group `i18n-en` on an English page.
  en: () => import(/* webpackChunkName: "i18n-en" */ './en').then((texts) => texts.en),
});

/** Some of the namespace's sections, each whole or in part. */
type PageTexts = { [Section in keyof PublicResources]?: Partial<PublicResources[Section]> };

/** A page's own Slovak sections, added when the page's module loads, before it renders. */
export function addPageTexts(sections: PageTexts): void {
  addNamespaceTexts(PUBLIC_NAMESPACE, 'sk', sections);
}
