import { useTranslation } from 'shared-ui/i18n/react';
import { Button } from 'shared-ui/components/button';
import { Card } from 'shared-ui/components/card';
import { SocialIcon } from 'shared-ui/components/social-icon';
import { use } from 'react';
import { usePageData, useSiteContent } from 'shared-ui/page-data';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import { useTextLanguage } from '../../lib/page-texts';
import type { ContactData } from './photo-removal';

/**
 * 'Sleduj nás' (spec 2.14): the social profiles the operator configured, each with its
 * network's mark. Until there is one, the spec's note that they will be added (no invented profile).
 */
export function SocialLinks() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const { social } = useSiteContent();
  const { texts } = use(usePageData<ContactData>());
  const lang = useTextLanguage();
  return (
    <Card as="section" aria-labelledby="pub-contact-social-title">
      <h2 id="pub-contact-social-title" className="pub-contact__aside-title">{t('contact.social.title')}</h2>
      {social.length === 0 && <p className="pub-card-text pub-contact__note" lang={lang(texts.socialNote)}>{texts.socialNote.text}</p>}
      <ul className="pub-contact__social" hidden={social.length === 0}>
        {social.map((link) => (
          <li key={`${link.network} ${link.url}`}>
            <Button href={link.url} external variant="outlined" startIcon={<SocialIcon network={link.network} />} aria-label={`${link.label} ${t('common.newTab')}`}>
              {link.label}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
