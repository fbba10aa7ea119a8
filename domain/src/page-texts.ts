// What the public pages say, as content the administrator edits: each page's fields, their kind and
// length, in one description the API validates and renders by, the admin's editor builds its form
// from, and the pages read. A text field holds Slovak, English and the hash of the Slovak the
// English was written against (so an English text written before the Slovak changed shows as
// outdated). Lists (slides, questions, goals) hold items with a stable id.
import type { Locale } from './constants';
import { PUBLIC_PAGE_PATHS } from './public-pages';
import { productNameIn, siteDetailsIn, type SiteContent } from './site-content';
import type { ImageVariant } from './types';

/** One line (a title), a plain paragraph, or formatted text (paragraphs, bold, italics, lists, links). */
export type TextKind = 'line' | 'plain' | 'rich';

export interface TextFieldSpec {
  type: 'text';
  kind: TextKind;
  max: number;
}
/** A picture: a built-in artwork (`builtin:1`) or an uploaded image (`/uploads/images/…jpg`). */
export interface ImageFieldSpec {
  type: 'image';
}
export interface GroupSpec {
  type: 'group';
  fields: FieldsSpec;
}
export interface ListSpec {
  type: 'list';
  item: FieldsSpec;
  min: number;
  max: number;
  /** The item field that names an item in the editor and in comparisons. */
  titleField: string;
}
export type FieldSpec = TextFieldSpec | ImageFieldSpec | GroupSpec | ListSpec;
export type FieldsSpec = Readonly<Record<string, FieldSpec>>;

// The builders keep each field's kind and names in the types, so a page reads its texts typed.
const text = <K extends TextKind>(kind: K, max: number) => ({ type: 'text', kind, max }) as const;
const line = (max: number) => text('line', max);
const plain = (max: number) => text('plain', max);
const rich = (max: number) => text('rich', max);
const image = () => ({ type: 'image' }) as const;
const group = <F extends FieldsSpec>(fields: F) => ({ type: 'group', fields }) as const;
const list = <F extends FieldsSpec>(item: F, min: number, max: number, titleField: keyof F & string) => ({ type: 'list', item, min, max, titleField }) as const;

/** What a search result and a link preview say about the page. */
const description = plain(300);
const card = { title: line(100), desc: plain(300) };
const workshop = group({
  subtitle: line(150),
  description: rich(3000),
  skills: list({ text: line(200) }, 0, 12, 'text'),
  audience: plain(1500),
  rhythm: line(80),
});

export const PAGE_TEXT_SPECS = {
  home: {
    description,
    carousel: list({ title: line(120), subtitle: plain(250), description: plain(500), image: image(), imageAlt: plain(300) }, 1, 8, 'title'),
    infoCards: group({ label: line(100), workshops: group(card), duration: group(card), programme: group(card), skills: group(card) }),
    /** The six workshops in a line each (their names are the workshops' own, not page text). */
    focus: group({ title: line(100), subtitle: plain(250), workshops: group({ 1: plain(200), 2: plain(200), 3: plain(200), 4: plain(200), 5: plain(200), 6: plain(200) }) }),
    cta: group({ badge: line(60), title: line(100), text: plain(500) }),
  },
  about: {
    description,
    subtitle: line(150),
    mission: group({ title: line(100), body: rich(4000) }),
    goals: group({ title: line(100), items: list({ text: line(300) }, 0, 15, 'text') }),
    values: group({ title: line(100), items: list({ title: line(100), desc: plain(600) }, 0, 12, 'title') }),
    inclusion: group({ title: line(100), text: rich(3000) }),
    facts: group({
      title: line(100),
      durationLabel: line(60),
      duration: line(150),
      locationLabel: line(60),
      location: line(150),
      audienceLabel: line(60),
      audience: line(150),
      workshopsLabel: line(60),
      workshops: line(150),
    }),
    eu: group({ title: line(150), note: plain(600), alt: plain(300) }),
    partners: group({ title: line(100) }),
  },
  workshops: {
    description,
    subtitle: line(200),
    intro: plain(1000),
    workshops: group({ 1: workshop, 2: workshop, 3: workshop, 4: workshop, 5: workshop, 6: workshop }),
    cta: group({ badge: line(60), title: line(100), text: plain(500) }),
  },
  contact: {
    description,
    subtitle: line(200),
    socialNote: plain(300),
    faq: group({ title: line(100), items: list({ question: line(300), answer: rich(2000) }, 0, 30, 'question') }),
  },
  materials: {
    description,
    subtitle: line(250),
    infoBoxes: group({ pdf: group(card), video: group(card), infographic: group(card), metodika: group(card) }),
    steps: group({ title: line(100), items: list({ title: line(100), desc: plain(400) }, 0, 6, 'title') }),
  },
  tools: {
    description,
    subtitle: line(250),
  },
} as const satisfies Record<string, FieldsSpec>;

