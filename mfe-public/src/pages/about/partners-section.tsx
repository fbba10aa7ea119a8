import { useTranslation } from 'shared-ui/i18n/react';
import { Card } from 'shared-ui/components/card';
import { Section } from 'shared-ui/components/section';
import { useSiteContent } from 'shared-ui/page-data';
import type { ShownText } from 'shared-ui/page-texts';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import { Words } from '../../lib/page-texts';

/** 'Partneri projektu': logos served by the shell under /partners (content module of PRODUCT 4). */
export function PartnersSection({ title }: { title: ShownText }) {
  const { t, i18n } = useTranslation(PUBLIC_NAMESPACE);
  const english = i18n.language?.startsWith('en');
  return (
    <Section id="partneri" title={<Words value={title} />}>
      <ul className="pub-grid pub-grid--4">
        {useSiteContent().partners.map((partner) => {
          const name = english ? partner.nameEn : partner.name;
          return (
            <Card as="li" key={partner.logo} className="pub-partner">
              <img src={partner.logo} alt={t('about.partners.logoAlt', { name })} width={160} height={96} loading="lazy" decoding="async" />
              <p className="pub-partner__name">{name}</p>
            </Card>
          );
        })}
      </ul>
    </Section>
  );
}
