import { Newspaper } from 'lucide-react';
import { Suspense, use } from 'react';
import { usePageData } from 'shared-ui/page-data';
import { ALBUM_QUERY_PARAMETER, PHOTO_QUERY_PARAMETER } from 'shared-ui/domain';
import { useTranslation } from 'shared-ui/i18n/react';
import { Card } from 'shared-ui/components/card';
import { PageHero } from 'shared-ui/components/page-hero';
import { addPageTexts, PUBLIC_NAMESPACE } from '../../i18n/register';
import { contact } from '../../i18n/sk/contact';
import { ContactForm } from './contact-form';
import { ContactInfo } from './contact-info';
import { FaqSection } from './faq-section';
import { NewsletterSignup } from '../../components/newsletter-signup';
import { Words } from '../../lib/page-texts';
import type { ContactData } from './photo-removal';
import '../pages.css';
import './contact.css';

addPageTexts({ contact });

export { describeContact as describePage, loadContactData as loadPageData } from './photo-removal';
/** A photo's "Požiadať o odstránenie" names the photo in the address; the renderer caches by it. */
export const readsQuery = [ALBUM_QUERY_PARAMETER, PHOTO_QUERY_PARAMETER] as const;

/** The form, started with the photo's reference when the address names one (the server's copy of the data). */
function ContactFormWithReference() {
  const { photo } = use(usePageData<ContactData>());
  return <ContactForm photo={photo} />;
}

/** Contact (spec 2.14): details and 'Sleduj nás' first (a sidebar on wide screens), the form, the newsletter subscription, the FAQ. */
export default function ContactPage() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const { texts } = use(usePageData<ContactData>());
  return (
    <div className="pub-page pub-contact">
      <PageHero title={t('contact.title')} subtitle={<Words value={texts.subtitle} />} />
      <div className="pub-layout pub-contact__layout">
        <ContactInfo />
        <div className="pub-contact__main">
          <Card padding="lg">
            <Suspense fallback={<ContactForm photo={null} />}>
              <ContactFormWithReference />
            </Suspense>
          </Card>
          {/* Subscribing to the project news (double opt-in). */}
          <Card as="section" id="newsletter" className="pub-contact__newsletter" aria-labelledby="pub-contact-newsletter-title">
            <span className="pub-icon-badge" aria-hidden="true">
              <Newspaper />
            </span>
            <NewsletterSignup />
          </Card>
        </div>
      </div>
      <FaqSection texts={texts.faq} />
    </div>
  );
}