export type PageTextsPage = keyof typeof PAGE_TEXT_SPECS;
export const PAGE_TEXTS_PAGES = Object.keys(PAGE_TEXT_SPECS) as PageTextsPage[];
export const isPageTextsPage = (value: string): value is PageTextsPage => Object.hasOwn(PAGE_TEXT_SPECS, value);

/** The public address of each page, for the editor's preview and links. */
export const PAGE_TEXTS_PATHS: Record<PageTextsPage, string> = {
  home: PUBLIC_PAGE_PATHS.home,
  about: PUBLIC_PAGE_PATHS.about,
  workshops: PUBLIC_PAGE_PATHS.workshops,
  contact: PUBLIC_PAGE_PATHS.contact,
  materials: PUBLIC_PAGE_PATHS.materials,
  tools: PUBLIC_PAGE_PATHS.interactiveTools,
};

/** The values the texts may name in double braces, filled in from the site's details when shown. */
export const PAGE_TEXT_PLACEHOLDERS = ['product', 'school', 'town', 'email', 'phone', 'code'] as const;
export type PageTextPlaceholder = (typeof PAGE_TEXT_PLACEHOLDERS)[number];

// ---- The stored document -------------------------------------------------------------------

/** A text field's stored value. */
export interface BilingualText {
  sk: string;
  /** Empty when not written: English readers then read the Slovak. */
  en: string;
  /** `textHash` of the Slovak the English was written against; null when there is no English. */
  enBasis: string | null;
}
/** A list item: its fields and an id that stays with it when items are moved. */
export type StoredItem = { id: string } & { [field: string]: StoredValue | string };
export type StoredValue = BilingualText | string | StoredGroup | StoredItem[];
export interface StoredGroup {
  [field: string]: StoredValue;
}
/** One page's texts as stored (draft, published, or a revision). */
export type PageTextsDocument = StoredGroup;

/** FNV-1a of the text, hex: the same in the browser and the API, and short. */
export function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export const isBilingualText = (value: unknown): value is BilingualText =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as BilingualText).sk === 'string' && typeof (value as BilingualText).en === 'string';

/** One text field of a document, with where it is. */
export interface TextLeaf {
  /** `faq.items.q3.answer`: list items named by their id. */
  path: string;
  /** `faq.items.answer`: the field's place in the page's description (labels key on it). */
  specPath: string;
  spec: TextFieldSpec;
  value: BilingualText;
}

/** Every text field of a document in reading order (what is missing or malformed is skipped). */
export function textLeaves(fields: FieldsSpec, document: StoredGroup, path = '', specPath = ''): TextLeaf[] {
  const leaves: TextLeaf[] = [];
  const at = (base: string, name: string) => (base ? `${base}.${name}` : name);
  for (const [name, spec] of Object.entries(fields)) {
    const value = document[name];
    if (spec.type === 'text' && isBilingualText(value)) leaves.push({ path: at(path, name), specPath: at(specPath, name), spec, value });
    else if (spec.type === 'group' && value && typeof value === 'object' && !Array.isArray(value)) leaves.push(...textLeaves(spec.fields, value as StoredGroup, at(path, name), at(specPath, name)));
    else if (spec.type === 'list' && Array.isArray(value)) {
      for (const item of value) leaves.push(...textLeaves(spec.item, item, at(path, `${name}.${String(item.id)}`), at(specPath, name)));
    }
  }
  return leaves;
}

/** The upload paths in a document's picture fields. */
export function uploadedPictures(fields: FieldsSpec, document: StoredGroup | null | undefined): string[] {
  if (!document) return [];
  const found: string[] = [];
  for (const [name, spec] of Object.entries(fields)) {
    const value = document[name];
    if (spec.type === 'image' && typeof value === 'string' && value.startsWith('/uploads/')) found.push(value);
    else if (spec.type === 'group' && value && typeof value === 'object' && !Array.isArray(value)) found.push(...uploadedPictures(spec.fields, value as StoredGroup));
    else if (spec.type === 'list' && Array.isArray(value)) for (const item of value) found.push(...uploadedPictures(spec.item, item));
  }
  return found;
}

export type EnglishState = 'current' | 'missing' | 'outdated';

/** Whether a field's English is there and written against today's Slovak. */
export function englishState(value: BilingualText): EnglishState {
  if (value.en.trim() === '') return value.sk.trim() === '' ? 'current' : 'missing';
  return value.enBasis === textHash(value.sk) ? 'current' : 'outdated';
}

