import { CalendarRange, Euro, GraduationCap, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Card } from 'shared-ui/components/card';
import { PUBLIC_NAMESPACE } from '../../i18n/register';

/** Spec 2.8: four info cards (icon, titleKey, descKey). */
const INFO_CARDS: readonly { icon: LucideIcon; key: string }[] = [
  { icon: GraduationCap, key: 'workshops' },
  { icon: CalendarRange, key: 'duration' },
  { icon: Euro, key: 'programme' },
  { icon: Sparkles, key: 'skills' },
];

export function InfoCards() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  return (
    <section className="pub-home-info" aria-label={t('home.infoCards.label')}>
      <ul className="pub-grid pub-grid--4 pub-home-info__list">
        {INFO_CARDS.map(({ icon: Icon, key }) => (
          <Card as="li" key={key} className="pub-home-info__card">
            <span className="pub-icon-badge" aria-hidden="true">
              <Icon />
            </span>
            <h2 className="pub-card-title">{t(`home.infoCards.${key}.title`)}</h2>
            <p className="pub-card-text">{t(`home.infoCards.${key}.desc`)}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
