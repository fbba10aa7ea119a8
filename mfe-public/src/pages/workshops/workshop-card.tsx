import { CalendarDays, CircleCheck, Clock, Gauge, Users } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Card } from 'shared-ui/components/card';
import { WorkshopIcon } from 'shared-ui/components/domain-icons';
import { Chip } from 'shared-ui/components/chip';
import type { Workshop } from 'shared-ui/domain';
import type { ShownPageTexts } from 'shared-ui/page-texts';
import { WorkshopSchedule } from '../../features/meetings/workshop-schedule';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import { RichText, useTextLanguage } from '../../lib/page-texts';

const DETAILS = [
  { key: 'duration', icon: Clock },
  { key: 'frequency', icon: CalendarDays },
  { key: 'capacity', icon: Users },
  { key: 'level', icon: Gauge },
] as const;

type WorkshopTexts = ShownPageTexts<'workshops'>['workshops'][Workshop['id']];

/** One workshop with every field of spec section 3: its facts, and its words from the page texts. */
export function WorkshopCard({ workshop, texts }: { workshop: Workshop; texts: WorkshopTexts }) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const lang = useTextLanguage();
  const titleId = `pub-workshop-${workshop.id}`;
  return (
    <Card as="li" padding="none" className="pub-workshop" style={{ ['--pub-workshop-color' as string]: workshop.color }}>
      <div className="pub-workshop__head">
        <span className="pub-workshop__icon" aria-hidden="true"><WorkshopIcon workshop={workshop.key} /></span>
        <div>
          <div className="pub-workshop__chips">
            <Chip color="primary">{t('workshops.card.chip', { number: workshop.id })}</Chip>
            <Chip color="secondary" icon={<Gauge />}>{t(`workshops.facts.${workshop.id}.level`)}</Chip>
          </div>
          <h2 id={titleId} className="pub-workshop__title">{t(`labels.workshops.${workshop.key}`)}</h2>
          <p className="pub-workshop__subtitle" lang={lang(texts.subtitle)}>{texts.subtitle.text}</p>
        </div>
      </div>
      <div className="pub-workshop__body">
        <div className="pub-workshop__text">
          <h3>{t('workshops.card.about')}</h3>
          <RichText value={texts.description} className="pub-workshop__description" />
          <h3>{t('workshops.card.skills')}</h3>
          <ul className="pub-workshop__skills">
            {texts.skills.map((skill) => (
              <li key={skill.id}>
                <CircleCheck aria-hidden="true" />
                <span lang={lang(skill.text)}>{skill.text.text}</span>
              </li>
            ))}
          </ul>
          <h3>{t('workshops.card.audience')}</h3>
          <p lang={lang(texts.audience)}>{texts.audience.text}</p>
        </div>
        <div className="pub-workshop__details">
          <h3>{t('workshops.card.details')}</h3>
          <dl>
            {DETAILS.map(({ key, icon: Icon }) => (
              <div key={key}>
                <dt>
                  <Icon aria-hidden="true" />
                  {t(`workshops.card.${key}`)}
                </dt>
                <dd lang={key === 'frequency' ? lang(texts.rhythm) : undefined}>{key === 'frequency' ? texts.rhythm.text : t(`workshops.facts.${workshop.id}.${key}`)}</dd>
              </div>
            ))}
          </dl>
          <WorkshopSchedule workshopId={workshop.id} />
        </div>
      </div>
    </Card>
  );
}
