import { useTranslation } from 'shared-ui/i18n/react';
import { Button } from 'shared-ui/components/button';
import { Card } from 'shared-ui/components/card';
import { SITE_CONTENT } from 'shared-ui/domain';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import { SOCIAL_ICONS } from './social-icons';

/** 'Sleduj nás' (spec 2.14): the social profiles of the content module, with the note that they will be completed. */
export function SocialLinks() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  return (
    <Card as="section" aria-labelledby="pub-contact-social-title">
      <h2 id="pub-contact-social-title" className="pub-contact__aside-title">{t('contact.social.title')}</h2>
      <ul className="pub-contact__social">
        {SITE_CONTENT.social.map((link) => {
          const Icon = SOCIAL_ICONS[link.network];
          return (
            <li key={link.network}>
              <Button href={link.url} external variant="outlined" startIcon={<Icon />} aria-label={`${link.label} ${t('common.newTab')}`}>
                {link.label}
              </Button>
            </li>
          );
        })}
      </ul>
      <p className="pub-card-text pub-contact__note">{t('contact.social.note')}</p>
    </Card>
  );
}
