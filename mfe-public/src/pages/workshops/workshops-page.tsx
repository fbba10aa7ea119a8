import { use } from 'react';
import { deferred } from 'shared-ui/components/deferred';
import { useTranslation } from 'shared-ui/i18n/react';
import { PageHero } from 'shared-ui/components/page-hero';
import { WORKSHOPS } from 'shared-ui/domain';
import { usePageData } from 'shared-ui/page-data';
import { addPageTexts, PUBLIC_NAMESPACE } from '../../i18n/register';
import { workshops } from '../../i18n/sk/workshops';
import { meetings } from '../../i18n/sk/meetings';
import { useTextLanguage, Words } from '../../lib/page-texts';
import { WorkshopCard } from './workshop-card';
import type { WorkshopsData } from './workshops-data';
import '../pages.css';
import './workshops.css';

addPageTexts({ workshops, meetings });

export { describeWorkshops as describePage, loadWorkshopsData as loadPageData } from './workshops-data';

/**
 * The newsletter's form and the call to action, below the cards: hydrated when a visitor can reach
 * them (shared-ui's deferred; the chunk's name makes the server link its stylesheet).
 */
const WorkshopsClosing = deferred(() => import(/* webpackChunkName: "deferred-workshops-closing" */ './workshops-closing'));

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
      <WorkshopsClosing cta={texts.cta} />
    </div>
  );
}
