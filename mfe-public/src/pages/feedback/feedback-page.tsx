import { useTranslation } from 'shared-ui/i18n/react';
import { Card } from 'shared-ui/components/card';
import { PageHero } from 'shared-ui/components/page-hero';
import { FeedbackForm } from '../../features/feedback-form/feedback-form';
import { addPageTexts, PUBLIC_NAMESPACE } from '../../i18n/register';
import { feedback } from '../../i18n/sk/feedback';
import { FeedbackStatsPanel } from './feedback-stats';
import '../pages.css';
import './feedback.css';

addPageTexts({ feedback });

export { loadFeedbackData as loadPageData } from './feedback-data';

/** Feedback (spec 2.13, reading B of PRODUCT section 4): the form and the statistics. */
export default function FeedbackPage() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  return (
    <div className="pub-page pub-feedback">
      <PageHero title={t('feedback.title')} subtitle={t('feedback.subtitle')} />
      <div className="pub-layout pub-feedback__layout">
        <Card className="pub-feedback__form" padding="lg">
          <FeedbackForm />
        </Card>
        <FeedbackStatsPanel />
      </div>
    </div>
  );
}
