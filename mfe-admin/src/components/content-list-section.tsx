// The shape every admin list of bilingual content items shares (materials, tools):
// a heading with the missing-texts filter, the delete failure, the empty and filtered-empty texts,
// rows of a type icon, title, description, chips and actions (edit texts, delete), and the texts dialog.
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { Card } from 'shared-ui/components/card';
import { ClosableMessage } from './closable-message';
import { DeleteButton } from './delete-button';
import { matchesMissingFilter, MissingFilterField, MissingTextChips, whatIsMissing, type MissingFilter } from './missing-texts';
import { useTextsEditing, type TextsEditingOptions } from './texts-dialog';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { useReloadingAction } from '../hooks/use-reloading-action';
import type { DeletableKind } from '../lib/delete-wording';

interface ContentItem {
  id: number;
  title: string;
  description: string;
}

/** What one row shows beside the shared title, description and actions. */
export interface ContentRowParts {
  icon: ReactNode;
  iconClassName?: string;
  iconStyle?: CSSProperties;
  rowStyle?: CSSProperties;
  /** The kind's chips (type, workshop, date); the missing-texts chips follow them. */
  chips: ReactNode;
  /** Shown under the chips (a tool's link). */
  below?: ReactNode;
  /** Actions before edit and delete (a material's download). */
  actions?: ReactNode;
}

interface ContentListSectionProps<T extends ContentItem> {
  heading: string;
  emptyText: string;
  items: T[];
  /** Refreshes the lists a change of an item's texts touches. */
  afterTexts: () => Promise<void>;
  /** Refreshes the lists a delete (or its Undo) touches. */
  afterDelete: () => Promise<void>;
  englishFields: readonly (keyof T & string)[];
  /** The texts dialog: the labels and limits of the kind's title and description, and how they are saved. */
  labels: { title: string; description: string };
  limits: { title: number; description: number };
  saveTexts: TextsEditingOptions<T>['save'];
  deleteKind: DeletableKind;
  /** Deletes into the trash: answers the batch (for Undo), or null when deleted for good. */
  remove: (item: T) => Promise<number | null>;
  row: (item: T) => ContentRowParts;
}

export function ContentListSection<T extends ContentItem>(props: ContentListSectionProps<T>) {
  const { heading, emptyText, items, afterTexts, afterDelete, englishFields, labels, limits, saveTexts, deleteKind, remove, row } = props;
  const { t } = useAdminTexts();
  const headingId = useId();
  const deletion = useReloadingAction(afterDelete);
  const [filter, setFilter] = useState<MissingFilter>('all');
  const textsEditing = useTextsEditing<T>({
    fields: [
      { field: 'title', label: labels.title, maxLength: limits.title, required: true },
      { field: 'description', label: labels.description, maxLength: limits.description, required: true, rows: 3 },
    ],
    save: saveTexts,
    refresh: afterTexts,
  });
  const missingOf = (item: T) => whatIsMissing(item, englishFields);
  const shown = items.filter((item) => matchesMissingFilter(missingOf(item), filter));
  return (
    <section className="adm-panel-card" aria-labelledby={headingId}>
      <div className="adm-section__header">
        <h2 id={headingId}>{heading}</h2>
        {items.length > 0 && <MissingFilterField value={filter} onChange={setFilter} />}
      </div>
      <ClosableMessage message={deletion.failed ? { severity: 'error', text: t('common.deleteFailed') } : null} onClose={deletion.dismiss} />
      {items.length === 0 ? (
        <p className="adm-empty">{emptyText}</p>
      ) : shown.length === 0 ? (
        <p className="adm-empty">{t('bilingual.filterEmpty')}</p>
      ) : (
        <ul className="adm-list">
          {shown.map((item) => {
            const parts = row(item);
            return (
              <Card as="li" padding="sm" key={item.id} className="adm-row" style={parts.rowStyle}>
                <span className={['adm-row__icon', parts.iconClassName].filter(Boolean).join(' ')} style={parts.iconStyle} aria-hidden="true">
                  {parts.icon}
                </span>
                <div className="adm-row__body">
                  <h3 className="adm-card__title">{item.title}</h3>
                  <p className="adm-card__text">{item.description}</p>
                  <div className="adm-chips">
                    {parts.chips}
                    <MissingTextChips missing={missingOf(item)} />
                  </div>
                  {parts.below}
                </div>
                <div className="adm-row__actions">
                  {parts.actions}
                  {textsEditing.editButton(item)}
                  <DeleteButton kind={deleteKind} itemName={item.title} onDelete={() => deletion.runDelete(() => remove(item))} />
                </div>
              </Card>
            );
          })}
        </ul>
      )}
      {textsEditing.dialog}
    </section>
  );
}
