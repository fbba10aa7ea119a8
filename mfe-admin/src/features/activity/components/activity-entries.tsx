// The entries of one page, newest first: a table where there is room, a list of cards on a phone
// (the same words in both; only one of them is displayed, so a screen reader meets one).
import type { ActivityAction } from 'shared-ui/domain';
import { useAdminTexts } from '../../../hooks/use-admin-texts';

export interface ActivityEntryView {
  id: number;
  at: string;
  actor: string | null;
  action: ActivityAction;
  kind: string;
  itemId: string | null;
  itemLabel: string | null;
  changedFields: string[];
  counts: Record<string, number> | null;
  clientAddress: string | null;
}

const COLUMNS = ['at', 'actor', 'action', 'item', 'fields', 'address'] as const;
type Column = (typeof COLUMNS)[number];

/** Each column's words for one entry. */
function useEntryTexts() {
  const { t, locale, formatDate } = useAdminTexts();
  return (entry: ActivityEntryView): Record<Column, string> => {
    const counts = Object.entries(entry.counts ?? {}).map(([name, count]) =>
      t(`activity.counts.${name}`, { count, defaultValue: `${name}: ${count.toLocaleString(locale)}` }),
    );
    const item = [
      t(`activity.kinds.${entry.kind}`, { defaultValue: entry.kind }),
      entry.itemLabel ? t('activity.itemLabel', { label: entry.itemLabel }) : null,
      entry.itemId && entry.kind !== 'page-text' ? `(${t('activity.itemNumber', { id: entry.itemId })})` : null,
    ]
      .filter(Boolean)
      .join(' ');
    return {
      at: formatDate(entry.at),
      actor: entry.actor ?? (entry.action === 'login-failed' ? t('activity.unknownActor') : t('activity.site')),
      action: [t(`activity.actions.${entry.action}`, { defaultValue: entry.action }), ...counts].join(', '),
      item,
      fields: entry.changedFields.length ? entry.changedFields.map((name) => t(`activity.fields.${name}`, { defaultValue: name })).join(', ') : t('activity.noFields'),
      address: entry.clientAddress ?? t('activity.noAddress'),
    };
  };
}

export function ActivityEntries({ entries, captionId }: { entries: readonly ActivityEntryView[]; captionId: string }) {
  const { t } = useAdminTexts();
  const textsOf = useEntryTexts();
  const rows = entries.map((entry) => ({ entry, texts: textsOf(entry) }));
  return (
    <div className="adm-activity__entries">
      <table className="adm-activity__table" aria-labelledby={captionId}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`activity.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ entry, texts }) => (
            <tr key={entry.id} className={entry.action === 'login-failed' ? 'adm-activity__row--failed' : undefined}>
              <td className="adm-activity__when">
                <time dateTime={entry.at}>{texts.at}</time>
              </td>
              <td>{texts.actor}</td>
              <td>{texts.action}</td>
              <td className="adm-activity__item">{texts.item}</td>
              <td className="adm-activity__fields">{texts.fields}</td>
              <td className="adm-activity__address">{texts.address}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="adm-activity__cards" aria-labelledby={captionId}>
        {rows.map(({ entry, texts }) => (
          <li key={entry.id} className={entry.action === 'login-failed' ? 'adm-activity__card adm-activity__row--failed' : 'adm-activity__card'}>
            <p className="adm-activity__card-title">
              <strong>{texts.action}</strong> · {texts.item}
            </p>
            <dl>
              {(['at', 'actor', 'fields', 'address'] as const).filter((column) => column !== 'fields' || entry.changedFields.length > 0).map((column) => (
                <div key={column}>
                  <dt>{t(`activity.columns.${column}`)}</dt>
                  <dd>{column === 'at' ? <time dateTime={entry.at}>{texts.at}</time> : texts[column]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
