import { Handshake, Leaf, Megaphone, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Card } from 'shared-ui/components/card';
import { Section } from 'shared-ui/components/section';
import { PUBLIC_NAMESPACE } from '../../i18n/register';

/** Spec 1: inclusion and diversity, sustainability, participation, solidarity (in this order). */
const VALUE_ICONS: readonly LucideIcon[] = [Users, Leaf, Megaphone, Handshake];

export function EuValues() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const values = t('about.values.items', { returnObjects: true }) as { title: string; desc: string }[];
  return (
    <Section id="hodnoty" title={t('about.values.title')} tone="surface">
      <ul className="pub-grid pub-grid--4">
        {values.map((value, index) => {
          const Icon = VALUE_ICONS[index] ?? Users;
          return (
            <Card as="li" key={value.title}>
              <span className="pub-icon-badge" aria-hidden="true">
                <Icon />
              </span>
              <h3 className="pub-card-title">{value.title}</h3>
              <p className="pub-card-text">{value.desc}</p>
            </Card>
          );
        })}
      </ul>
    </Section>
  );
}
