import { useTranslation } from 'shared-ui/i18n/react';
import { PageHero } from 'shared-ui/components/page-hero';
import { WORKSHOPS } from 'shared-ui/domain';
import { CallToAction } from '../../features/call-to-action/call-to-action';
import { addPageTexts, PUBLIC_NAMESPACE } from '../../i18n/register';
import { workshops } from '../../i18n/sk/workshops';
import { focus } from '../../i18n/sk/home-focus';
import { meetings } from '../../i18n/sk/meetings';
import { newsletter } from '../../i18n/sk/newsletter';
import { DatesNewsletter } from '../../components/dates-newsletter';
import { WorkshopCard } from './workshop-card';
import '../pages.css';
import './workshops.css';

// The workshop cards are titled with Home's focus areas (home.focus), not the rest of Home's texts.
addPageTexts({ workshops, home: { focus }, meetings, contact: { newsletter } });

export { describeWorkshops as describePage, loadWorkshopsData as loadPageData } from './workshops-data';

/** Workshops (spec 2.10): one detailed card per workshop of spec section 3, then 'Kontaktuj nás'. */
export default function WorkshopsPage() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  return (
    <div className="pub-page pub-workshops">
      <PageHero title={t('workshops.title')} subtitle={t('workshops.subtitle')}>
        <p className="pub-workshops__intro">{t('workshops.intro')}</p>
      </PageHero>
      <ol className="pub-layout pub-workshops__list">
        {WORKSHOPS.map((workshop) => (
          <WorkshopCard key={workshop.id} workshop={workshop} />
        ))}
      </ol>
      {/* Issue 28.1: new dates by e-mail, beside the dates themselves. */}
      <DatesNewsletter idPrefix="pub-workshops-newsletter" headingLevel={2} />
      <CallToAction title={t('workshops.ctaTitle')} text={t('workshops.ctaText')} />
    </div>
  );
}