export interface TranslationSummary {
  missing: number;
  outdated: number;
}

export function translationSummary(page: PageTextsPage, document: PageTextsDocument): TranslationSummary {
  const states = textLeaves(PAGE_TEXT_SPECS[page], document).map((leaf) => englishState(leaf.value));
  return { missing: states.filter((state) => state === 'missing').length, outdated: states.filter((state) => state === 'outdated').length };
}

// ---- What a reader gets ------------------------------------------------------------------------

/** A text as a reader of one language gets it: the words (or, formatted, safe HTML) and their language. */
export interface ShownText {
  text: string;
  lang: Locale;
}
export interface ShownRichText {
  html: string;
  lang: Locale;
}
/** A picture: a built-in artwork (`builtin:1`), or an uploaded image with its size and responsive copies. */
export interface ShownPicture {
  src: string;
  width?: number;
  height?: number;
  variants?: ImageVariant[];
}

type Shown<S> = S extends TextFieldSpec
  ? S['kind'] extends 'rich'
    ? ShownRichText
    : ShownText
  : S extends ImageFieldSpec
    ? ShownPicture
    : S extends GroupSpec
      ? ShownFields<S['fields']>
      : S extends ListSpec
        ? Array<{ id: string } & ShownFields<S['item']>>
        : never;
type ShownFields<F> = { readonly [K in keyof F]: Shown<F[K]> };

/** A page's texts in the reader's language, as the public read answers them. */
export type ShownPageTexts<P extends PageTextsPage> = ShownFields<(typeof PAGE_TEXT_SPECS)[P]>;

/** The values placeholders are filled with, in the reader's language. */
export type PlaceholderValues = Record<PageTextPlaceholder, string>;

/** What the placeholders stand for on this site, in the reader's language. */
export function placeholderValues(site: SiteContent, locale: Locale): PlaceholderValues {
  return {
    product: productNameIn(site, locale).text,
    school: siteDetailsIn(locale, site).school,
    town: site.town,
    email: site.email,
    phone: site.phone,
    code: site.projectCode,
  };
}

/** Fills `{{town}}` and the other placeholders; an unknown name is left as written. */
export function fillPlaceholders(text: string, values: PlaceholderValues, escape: (value: string) => string = (value) => value): string {
  return text.replace(/\{\{\s*([a-z]+)\s*\}\}/g, (written, name: string) =>
    (PAGE_TEXT_PLACEHOLDERS as readonly string[]).includes(name) ? escape(values[name as PageTextPlaceholder]) : written,
  );
}

/**
 * A document as a reader of `locale` gets it: per field the English where it is written (for an
 * English reader), else the Slovak marked as Slovak; placeholders filled; formatted text rendered
 * by `renderRich` (which must escape everything but its own markup).
 */
export function showPageTexts<P extends PageTextsPage>(
  page: P,
  document: PageTextsDocument,
  locale: Locale,
  values: PlaceholderValues,
  renderRich: (markdown: string, values: PlaceholderValues) => string,
  /** What is known of an uploaded picture (its size and copies); a built-in one is shown by its name. */
  describePicture: (src: string) => ShownPicture = (src) => ({ src }),
): ShownPageTexts<P> {
  const show = (fields: FieldsSpec, stored: StoredGroup): Record<string, unknown> => {
    const shown: Record<string, unknown> = {};
    for (const [name, spec] of Object.entries(fields)) {
      const value = stored[name];
      if (spec.type === 'text') {
        const text = isBilingualText(value) ? value : { sk: '', en: '', enBasis: null };
        const english = locale === 'en' && text.en.trim() !== '';
        const written = english ? text.en : text.sk;
        const lang: Locale = english ? 'en' : 'sk';
        shown[name] = spec.kind === 'rich' ? { html: renderRich(written, values), lang } : { text: fillPlaceholders(written, values), lang };
      } else if (spec.type === 'image') {
        shown[name] = describePicture(typeof value === 'string' ? value : '');
      } else if (spec.type === 'group') {
        shown[name] = show(spec.fields, value && typeof value === 'object' && !Array.isArray(value) ? (value as StoredGroup) : {});
      } else {
        shown[name] = (Array.isArray(value) ? value : []).map((item) => ({ id: item.id, ...show(spec.item, item as StoredGroup) }));
      }
    }
    return shown;
  };
  return show(PAGE_TEXT_SPECS[page], document) as ShownPageTexts<P>;
}

// ---- What may be stored ------------------------------------------------------------------------

