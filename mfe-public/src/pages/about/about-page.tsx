import { use } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { PageHero } from 'shared-ui/components/page-hero';
import type { PageHead, PageRequest } from 'shared-ui/page-data';
import { usePageData } from 'shared-ui/page-data';
import type { ShownPageTexts } from 'shared-ui/page-texts';
import { addPageTexts, PUBLIC_NAMESPACE } from '../../i18n/register';
import { loadPageTexts, Words } from '../../lib/page-texts';
import { about } from '../../i18n/sk/about';
import { AboutMain } from './about-main';
import { EuValues } from './eu-values';
import { PartnersSection } from './partners-section';
import { QuickFacts } from './quick-facts';
import '../pages.css';
import './about.css';

addPageTexts({ about });

interface AboutData {
  texts: ShownPageTexts<'about'>;
}

export async function loadPageData(request: PageRequest): Promise<AboutData> {
  return { texts: await loadPageTexts(request, 'about') };
}

export const describePage = (data: AboutData): PageHead => ({ description: data.texts.description.text });

/** About (spec 2.9): mission, goals, EU values, inclusion, quick facts, EU emblem, partners. */
export default function AboutPage() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const { texts } = use(usePageData<AboutData>());
  return (
    <div className="pub-page pub-about">
      <PageHero title={t('about.title')} subtitle={<Words value={texts.subtitle} />} />
      <div className="pub-layout pub-about__layout">
        <AboutMain texts={texts} />
        <QuickFacts texts={texts} />
      </div>
      <EuValues texts={texts.values} />
      <PartnersSection title={texts.partners.title} />
    </div>
  );
}
