// The form of a page's texts, built from the page's description: groups as fieldsets, lists as
// items that can be added, moved and removed (each move announced), texts in both languages,
// pictures. With "only what needs English" it keeps just the texts whose English is missing or
// outdated (and what holds them).
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from 'shared-ui/components/button';
import { englishState, isBilingualText, textLeaves, type FieldsSpec, type ListSpec, type StoredGroup, type StoredItem } from 'shared-ui/page-texts';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import type { FieldPath } from '../document-edits';
import type { DocumentEditor } from '../use-document-editor';
import { PictureEditor } from './picture-editor';
import { TextFieldEditor } from './text-field-editor';

interface FieldsEditorProps {
  fields: FieldsSpec;
  value: StoredGroup;
  path: FieldPath;
  /** The fields' place in the page's description (labels key on it). */
  specPath: string;
  editor: DocumentEditor;
  onlyNeedingEnglish: boolean;
}

/** Whether anything under these fields has English missing or outdated. */
export const needsEnglish = (fields: FieldsSpec, value: StoredGroup) => textLeaves(fields, value).some((leaf) => englishState(leaf.value) !== 'current');

export function FieldsEditor({ fields, value, path, specPath, editor, onlyNeedingEnglish }: FieldsEditorProps) {
  return (
    <>
      {Object.entries(fields).map(([name, spec]) => {
        const fieldPath = [...path, name];
        const fieldSpecPath = specPath ? `${specPath}.${name}` : name;
        const label = editor.label(fieldSpecPath);
        const child = value[name];
        if (spec.type === 'text') {
          if (!isBilingualText(child) || (onlyNeedingEnglish && englishState(child) === 'current')) return null;
          return (
            <TextFieldEditor
              key={name}
              label={label}
              spec={spec}
              value={child}
              onSlovak={(text) => editor.setSlovak(fieldPath, text)}
              onEnglish={(text) => editor.setEnglish(fieldPath, text)}
              onCopy={() => editor.copySlovak(fieldPath)}
              onStillFits={() => editor.stillFits(fieldPath)}
            />
          );
        }
        if (spec.type === 'image') {
          if (onlyNeedingEnglish) return null;
          return <PictureEditor key={name} label={label} value={typeof child === 'string' ? child : 'builtin:1'} onChange={(picture) => editor.setPicture(fieldPath, picture)} />;
        }
        if (spec.type === 'group') {
          const group = (child ?? {}) as StoredGroup;
          if (onlyNeedingEnglish && !needsEnglish(spec.fields, group)) return null;
          return (
            <fieldset key={name} className="adm-texts-group">
              <legend>{label}</legend>
              <FieldsEditor fields={spec.fields} value={group} path={fieldPath} specPath={fieldSpecPath} editor={editor} onlyNeedingEnglish={onlyNeedingEnglish} />
            </fieldset>
          );
        }
        const items = (Array.isArray(child) ? child : []);
        if (onlyNeedingEnglish && !items.some((item) => needsEnglish(spec.item, item))) return null;
        return <ListEditor key={name} label={label} spec={spec} items={items} path={fieldPath} specPath={fieldSpecPath} editor={editor} onlyNeedingEnglish={onlyNeedingEnglish} />;
      })}
    </>
  );
}

/** A list of the page's texts (slides, questions, goals): items moved and removed by buttons, new ones at the end. */
interface ListEditorProps {
  label: string;
  spec: ListSpec;
  items: StoredItem[];
  path: FieldPath;
  specPath: string;
  editor: DocumentEditor;
  onlyNeedingEnglish: boolean;
}

export function ListEditor({ label, spec, items, path, specPath, editor, onlyNeedingEnglish }: ListEditorProps) {
  const { t } = useAdminTexts();
  const titleOf = (item: StoredItem) => {
    const title = item[spec.titleField];
    return isBilingualText(title) && title.sk.trim() ? title.sk : t('pageTexts.listItems.untitled');
  };
  return (
    <fieldset className="adm-texts-group adm-texts-list">
      <legend>{label}</legend>
      <ol className="adm-texts-list__items">
        {items.map((item, index) => {
          if (onlyNeedingEnglish && !needsEnglish(spec.item, item)) return null;
          const number = index + 1;
          return (
            <li key={item.id} className="adm-texts-list__item" id={`adm-texts-item-${item.id}`}>
              <fieldset className="adm-texts-group">
                <legend>{t('pageTexts.listItems.item', { number, title: titleOf(item) })}</legend>
                <div className="adm-texts-list__tools">
                  <Button variant="text" size="sm" startIcon={<ArrowUp />} disabled={index === 0} onClick={() => editor.move(path, item.id, index - 1, items.length)} aria-label={t('pageTexts.listItems.upLabel', { number })}>
                    {t('pageTexts.listItems.up')}
                  </Button>
                  <Button variant="text" size="sm" startIcon={<ArrowDown />} disabled={index === items.length - 1} onClick={() => editor.move(path, item.id, index + 1, items.length)} aria-label={t('pageTexts.listItems.downLabel', { number })}>
                    {t('pageTexts.listItems.down')}
                  </Button>
                  <Button variant="text" size="sm" startIcon={<Trash2 />} disabled={items.length <= spec.min} onClick={() => editor.remove(path, item.id, number)} aria-label={t('pageTexts.listItems.removeLabel', { number, list: label })}>
                    {t('pageTexts.listItems.remove')}
                  </Button>
                </div>
                <FieldsEditor fields={spec.item} value={item} path={[...path, item.id]} specPath={specPath} editor={editor} onlyNeedingEnglish={onlyNeedingEnglish} />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {!onlyNeedingEnglish && items.length < spec.max && (
        <Button variant="outlined" size="sm" startIcon={<Plus />} onClick={() => editor.add(path, spec)}>
          {t('pageTexts.listItems.add', { list: label })}
        </Button>
      )}
    </fieldset>
  );
}

