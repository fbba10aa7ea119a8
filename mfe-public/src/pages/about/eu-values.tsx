import { Handshake, Leaf, Megaphone, Users, type LucideIcon } from 'lucide-react';
import { Card } from 'shared-ui/components/card';
import { Section } from 'shared-ui/components/section';
import type { ShownPageTexts } from 'shared-ui/page-texts';
import { useTextLanguage, Words } from '../../lib/page-texts';

/** Spec 1: inclusion and diversity, sustainability, participation, solidarity (in this order); a value added later takes the first. */
const VALUE_ICONS: readonly LucideIcon[] = [Users, Leaf, Megaphone, Handshake];

export function EuValues({ texts }: { texts: ShownPageTexts<'about'>['values'] }) {
  const lang = useTextLanguage();
  return (
    <Section id="hodnoty" title={<Words value={texts.title} />} tone="surface">
      <ul className="pub-grid pub-grid--4">
        {texts.items.map((value, index) => {
          const Icon = VALUE_ICONS[index] ?? Users;
          return (
            <Card as="li" key={value.id}>
              <span className="pub-icon-badge" aria-hidden="true">
                <Icon />
              </span>
              <h3 className="pub-card-title" lang={lang(value.title)}>{value.title.text}</h3>
              <p className="pub-card-text" lang={lang(value.desc)}>{value.desc.text}</p>
            </Card>
          );
        })}
      </ul>
    </Section>
  );
}
