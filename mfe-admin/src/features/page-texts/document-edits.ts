// Changes to a page's texts as the editor makes them, each answering a new document (the old one
// is what "discard" and the comparison read). A field is addressed by its path of keys, a list
// item by its id. The English keeps the hash of the Slovak it was written against: writing or
// copying English, or saying it still fits, records today's Slovak; changing the Slovak does not,
// so the English shows as outdated until someone looks at it.
import {
  type BilingualText,
  type FieldSpec,
  type FieldsSpec,
  type ListSpec,
  type PageTextsDocument,
  type StoredGroup,
  type StoredItem,
  textHash,
} from 'shared-ui/page-texts';
import { moveWithin } from '../../lib/list-order';

/** Where a field is: keys from the page down, a list item by its id. */
export type FieldPath = readonly string[];

type Node = StoredGroup | StoredItem[] | BilingualText | string;

function update(node: Node, path: FieldPath, change: (value: Node) => Node): Node {
  if (path.length === 0) return change(node);
  const [key, ...rest] = path;
  if (Array.isArray(node)) return node.map((item) => (item.id === key ? (update(item, rest, change) as StoredItem) : item));
  const group = node as StoredGroup;
  return { ...group, [key]: update(group[key], rest, change) };
}

const edit = (document: PageTextsDocument, path: FieldPath, change: (value: Node) => Node) => update(document, path, change) as PageTextsDocument;

export function setSlovak(document: PageTextsDocument, path: FieldPath, sk: string): PageTextsDocument {
  return edit(document, path, (value) => ({ ...(value as BilingualText), sk }));
}

export function setEnglish(document: PageTextsDocument, path: FieldPath, en: string): PageTextsDocument {
  return edit(document, path, (value) => {
    const text = value as BilingualText;
    return { ...text, en, enBasis: en.trim() === '' ? null : textHash(text.sk) };
  });
}

/** The Slovak as a start for the English (to be translated in place). */
export function copySlovakToEnglish(document: PageTextsDocument, path: FieldPath): PageTextsDocument {
  return edit(document, path, (value) => {
    const text = value as BilingualText;
    return { ...text, en: text.sk, enBasis: textHash(text.sk) };
  });
}

/** The English still says what the changed Slovak says. */
export function markEnglishCurrent(document: PageTextsDocument, path: FieldPath): PageTextsDocument {
  return edit(document, path, (value) => ({ ...(value as BilingualText), enBasis: textHash((value as BilingualText).sk) }));
}

export function setPicture(document: PageTextsDocument, path: FieldPath, picture: string): PageTextsDocument {
  return edit(document, path, () => picture);
}

/** An empty value of each field, for an item just added. */
export function emptyFields(fields: FieldsSpec): StoredGroup {
  return Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, emptyValue(spec)]));
}

function emptyValue(spec: FieldSpec): StoredGroup[string] {
  if (spec.type === 'text') return { sk: '', en: '', enBasis: null };
  if (spec.type === 'image') return 'builtin:1';
  if (spec.type === 'group') return emptyFields(spec.fields);
  return [];
}

const newItemId = () => `i${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export function addItem(document: PageTextsDocument, path: FieldPath, spec: ListSpec): { document: PageTextsDocument; id: string } {
  const id = newItemId();
  return { id, document: edit(document, path, (value) => [...(value as StoredItem[]), { id, ...emptyFields(spec.item) }]) };
}

/** The list at a path (a group's field). */
export function listAt(document: PageTextsDocument, path: FieldPath): StoredItem[] {
  const found = path.reduce<unknown>((node, key) => (node as StoredGroup | undefined)?.[key], document);
  return Array.isArray(found) ? (found as StoredItem[]) : [];
}

export function removeItem(document: PageTextsDocument, path: FieldPath, id: string): PageTextsDocument {
  return edit(document, path, (value) => (value as StoredItem[]).filter((item) => item.id !== id));
}

/** Moves an item to another place in its list (clamped to the list). */
export function moveItem(document: PageTextsDocument, path: FieldPath, id: string, to: number): PageTextsDocument {
  return edit(document, path, (value) => {
    const items = value as StoredItem[];
    return moveWithin(items, items.findIndex((item) => item.id === id), to);
  });
}
