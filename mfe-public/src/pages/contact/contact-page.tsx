import { Newspaper } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Card } from 'shared-ui/components/card';
import { PageHero } from 'shared-ui/components/page-hero';
import { addPageTexts, PUBLIC_NAMESPACE } from '../../i18n/register';
import { contact } from '../../i18n/sk/contact';
import { ContactForm } from './contact-form';
import { ContactInfo } from './contact-info';
import { FaqSection } from './faq-section';
import { NewsletterSignup } from '../../components/newsletter-signup';
import '../pages.css';
import './contact.css';

addPageTexts({ contact });

/** Contact (spec 2.14): details and 'Sleduj nás' first (a sidebar on wide screens), the form, the newsletter subscription, the FAQ. */
export default function ContactPage() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  return (
    <div className="pub-page pub-contact">
      <PageHero title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <div className="pub-contact__layout">
        <ContactInfo />
        <div className="pub-contact__main">
          <Card padding="lg">
            <ContactForm />
          </Card>
          {/* Issue 28: subscribing to the project news (double opt-in). */}
          <Card as="section" id="newsletter" className="pub-contact__newsletter" aria-labelledby="pub-contact-newsletter-title">
            <span className="pub-icon-badge" aria-hidden="true">
              <Newspaper />
            </span>
            <NewsletterSignup />
          </Card>
        </div>
      </div>
      <FaqSection />
    </div>
  );
}
