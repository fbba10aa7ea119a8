// The period's totals, the figures a final report quotes first.
import type { ReachReport } from 'shared-ui/domain';
import { useAdminTexts } from '../../../hooks/use-admin-texts';

const FIGURES = ['views', 'visitors', 'downloads', 'newSubscribers', 'subscribers'] as const;

export function ReachTotals({ totals }: { totals: ReachReport['totals'] }) {
  const { t, locale } = useAdminTexts();
  return (
    <dl className="adm-reach__totals" aria-label={t('reach.totals.label')}>
      {FIGURES.map((figure) => (
        <div key={figure} className="adm-reach__total">
          <dt>
            {t(`reach.totals.${figure}`)}
            {figure === 'visitors' && <span className="adm-reach__hint"> ({t('reach.totals.visitorsHint')})</span>}
          </dt>
          <dd data-figure={figure}>{totals[figure].toLocaleString(locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
