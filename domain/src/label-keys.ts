// Stable i18n keys for the Slovak values the API stores (workshop names, contact subjects), so the
// public pages and the admin panel translate a stored value without a Slovak text as the key.
// Each remote keeps its own texts under these keys.
import type { ContactSubject, FeedbackWorkshop, ToolWorkshop } from './constants';

/** A workshop name as a feedback, a tool or a material stores it. */
export type WorkshopLabel = FeedbackWorkshop | ToolWorkshop;

export const WORKSHOP_LABEL_KEYS = {
  'Grafický dizajn': 'graphicDesign',
  Argumentácia: 'argumentation',
  Marketing: 'marketing',
  Facilitácia: 'facilitation',
  Fotografia: 'photography',
  'Projektový manažment': 'projectManagement',
  'Všeobecne o projekte': 'aboutProject',
  Všeobecné: 'general',
} as const satisfies Record<WorkshopLabel, string>;
export type WorkshopLabelKey = (typeof WORKSHOP_LABEL_KEYS)[WorkshopLabel];

export const CONTACT_SUBJECT_KEYS = {
  'Informácie o projekte': 'projectInfo',
  'Prihlásenie do workshopu': 'workshopSignup',
  Spolupráca: 'cooperation',
  'Mediálny dopyt': 'media',
  'Odstránenie fotografie': 'photoRemoval',
  Iné: 'other',
} as const satisfies Record<ContactSubject, string>;
export type ContactSubjectKey = (typeof CONTACT_SUBJECT_KEYS)[ContactSubject];

/** A stored value is its own Slovak text: the Slovak texts by key, for the remotes' sk resources. */
function slovakTextsOf<Key extends string>(keys: Record<string, Key>): Record<Key, string> {
  return Object.fromEntries(Object.entries(keys).map(([value, key]) => [key, value])) as Record<Key, string>;
}

export const WORKSHOP_TEXTS_SK = slovakTextsOf<WorkshopLabelKey>(WORKSHOP_LABEL_KEYS);
export const CONTACT_SUBJECT_TEXTS_SK = slovakTextsOf<ContactSubjectKey>(CONTACT_SUBJECT_KEYS);

function keyOf<Key extends string>(keys: Record<string, Key>, value: string): Key | null {
  return Object.prototype.hasOwnProperty.call(keys, value) ? keys[value] : null;
}

/** The key of a stored workshop name; null for a value this version does not know (older data, shown as stored). */
export function workshopLabelKey(name: string): WorkshopLabelKey | null {
  return keyOf<WorkshopLabelKey>(WORKSHOP_LABEL_KEYS, name);
}

/** The key of a stored contact subject; null for a value this version does not know (shown as stored). */
export function contactSubjectKey(subject: string): ContactSubjectKey | null {
  return keyOf<ContactSubjectKey>(CONTACT_SUBJECT_KEYS, subject);
}
