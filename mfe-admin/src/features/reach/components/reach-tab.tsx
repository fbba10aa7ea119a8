// The Reach section (PRODUCT section 9): how many people the site reached in a range of days, for
// the programme's final report. Loads only while shown; the CSV and the printed page carry the
// same numbers. While it is shown, printing the page prints the report alone on one page.
import { Download, Printer } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { api } from 'shared-ui/api';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { Spinner } from 'shared-ui/components/spinner';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { saveFile } from '../../../lib/save-file';
import { useReachReport } from '../hooks/use-reach-report';
import { longDay } from '../report-labels';
import { defaultRange } from '../report-range';
import { ReachRangeForm } from './reach-range-form';
import { ReachRankings } from './reach-rankings';
import { ReachSeriesTable } from './reach-series-table';
import { ReachTotals } from './reach-totals';
import './reach-tab.css';

const ReachChart = lazy(() => import('./reach-chart'));

/** The root's mark that the print sheet reads: only the report goes on paper. */
const PRINT_MARK = 'printSection';

export function ReachTab({ shown }: { shown: boolean }) {
  const { t, locale, formatDate } = useAdminTexts();
  const headingId = useId();
  const [range, setRange] = useState(() => defaultRange(new Date()));
  const { report, loading, failed } = useReachReport(range, shown);
  const [exportFailed, setExportFailed] = useState(false);

  useEffect(() => {
    if (!shown) return undefined;
    document.documentElement.dataset[PRINT_MARK] = 'reach';
    return () => {
      delete document.documentElement.dataset[PRINT_MARK];
    };
  }, [shown]);

  const exportCsv = async () => {
    setExportFailed(false);
    try {
      const { blob, filename } = await api.exportReach({ ...range, lang: locale });
      saveFile(blob, filename);
    } catch {
      setExportFailed(true);
    }
  };

  return (
    <section aria-labelledby={headingId} className="adm-reach">
      <div className="adm-reach__head adm-reach__screen-only">
        <h2 id={headingId}>{t('reach.title')}</h2>
        <p className="adm-reach__lead">{t('reach.lead')}</p>
      </div>
      <div className="adm-reach__controls adm-reach__screen-only">
        <ReachRangeForm range={range} onShow={setRange} />
        <div className="adm-reach__actions">
          <Button variant="outlined" startIcon={<Download />} onClick={() => void exportCsv()} disabled={!report}>
            {t('reach.exportCsv')}
          </Button>
          <Button variant="outlined" startIcon={<Printer />} onClick={() => window.print()} disabled={!report}>
            {t('reach.print')}
          </Button>
        </div>
      </div>
      {failed && <Alert severity="error">{t('reach.loadFailed')}</Alert>}
      {exportFailed && (
        <Alert severity="error" onClose={() => setExportFailed(false)} closeLabel={t('common.close')}>
          {t('reach.exportFailed')}
        </Alert>
      )}
      {loading && !report && <Spinner label={t('common.loading')} />}
      {report && (
        <article className="adm-reach__report" aria-busy={loading} aria-labelledby="adm-reach-report-title">
          <header className="adm-reach__report-head">
            <h3 id="adm-reach-report-title">
              {t('reach.reportTitle')}: {t('reach.reportRange', { from: longDay(report.from, locale), to: longDay(report.to, locale) })}
            </h3>
            <p className="adm-reach__print-only">{t('reach.generated', { date: formatDate(new Date().toISOString()) })}</p>
          </header>
          <ReachTotals totals={report.totals} />
          <figure className="adm-reach__figure">
            <figcaption>
              <strong>{t('reach.chartTitle', { period: t(`reach.periods.${report.period}`) })}</strong>{' '}
              <span className="adm-reach__screen-only">{t('reach.chartNote')}</span>
            </figcaption>
            <Suspense fallback={<div className="adm-reach__chart" />}>
              <ReachChart report={report} />
            </Suspense>
          </figure>
          <ReachSeriesTable report={report} />
          <ReachRankings report={report} />
        </article>
      )}
    </section>
  );
}
