// The page texts being edited: the document in the form, whether it differs from what is stored
// (the draft, else the published texts), and the edits of document-edits.ts, each move or removal
// said aloud for a screen reader.
import { useMemo, useState } from 'react';
import type { ListSpec, PageTextsDocument, PageTextsPage } from 'shared-ui/page-texts';
import { useAdminTexts } from '../../hooks/use-admin-texts';
import { useTrackUnsavedInput } from '../../hooks/use-unsaved-input';
import * as edits from './document-edits';
import type { FieldPath } from './document-edits';
import { useFieldLabel } from './field-labels';

export interface DocumentEditor {
  label: (specPath: string) => string;
  setSlovak: (path: FieldPath, text: string) => void;
  setEnglish: (path: FieldPath, text: string) => void;
  copySlovak: (path: FieldPath) => void;
  stillFits: (path: FieldPath) => void;
  setPicture: (path: FieldPath, picture: string) => void;
  add: (path: FieldPath, spec: ListSpec) => void;
  move: (path: FieldPath, id: string, to: number, total: number) => void;
  remove: (path: FieldPath, id: string, number: number) => void;
}

export function useDocumentEditor(page: PageTextsPage, stored: PageTextsDocument) {
  const { t } = useAdminTexts();
  const label = useFieldLabel(page);
  const [editing, setEditing] = useState<{ from: PageTextsDocument; document: PageTextsDocument }>({ from: stored, document: stored });
  // What the server holds changed (saved, published, restored, discarded): the form starts from it.
  if (editing.from !== stored) setEditing({ from: stored, document: stored });
  const document = editing.document;
  const dirty = useMemo(() => JSON.stringify(document) !== JSON.stringify(stored), [document, stored]);
  useTrackUnsavedInput(`page-texts-${page}`, dirty);
  const [announcement, setAnnouncement] = useState('');
  const change = (next: PageTextsDocument) => setEditing((current) => ({ ...current, document: next }));

  const editor: DocumentEditor = {
    label,
    setSlovak: (path, text) => change(edits.setSlovak(document, path, text)),
    setEnglish: (path, text) => change(edits.setEnglish(document, path, text)),
    copySlovak: (path) => change(edits.copySlovakToEnglish(document, path)),
    stillFits: (path) => change(edits.markEnglishCurrent(document, path)),
    setPicture: (path, picture) => change(edits.setPicture(document, path, picture)),
    add: (path, spec) => {
      const { document: next, id } = edits.addItem(document, path, spec);
      change(next);
      setAnnouncement(t('pageTexts.listItems.added', { number: edits.listAt(next, path).length }));
      // The new item's first field takes the focus, to be written at once.
      requestAnimationFrame(() => window.document.getElementById(`adm-texts-item-${id}`)?.querySelector<HTMLElement>('input, textarea')?.focus());
    },
    move: (path, id, to, total) => {
      change(edits.moveItem(document, path, id, to));
      setAnnouncement(t('pageTexts.listItems.moved', { number: to + 1, total }));
    },
    remove: (path, id, number) => {
      change(edits.removeItem(document, path, id));
      setAnnouncement(t('pageTexts.listItems.removed', { number }));
    },
  };
  return { document, dirty, editor, announcement, reset: () => setEditing({ from: stored, document: stored }) };
}
