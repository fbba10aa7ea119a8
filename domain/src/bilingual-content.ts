// What the administrator writes exists in Slovak (required where the spec requires it)
// and, optionally, in English beside it. An English reader gets the English value per field and
// the Slovak one where English is missing; the element showing that fallback is marked lang="sk".
// Photos (and videos' thumbnails) carry an alt text of their own in both languages; the title is
// its fallback, so an image is never described by an empty alt or by its file name.
import type { Locale } from './constants';

/** Longest text per field, one home for the API's validation and the admin forms' counters. */
export const CONTENT_TEXT_LIMITS = {
  albumName: 200,
  albumDescription: 2000,
  galleryTitle: 200,
  galleryDescription: 2000,
  /** WCAG 1.1.1: a short description; longer text belongs in the description. */
  galleryAlt: 300,
  materialTitle: 200,
  materialDescription: 5000,
  toolTitle: 200,
  toolDescription: 5000,
} as const;

/** The English field beside each Slovak one, per kind of content (`name` → `nameEn`). */
export const ENGLISH_FIELDS = {
  album: ['nameEn', 'descriptionEn'],
  galleryItem: ['titleEn', 'descriptionEn', 'altEn'],
  material: ['titleEn', 'descriptionEn'],
  interactiveTool: ['titleEn', 'descriptionEn'],
} as const;

/** A text as one reader sees it: the value and the language it is written in. */
export interface LocalizedText {
  text: string;
  lang: Locale;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The value an English or Slovak reader sees: English for English readers when it is filled in,
 * otherwise the Slovak value (and `lang: 'sk'`, which the page puts on the element). Null when
 * neither language has a value (an optional field left empty).
 */
export function localizedText(slovak: string | null | undefined, english: string | null | undefined, locale: Locale): LocalizedText | null {
  if (locale === 'en' && present(english)) return { text: english, lang: 'en' };
  if (present(slovak)) return { text: slovak, lang: 'sk' };
  if (present(english)) return { text: english, lang: 'en' };
  return null;
}

/** The `lang` attribute an element needs: only where the text is not in the page's language. */
export const langAttribute = (text: LocalizedText | null, locale: Locale): Locale | undefined =>
  text && text.lang !== locale ? text.lang : undefined;

/** What a photo's description needs: its alt texts and, as the fallback, its title. */
export interface DescribedPicture {
  title: string;
  titleEn?: string | null;
  alt?: string | null;
  altEn?: string | null;
}

/** The alt text of a photo or video thumbnail: its own description, else its title; never empty. */
export function pictureAlt(item: DescribedPicture, locale: Locale): LocalizedText {
  return localizedText(item.alt, item.altEn, locale) ?? localizedText(item.title, item.titleEn, locale) ?? { text: item.title, lang: 'sk' };
}

/** Lower case without diacritics ("Jeseň" → "jesen"), so a search ignores both. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('sk');
}

/** Spec 2.12 search, extended: an album matches by its Slovak or English name. */
export function albumMatchesSearch(album: { name: string; nameEn?: string | null }, query: string): boolean {
  const needle = foldForSearch(query.trim());
  if (needle === '') return true;
  return [album.name, album.nameEn].some((name) => present(name) && foldForSearch(name).includes(needle));
}

/** Which English fields of an item are empty: the admin lists show them and filter by them. */
export function missingEnglish<T extends object>(item: T, fields: readonly (keyof T & string)[]): string[] {
  const texts = item as Record<string, unknown>;
  const text = (field: string) => (typeof texts[field] === 'string' ? (texts[field]) : null);
  return fields.filter((field) => present(text(field.replace(/En$/, ''))) && !present(text(field)));
}

/** A photo lacks its alt text when the Slovak one is empty (the English one follows the English fields). */
export const lacksAltText = (item: { alt?: string | null }): boolean => !present(item.alt);
