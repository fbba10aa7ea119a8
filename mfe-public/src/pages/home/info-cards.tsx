import { CalendarRange, Euro, GraduationCap, Sparkles, type LucideIcon } from 'lucide-react';
import { Card } from 'shared-ui/components/card';
import type { ShownPageTexts } from 'shared-ui/page-texts';
import { useTextLanguage } from '../../lib/page-texts';

/** Spec 2.8: four info cards, each with its icon. */
const INFO_CARDS: readonly { icon: LucideIcon; key: 'workshops' | 'duration' | 'programme' | 'skills' }[] = [
  { icon: GraduationCap, key: 'workshops' },
  { icon: CalendarRange, key: 'duration' },
  { icon: Euro, key: 'programme' },
  { icon: Sparkles, key: 'skills' },
];

export function InfoCards({ texts }: { texts: ShownPageTexts<'home'>['infoCards'] }) {
  const lang = useTextLanguage();
  return (
    <section className="pub-home-info" aria-label={texts.label.text}>
      <ul className="pub-grid pub-grid--4 pub-home-info__list">
        {INFO_CARDS.map(({ icon: Icon, key }) => (
          <Card as="li" key={key} className="pub-home-info__card">
            <span className="pub-icon-badge" aria-hidden="true">
              <Icon />
            </span>
            <h2 className="pub-card-title" lang={lang(texts[key].title)}>{texts[key].title.text}</h2>
            <p className="pub-card-text" lang={lang(texts[key].desc)}>{texts[key].desc.text}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
