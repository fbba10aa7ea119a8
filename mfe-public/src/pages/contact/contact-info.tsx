import { Mail, MapPin, Phone, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Card } from 'shared-ui/components/card';
import { EmailLink } from 'shared-ui/components/email-link';
import { siteDetailsIn, type SiteContent } from 'shared-ui/domain';
import { useSiteContent } from 'shared-ui/page-data';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import { SocialLinks } from './social-links';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function contactDetails(site: SiteContent, details: ReturnType<typeof siteDetailsIn>): readonly { icon: LucideIcon; key: string; value: ReactNode; href?: string }[] {
  return [
    { icon: Mail, key: 'email', value: <EmailLink address={site.email} /> },
    { icon: Phone, key: 'phone', value: site.phone, href: telHref(site.phone) },
    { icon: Users, key: 'organisation', value: details.organisation },
    { icon: MapPin, key: 'address', value: `${details.school}, ${site.schoolAddress}` },
  ];
}

/** Contact details of the content module (PRODUCT section 4) and 'Sleduj nás'. */
export function ContactInfo() {
  const { t, i18n } = useTranslation(PUBLIC_NAMESPACE);
  const site = useSiteContent();
  const details = siteDetailsIn(i18n.language === 'en' ? 'en' : 'sk', site);
  return (
    <aside className="pub-contact__aside">
      <Card as="section" aria-labelledby="pub-contact-info-title">
        <h2 id="pub-contact-info-title" className="pub-contact__aside-title">{t('contact.info.title')}</h2>
        <dl className="pub-contact__details">
          {contactDetails(site, details).map(({ icon: Icon, key, value, href }) => (
            <div key={key} className="pub-icon-row">
              <dt>
                <span className="pub-icon-badge pub-icon-row__icon" aria-hidden="true">
                  <Icon />
                </span>
                {t(`contact.info.${key}`)}
              </dt>
              <dd>{href ? <a href={href}>{value}</a> : value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <SocialLinks />
    </aside>
  );
}
