// The series as a table: the chart's numbers for every reader, with downloads and subscribers.
import { useId } from 'react';
import type { ReachReport } from 'shared-ui/domain';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { periodName } from '../report-labels';

const COLUMNS = ['views', 'visitors', 'downloads', 'newSubscribers', 'subscribers'] as const;

/** Longer than this, the table is left out of the printed page (the chart and the CSV carry it). */
export const PRINTED_ROWS = 14;

export function ReachSeriesTable({ report }: { report: ReachReport }) {
  const { t, locale } = useAdminTexts();
  const titleId = useId();
  const period = t(`reach.periods.${report.period}`);
  const long = report.series.length > PRINTED_ROWS;
  const cells = (row: Record<(typeof COLUMNS)[number], number>) =>
    COLUMNS.map((column) => (
      <td key={column} className="adm-reach__number">
        {row[column].toLocaleString(locale)}
      </td>
    ));
  return (
    <div className={long ? 'adm-reach__screen-only' : undefined}>
      <h3 id={titleId} className="adm-reach__table-title">
        {t('reach.series.caption', { period })}
      </h3>
      {/* Six columns do not fit a phone at large text: the table scrolls sideways, in a region the
          keyboard can reach and scroll (WCAG 2.1.1), named by the table's title. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="adm-reach__scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
        <table className="adm-reach__table adm-reach__table--series" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t('reach.series.period')}</th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="adm-reach__number">
                  {t(`reach.series.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.series.map((row) => (
              <tr key={row.start}>
                <th scope="row">{periodName(row, report.period, locale, t)}</th>
                {cells(row)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('reach.series.total')}</th>
              {cells(report.totals)}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
