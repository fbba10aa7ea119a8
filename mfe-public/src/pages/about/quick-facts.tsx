import { CalendarRange, GraduationCap, Layers, MapPin, type LucideIcon } from 'lucide-react';
import { Card } from 'shared-ui/components/card';
import type { ShownPageTexts } from 'shared-ui/page-texts';
import { useTextLanguage } from '../../lib/page-texts';

type AboutTexts = ShownPageTexts<'about'>;

const FACTS: readonly { icon: LucideIcon; label: 'durationLabel' | 'locationLabel' | 'audienceLabel' | 'workshopsLabel'; value: 'duration' | 'location' | 'audience' | 'workshops' }[] = [
  { icon: CalendarRange, label: 'durationLabel', value: 'duration' },
  { icon: MapPin, label: 'locationLabel', value: 'location' },
  { icon: GraduationCap, label: 'audienceLabel', value: 'audience' },
  { icon: Layers, label: 'workshopsLabel', value: 'workshops' },
];

/** The sidebar 'Rýchle fakty' (exact Slovak texts of spec 2.9) and the EU emblem with its note. */
export function QuickFacts({ texts }: { texts: Pick<AboutTexts, 'facts' | 'eu'> }) {
  const lang = useTextLanguage();
  const { facts, eu } = texts;
  return (
    <aside className="pub-about__aside" aria-labelledby="pub-about-facts">
      <Card>
        <h2 id="pub-about-facts" className="pub-about__aside-title" lang={lang(facts.title)}>{facts.title.text}</h2>
        <dl className="pub-about__facts">
          {FACTS.map(({ icon: Icon, label, value }) => (
            <div key={label} className="pub-icon-row">
              <dt lang={lang(facts[label])}>
                <span className="pub-icon-badge pub-icon-row__icon" aria-hidden="true">
                  <Icon />
                </span>
                {facts[label].text}
              </dt>
              <dd lang={lang(facts[value])}>{facts[value].text}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card className="pub-about__eu">
        <img src="/eu-logo.png" alt={eu.alt.text} lang={lang(eu.alt)} width={180} height={120} loading="lazy" decoding="async" className="pub-about__eu-logo" />
        <p className="pub-about__eu-title" lang={lang(eu.title)}>{eu.title.text}</p>
        <p className="pub-about__eu-note" lang={lang(eu.note)}>{eu.note.text}</p>
      </Card>
    </aside>
  );
}
