import { use } from 'react';
import { MessageSquarePlus } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Button } from 'shared-ui/components/button';
import { Section } from 'shared-ui/components/section';
import { usePageData } from 'shared-ui/page-data';
import { ReviewCard } from '../../features/reviews/review-card';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import type { HomeData } from './home-data';

/**
 * 'Hodnotenia účastníkov' (spec 2.8). The spec hides the section body without reviews; the section
 * itself stays for its link to the feedback page, the only way a visitor finds it (PRODUCT 7).
 */
export function ReviewsSection() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const { reviews } = use(usePageData<HomeData>());
  return (
    <Section id="hodnotenia" title={t('home.reviews.title')} subtitle={t('home.reviews.subtitle')}>
      {reviews.length > 0 ? (
        <ul className="pub-grid pub-grid--3">
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </ul>
      ) : (
        <p className="pub-center pub-card-text">{t('home.reviews.none')}</p>
      )}
      <div className="pub-center">
        <Button href="/hodnotenie" variant="outlined" size="lg" startIcon={<MessageSquarePlus />}>
          {t('home.reviews.add')}
        </Button>
      </div>
    </Section>
  );
}
