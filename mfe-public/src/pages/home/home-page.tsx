import { ArrowRight, Info } from 'lucide-react';
import { use } from 'react';
import { deferred } from 'shared-ui/components/deferred';
import { useTranslation } from 'shared-ui/i18n/react';
import { Button } from 'shared-ui/components/button';
import { productNameIn, type Locale } from 'shared-ui/domain';
import { usePageData, useSiteContent } from 'shared-ui/page-data';
import { Carousel } from '../../features/carousel/carousel';
import { addPageTexts, PUBLIC_NAMESPACE } from '../../i18n/register';
import { home } from '../../i18n/sk/home';
import type { HomeData } from './home-data';
import '../pages.css';
import './home.css';

addPageTexts({ home });

export { describeHome as describePage, loadHomeData as loadPageData } from './home-data';

// Below the carousel, Home is three parts hydrated when a visitor can reach them (shared-ui's
// deferred): the first screen is the carousel, and only its script is needed to use it. Their
// chunks are named `deferred-…`, so the server links their stylesheets (shared-ui/script-graph.mjs).
// The overview and the closing hold text and links only: they wake when touched, not when seen.
const HomeOverview = deferred(() => import(/* webpackChunkName: "deferred-home-overview" */ './home-overview'), { static: true });
const UpcomingMeetings = deferred<object>(() =>
  import(/* webpackChunkName: "deferred-home-meetings" */ '../../features/meetings/upcoming-meetings').then((module) => ({ default: module.UpcomingMeetings })),
);
const HomeClosing = deferred(() => import(/* webpackChunkName: "deferred-home-closing" */ './home-closing'), { static: true });

/** Home (spec 2.8): carousel, info cards, focus areas, next meetings, participant reviews, call to action. */
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
      <HomeOverview texts={texts} />
      <UpcomingMeetings />
      <HomeClosing cta={texts.cta} />
    </div>
  );
}
