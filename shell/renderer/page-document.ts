// The HTML document around a server-rendered page: the head a search engine and a link
// preview read (title, description, canonical and hreflang addresses, Open Graph and Twitter
// tags), the stylesheets and the page's largest picture requested before anything else, then the
// rendered #app and the state the browser starts from. The boot script, which applies the stored
// theme, contrast and font size before the first paint, comes before the stylesheets. The shell's
// entry scripts are preloaded at low priority: the browser fetches them while it reads the page
// (the stylesheets and the hero picture, with fetchpriority="high", first), and the boot script runs
// them once the page has been painted (page protocol, invariant 7). Each runs in a task of its own
// (the bundler's runtime starts the app once all of them are there), where `defer` would run them
// all in one long task that every tap waits for.
// Every tag comes from ./markup's builders, which escape each value once.
import type { Locale } from 'shared-ui/domain';
import type { PreloadImage } from 'shared-ui/page-data';
import {
  APP_ELEMENT_ID,
  BOOT_SCRIPT_PATH,
  ENTRY_SCRIPT_ATTRIBUTE,
  NO_SCRIPT_CLASS,
  PAGE_STATE_ELEMENT_ID,
  RENDERED_BY_SERVER,
  ROOT_MARKS,
  serializeJsonElement,
} from 'shared-ui/page-protocol';
import type { ServerPageState } from '../src/app/server-page-state';
import { type Attributes, emptyElement, markupElement, openTag, textElement } from './markup';

export interface PageDocument {
  locale: Locale;
  title: string;
  description: string;
  siteName: string;
  /** Absolute addresses: this page, and each language's version of it. */
  canonical: string;
  alternates: Record<Locale | 'x-default', string>;
  /** An absolute address of the page's link-preview picture. */
  image: string;
  imageAlt: string;
  preloadImage?: PreloadImage;
  stylesheets: Stylesheet[];
  scripts: string[];
  /** The page's files for the entry script to preload (script-hints.ts): before the entry scripts. */
  scriptHints?: string[];
  appHtml: string;
  state: ServerPageState;
  noIndex?: boolean;
}

/**
 * A stylesheet in the head. A remote page's also carries `runtimeName`, the file's name as its
 * build's own runtime asks for it (`data-href`): the runtime then finds this link when the page's
 * chunk loads, instead of adding a second one for the same file under its absolute address, which
 * made the browser recalculate the whole page's style on a phone in the middle of hydration.
 */
export interface Stylesheet {
  href: string;
  runtimeName?: string;
}

const OG_LOCALES: Record<Locale, string> = { sk: 'sk_SK', en: 'en_GB' };

/** `<meta name|property="key" content="value" />`. */
const meta = (attribute: 'name' | 'property', key: string, value: string): string => emptyElement('meta', { [attribute]: key, content: value });

/** `<link … />`. */
const link = (attributes: Attributes): string => emptyElement('link', attributes);

function preloadTag(image: PreloadImage): string {
  return link({ rel: 'preload', as: 'image', href: image.href, imagesrcset: image.srcset || undefined, imagesizes: image.sizes || undefined, type: image.type || undefined, fetchpriority: 'high' });
}

/** The head every document of the site starts with: the server's pages and the static index.html. */
export function documentBaseHead(): string[] {
  return [
    emptyElement('meta', { charset: 'utf-8' }),
    meta('name', 'viewport', 'width=device-width, initial-scale=1'),
    meta('name', 'theme-color', '#0e7490'),
    link({ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }),
    link({ rel: 'icon', href: '/favicon.ico', sizes: '32x32' }),
    link({ rel: 'apple-touch-icon', href: '/apple-touch-icon.png' }),
  ];
}

/**
 * The static index.html's head (shell/src/index.html, filled in by the build): a page rendered in
 * the browser (the admin, or any page while the renderer is down). It names no page; the app
 * titles the page from the site's details as it starts.
 */
export function staticDocumentHead(title: string): string {
  return [...documentBaseHead(), textElement('title', {}, title)].join('\n    ');
}

/** The lines of the head, in order; each line is one element built by ./markup (escaped there). */
export function pageHead(page: PageDocument): string[] {
  const otherLocales = (Object.keys(OG_LOCALES) as Locale[]).filter((locale) => locale !== page.locale);
  return [
    ...documentBaseHead(),
    textElement('title', {}, page.title),
    meta('name', 'description', page.description),
    page.noIndex ? meta('name', 'robots', 'noindex') : '',
    link({ rel: 'canonical', href: page.canonical }),
    ...Object.entries(page.alternates).map(([language, href]) => link({ rel: 'alternate', hreflang: language, href })),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.canonical),
    meta('property', 'og:image', page.image),
    meta('property', 'og:image:alt', page.imageAlt),
    meta('property', 'og:locale', OG_LOCALES[page.locale]),
    ...otherLocales.map((locale) => meta('property', 'og:locale:alternate', OG_LOCALES[locale])),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', page.image),
    meta('name', 'twitter:image:alt', page.imageAlt),
    page.preloadImage ? preloadTag(page.preloadImage) : '',
    // Before the stylesheets: a script after them waits until they have arrived, and the parser
    // with it; here it runs as soon as it arrives, and the body is read while the styles download.
    markupElement('script', { src: BOOT_SCRIPT_PATH }, ''),
    ...page.stylesheets.map(({ href, runtimeName }) => link({ rel: 'stylesheet', href, 'data-href': runtimeName })),
    ...(page.scriptHints ?? []),
    ...page.scripts.map((href) => link({ rel: 'preload', as: 'script', href, fetchpriority: 'low', [ENTRY_SCRIPT_ATTRIBUTE]: true })),
  ].filter(Boolean);
}

export function renderPageDocument(page: PageDocument): string {
  return [
    '<!doctype html>',
    openTag('html', { lang: page.locale, class: NO_SCRIPT_CLASS, [ROOT_MARKS.rendered.attribute]: RENDERED_BY_SERVER }),
    markupElement('head', {}, `\n${pageHead(page).join('\n')}\n`),
    '<body>',
    markupElement('div', { id: APP_ELEMENT_ID }, page.appHtml),
    markupElement('script', { id: PAGE_STATE_ELEMENT_ID, type: 'application/json' }, serializeJsonElement(page.state)),
    '</body>',
    '</html>',
  ].join('\n');
}
