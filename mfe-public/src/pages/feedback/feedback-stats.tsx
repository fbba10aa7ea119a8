import { BarChart3, MessageSquareText, Star, ThumbsUp, Trophy, type LucideIcon } from 'lucide-react';
import { Suspense, use, useMemo } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Alert } from 'shared-ui/components/alert';
import { Card } from 'shared-ui/components/card';
import { Spinner } from 'shared-ui/components/spinner';
import { usePageData } from 'shared-ui/page-data';
import { ReviewCard } from '../../features/reviews/review-card';
import { useWorkshopLabel } from '../../hooks/use-workshop-label';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import type { FeedbackData } from './feedback-data';

function StatTile({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="pub-icon-row pub-stat">
      <dt>
        <span className="pub-icon-badge pub-icon-row__icon" aria-hidden="true">
          <Icon />
        </span>
        {label}
      </dt>
      <dd className="pub-stat__value">{value}</dd>
    </div>
  );
}

function StatsContent() {
  const { t, i18n } = useTranslation(PUBLIC_NAMESPACE);
  const workshopLabel = useWorkshopLabel();
  const state = use(usePageData<FeedbackData>());
  const none = t('feedback.stats.none');
  const numberFormat = useMemo(() => new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'sk-SK', { maximumFractionDigits: 1 }), [i18n.language]);
  const number = (value: number) => numberFormat.format(value);
  if (state.status === 'error') return <Alert severity="info">{t('feedback.stats.loadError')}</Alert>;
  const { stats } = state;
  return (
    <>
      <dl className="pub-feedback-stats__grid">
        <StatTile icon={Star} label={t('feedback.stats.averageRating')} value={stats.averageRating === null ? none : t('feedback.stats.averageValue', { value: number(stats.averageRating) })} />
        <StatTile icon={MessageSquareText} label={t('feedback.stats.totalReviews')} value={number(stats.totalReviews)} />
        <StatTile icon={ThumbsUp} label={t('feedback.stats.recommended')} value={stats.recommendedPercent === null ? none : t('feedback.stats.recommendedValue', { value: stats.recommendedPercent })} />
        <StatTile icon={Trophy} label={t('feedback.stats.mostReviewed')} value={stats.mostReviewedWorkshop ? workshopLabel(stats.mostReviewedWorkshop) : none} />
      </dl>
      <h3 className="pub-feedback-stats__recent">{t('feedback.stats.recentFeedback')}</h3>
      {stats.recent.length > 0 ? (
        <ul className="pub-feedback-stats__list">
          {stats.recent.map((review) => (
            <ReviewCard key={review.id} review={review} headingLevel={4} />
          ))}
        </ul>
      ) : (
        <p className="pub-card-text">{t('feedback.stats.empty')}</p>
      )}
    </>
  );
}

/** The statistics panel of reading B: average, total, recommended share, most reviewed, recent. */
export function FeedbackStatsPanel() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  return (
    <Card as="section" className="pub-feedback-stats" aria-labelledby="pub-feedback-stats-title">
      <h2 id="pub-feedback-stats-title" className="pub-feedback-stats__title">
        <BarChart3 aria-hidden="true" />
        {t('feedback.stats.title')}
      </h2>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <StatsContent />
      </Suspense>
    </Card>
  );
}
