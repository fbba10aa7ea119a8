import { ArrowRight, Info } from 'lucide-react';
import { Suspense, use } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Button } from 'shared-ui/components/button';
import { productNameIn, type Locale } from 'shared-ui/domain';
import { usePageData, useSiteContent } from 'shared-ui/page-data';
import { CallToAction } from '../../features/call-to-action/call-to-action';
import { Carousel } from '../../features/carousel/carousel';
import { addPageTexts, PUBLIC_NAMESPACE } from '../../i18n/register';
import { home } from '../../i18n/sk/home';
import { meetings } from '../../i18n/sk/meetings';
import { newsletter } from '../../i18n/sk/newsletter';
import { UpcomingMeetings } from '../../features/meetings/upcoming-meetings';
import { FocusAreas } from './focus-areas';
import type { HomeData } from './home-data';
import { InfoCards } from './info-cards';
import { ReviewsSection } from './reviews-section';
import '../pages.css';
import './home.css';

addPageTexts({ home, meetings, contact: { newsletter } });

export { describeHome as describePage, loadHomeData as loadPageData } from './home-data';

/** Home (spec 2.8): carousel, info cards, focus areas, participant reviews, call to action. */
export default function HomePage() {
  const { t, i18n } = useTranslation(PUBLIC_NAMESPACE);
  const product = productNameIn(useSiteContent(), i18n.language as Locale);
  const { texts } = use(usePageData<HomeData>());
  return (
    <div className="pub-page pub-home">
      <h1 className="ui-visually-hidden" lang={product.lang}>{product.text}</h1>
      <Carousel
        slides={texts.carousel}
        actions={
          <>
            <Button href="/o-projekte" startIcon={<Info />}>
              {t('common.learnMore')}
            </Button>
            <Button href="/workshopy" variant="outlined" endIcon={<ArrowRight />}>
              {t('common.workshops')}
            </Button>
          </>
        }
      />
      <InfoCards texts={texts.infoCards} />
      <FocusAreas texts={texts.focus} />
      <Suspense fallback={null}>
        <UpcomingMeetings />
      </Suspense>
      {/* Hidden until the reviews are there (spec 2.8), so nothing stands in for it meanwhile. */}
      <Suspense fallback={null}>
        <ReviewsSection />
      </Suspense>
      <CallToAction texts={texts.cta} />
    </div>
  );
}
