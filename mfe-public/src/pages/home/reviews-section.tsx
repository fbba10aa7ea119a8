import { use } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Section } from 'shared-ui/components/section';
import { usePageData } from 'shared-ui/page-data';
import { ReviewCard } from '../../features/reviews/review-card';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import type { HomeData } from './home-data';

/** 'Hodnotenia účastníkov' (spec 2.8); nothing is shown until there is an approved review. */
export function ReviewsSection() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const { reviews } = use(usePageData<HomeData>());
  if (reviews.length === 0) return null;
  return (
    <Section id="hodnotenia" title={t('home.reviews.title')} subtitle={t('home.reviews.subtitle')}>
      <ul className="pub-grid pub-grid--3">
        {reviews.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </ul>
    </Section>
  );
}
