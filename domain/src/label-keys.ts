// Stable i18n keys for the Slovak values the API stores, so the public pages and the admin panel
// translate a stored value without a Slovak text as the key. Each remote keeps its own texts under
// these keys. A workshop's key, both its names and its lookups are the workshop table's (workshops.ts).
import type { ContactSubject } from './constants';

export const CONTACT_SUBJECT_KEYS = {
  'Informácie o projekte': 'projectInfo',
  'Prihlásenie do workshopu': 'workshopSignup',
  Spolupráca: 'cooperation',
  'Mediálny dopyt': 'media',
  'Odstránenie fotografie': 'photoRemoval',
  Iné: 'other',
} as const satisfies Record<ContactSubject, string>;
export type ContactSubjectKey = (typeof CONTACT_SUBJECT_KEYS)[ContactSubject];

/** A stored subject is its own Slovak text: the Slovak texts by key, for the remotes' sk resources. */
export const CONTACT_SUBJECT_TEXTS_SK = Object.fromEntries(Object.entries(CONTACT_SUBJECT_KEYS).map(([subject, key]) => [key, subject])) as Record<ContactSubjectKey, string>;

/** The key of a stored contact subject; null for a value this version does not know (shown as stored). */
export function contactSubjectKey(subject: string): ContactSubjectKey | null {
  return Object.prototype.hasOwnProperty.call(CONTACT_SUBJECT_KEYS, subject) ? CONTACT_SUBJECT_KEYS[subject as ContactSubject] : null;
}
