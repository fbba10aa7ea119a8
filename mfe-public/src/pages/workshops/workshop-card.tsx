import { CalendarDays, CircleCheck, Clock, Gauge, Users } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Card } from 'shared-ui/components/card';
import { WorkshopIcon } from 'shared-ui/components/domain-icons';
import { Chip } from 'shared-ui/components/chip';
import type { WorkshopFacts } from 'shared-ui/domain';
import { WorkshopSchedule } from '../../features/meetings/workshop-schedule';
import { PUBLIC_NAMESPACE } from '../../i18n/register';

const DETAILS = [
  { key: 'duration', icon: Clock },
  { key: 'frequency', icon: CalendarDays },
  { key: 'capacity', icon: Users },
  { key: 'level', icon: Gauge },
] as const;

/** One workshop with every field of spec section 3. */
export function WorkshopCard({ workshop }: { workshop: WorkshopFacts }) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const base = `workshops.items.${workshop.id}`;
  const skills = t(`${base}.skills`, { returnObjects: true }) as string[];
  const titleId = `pub-workshop-${workshop.id}`;
  return (
    <Card as="li" padding="none" className="pub-workshop" style={{ ['--pub-workshop-color' as string]: workshop.color }}>
      <div className="pub-workshop__head">
        <span className="pub-workshop__icon" aria-hidden="true"><WorkshopIcon workshop={workshop.title} /></span>
        <div>
          <div className="pub-workshop__chips">
            <Chip color="primary">{t('workshops.card.chip', { number: workshop.id })}</Chip>
            <Chip color="secondary" icon={<Gauge />}>{t(`workshops.facts.${workshop.id}.level`)}</Chip>
          </div>
          <h2 id={titleId} className="pub-workshop__title">{t(`home.focus.items.${workshop.id}.title`)}</h2>
          <p className="pub-workshop__subtitle">{t(`${base}.subtitle`)}</p>
        </div>
      </div>
      <div className="pub-workshop__body">
        <div className="pub-workshop__text">
          <h3>{t('workshops.card.about')}</h3>
          <p>{t(`${base}.description`)}</p>
          <h3>{t('workshops.card.skills')}</h3>
          <ul className="pub-workshop__skills">
            {skills.map((skill) => (
              <li key={skill}>
                <CircleCheck aria-hidden="true" />
                <span>{skill}</span>
              </li>
            ))}
          </ul>
          <h3>{t('workshops.card.audience')}</h3>
          <p>{t(`${base}.audience`)}</p>
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
                <dd>{t(`workshops.facts.${workshop.id}.${key}`)}</dd>
              </div>
            ))}
          </dl>
          <WorkshopSchedule workshopId={workshop.id} />
        </div>
      </div>
    </Card>
  );
}