/** A tag, a comment or a declaration: the texts hold no HTML of their own. */
const RAW_HTML = /<\s*[a-z!?/]/i;
/** `[words](address "title")`, the one way formatted text makes a link. */
const MARKDOWN_LINK = /\]\(\s*<?([^)\s>]*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;

/** A link a formatted text may hold: the web, mail, a phone number, or a page of this site. */
export function isAllowedLink(address: string): boolean {
  if (/^\/(?!\/)/.test(address)) return true;
  if (/^#[\w-]+$/.test(address)) return true;
  return /^(https?:\/\/[^\s/]+|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9 ()/-]{3,})/i.test(address);
}

/** A link's address with its placeholders filled with values of their kind (`mailto:{{email}}` is a mail link). */
const withSampleValues = (address: string) =>
  fillPlaceholders(address, { product: 'x', school: 'x', town: 'x', email: 'info@example.sk', phone: '+421000000000', code: 'x' });

export interface PageTextsProblem {
  /** Where: `faq.items.3.answer.en` (list items by position, from 1). */
  field: string;
  message: string;
}

const ITEM_ID = /^[A-Za-z0-9_-]{1,40}$/;
const IMAGE_VALUE = /^(builtin:[1-9][0-9]?|\/uploads\/images\/[A-Za-z0-9][A-Za-z0-9_-]*\.jpg)$/;

/** Everything wrong with a document for `page`, or none: unknown or missing fields, lengths, HTML, links, list sizes. */
export function pageTextsProblems(page: PageTextsPage, document: unknown): PageTextsProblem[] {
  const problems: PageTextsProblem[] = [];
  const at = (base: string, name: string) => (base ? `${base}.${name}` : name);
  const checkText = (field: string, spec: TextFieldSpec, value: unknown) => {
    if (!isBilingualText(value) || !(value.enBasis === null || (typeof value.enBasis === 'string' && /^[0-9a-f]{8}$/.test(value.enBasis)))) {
      problems.push({ field, message: 'must be {sk, en, enBasis}' });
      return;
    }
    const unknown = Object.keys(value).filter((key) => !['sk', 'en', 'enBasis'].includes(key));
    if (unknown.length) problems.push({ field, message: `unknown field(s) ${unknown.join(', ')}` });
    for (const language of ['sk', 'en'] as const) {
      const text = value[language];
      const where = `${field}.${language}`;
      if (text.length > spec.max) problems.push({ field: where, message: `is ${text.length} characters long; at most ${spec.max}` });
      if (spec.kind === 'line' && /[\r\n]/.test(text)) problems.push({ field: where, message: 'must be one line' });
      if (RAW_HTML.test(text)) problems.push({ field: where, message: 'must not contain HTML; use the formatting of the editor' });
      if (spec.kind === 'rich') {
        for (const match of text.matchAll(MARKDOWN_LINK)) {
          if (!isAllowedLink(withSampleValues(match[1]))) problems.push({ field: where, message: `links only to http(s), mailto, tel or the site's own pages, not "${match[1].slice(0, 60)}"` });
        }
      }
    }
    if (value.sk.trim() === '') problems.push({ field: `${field}.sk`, message: 'must not be empty' });
  };
  const checkFields = (fields: FieldsSpec, value: unknown, path: string, isItem = false) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      problems.push({ field: path || '(page)', message: 'must be an object' });
      return;
    }
    const stored = value as Record<string, unknown>;
    for (const name of Object.keys(stored)) if (!Object.hasOwn(fields, name) && !(isItem && name === 'id')) problems.push({ field: at(path, name), message: 'is not a field of this page' });
    for (const [name, spec] of Object.entries(fields)) {
      const field = at(path, name);
      const child = stored[name];
      if (child === undefined) problems.push({ field, message: 'is missing' });
      else if (spec.type === 'text') checkText(field, spec, child);
      else if (spec.type === 'image') {
        if (typeof child !== 'string' || !IMAGE_VALUE.test(child)) problems.push({ field, message: 'must be a built-in picture or an uploaded image' });
      } else if (spec.type === 'group') checkFields(spec.fields, child, field);
      else if (!Array.isArray(child)) problems.push({ field, message: 'must be a list' });
      else {
        if (child.length < spec.min || child.length > spec.max) problems.push({ field, message: `must hold ${spec.min} to ${spec.max} items, holds ${child.length}` });
        const ids = new Set<string>();
        child.forEach((item: unknown, index) => {
          const itemField = at(field, String(index + 1));
          const id = (item as { id?: unknown } | null)?.id;
          if (typeof id !== 'string' || !ITEM_ID.test(id) || ids.has(id)) problems.push({ field: `${itemField}.id`, message: 'must be a unique id' });
          else ids.add(id);
          checkFields(spec.item, item, itemField, true);
        });
      }
    }
  };
  checkFields(PAGE_TEXT_SPECS[page], document, '');
  return problems;
}
