import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Button } from 'shared-ui/components/button';
import { Card } from 'shared-ui/components/card';
import { Section } from 'shared-ui/components/section';
import { WorkshopIcon } from 'shared-ui/components/domain-icons';
import { WORKSHOPS } from 'shared-ui/domain';
import type { ShownPageTexts } from 'shared-ui/page-texts';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import { useTextLanguage, Words } from '../../lib/page-texts';

/** Spec 2.8: the six workshops in short form (icon, name, a line of the page's texts) and 'all workshops'. */
export function FocusAreas({ texts }: { texts: ShownPageTexts<'home'>['focus'] }) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const lang = useTextLanguage();
  return (
    <Section id="oblasti" title={<Words value={texts.title} />} subtitle={<Words value={texts.subtitle} />} tone="surface">
      <ul className="pub-grid pub-grid--3">
        {WORKSHOPS.map((workshop) => (
          <Card as="li" key={workshop.id} className="pub-focus-card" style={{ ['--pub-workshop-color' as string]: workshop.color }}>
            <span className="pub-focus-card__icon" aria-hidden="true"><WorkshopIcon workshop={workshop.key} /></span>
            <h3 className="pub-card-title">{t(`labels.workshops.${workshop.key}`)}</h3>
            <p className="pub-card-text" lang={lang(texts.workshops[workshop.id])}>{texts.workshops[workshop.id].text}</p>
          </Card>
        ))}
      </ul>
      <div className="pub-center">
        <Button href="/workshopy" variant="outlined" size="lg" endIcon={<ArrowRight />}>
          {t('common.allWorkshops')}
        </Button>
      </div>
    </Section>
  );
}
