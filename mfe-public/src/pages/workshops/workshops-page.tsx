import { use } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { PageHero } from 'shared-ui/components/page-hero';
import { WORKSHOPS } from 'shared-ui/domain';
import { usePageData } from 'shared-ui/page-data';
import { CallToAction } from '../../features/call-to-action/call-to-action';
import { addPageTexts, PUBLIC_NAMESPACE } from '../../i18n/register';
import { workshops } from '../../i18n/sk/workshops';
import { meetings } from '../../i18n/sk/meetings';
import { newsletter } from '../../i18n/sk/newsletter';
import { DatesNewsletter } from '../../components/dates-newsletter';
import { useTextLanguage, Words } from '../../lib/page-texts';
import { WorkshopCard } from './workshop-card';
import type { WorkshopsData } from './workshops-data';
import '../pages.css';
import './workshops.css';

addPageTexts({ workshops, meetings, contact: { newsletter } });

export { describeWorkshops as describePage, loadWorkshopsData as loadPageData } from './workshops-data';

/** Workshops (spec 2.10): one detailed card per workshop of spec section 3, then 'Kontaktuj nás'. */
export default function WorkshopsPage() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const { texts } = use(usePageData<WorkshopsData>());
  const lang = useTextLanguage();
  return (
    <div className="pub-page pub-workshops">
      <PageHero title={t('workshops.title')} subtitle={<Words value={texts.subtitle} />}>
        <p className="pub-workshops__intro" lang={lang(texts.intro)}>{texts.intro.text}</p>
      </PageHero>
      <ol className="pub-layout pub-workshops__list">
        {WORKSHOPS.map((workshop) => (
          <WorkshopCard key={workshop.id} workshop={workshop} texts={texts.workshops[workshop.id]} />
        ))}
      </ol>
      {/* New dates by e-mail, beside the dates themselves. */}
      <DatesNewsletter idPrefix="pub-workshops-newsletter" headingLevel={2} />
      <CallToAction texts={texts.cta} />
    </div>
  );
}
