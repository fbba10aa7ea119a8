import { useTranslation } from 'shared-ui/i18n/react';
import { PageHero } from 'shared-ui/components/page-hero';
import { useSiteContent } from 'shared-ui/page-data';
import { addPageTexts, PUBLIC_NAMESPACE } from '../../i18n/register';
import { about } from '../../i18n/sk/about';
import { AboutMain } from './about-main';
import { EuValues } from './eu-values';
import { PartnersSection } from './partners-section';
import { QuickFacts } from './quick-facts';
import '../pages.css';
import './about.css';

addPageTexts({ about });

/** About (spec 2.9): mission, goals, EU values, inclusion, quick facts, EU emblem, partners. */
export default function AboutPage() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  return (
    <div className="pub-page pub-about">
      <PageHero title={t('about.title')} subtitle={t('about.subtitle', { code: useSiteContent().projectCode })} />
      <div className="pub-layout pub-about__layout">
        <AboutMain />
        <QuickFacts />
      </div>
      <EuValues />
      <PartnersSection />
    </div>
  );
}
