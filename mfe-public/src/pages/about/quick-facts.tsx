import { CalendarRange, GraduationCap, Layers, MapPin, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Card } from 'shared-ui/components/card';
import { siteDetailsIn } from 'shared-ui/domain';
import { useSiteContent } from 'shared-ui/page-data';
import { PUBLIC_NAMESPACE } from '../../i18n/register';

const FACTS: readonly { icon: LucideIcon; label: string; value: string }[] = [
  { icon: CalendarRange, label: 'durationLabel', value: 'duration' },
  { icon: MapPin, label: 'locationLabel', value: 'location' },
  { icon: GraduationCap, label: 'audienceLabel', value: 'audience' },
  { icon: Layers, label: 'workshopsLabel', value: 'workshops' },
];

/** The sidebar 'Rýchle fakty' (exact Slovak texts of spec 2.9) and the EU emblem with its note. */
export function QuickFacts() {
  const { t, i18n } = useTranslation(PUBLIC_NAMESPACE);
  const site = useSiteContent();
  const { school } = siteDetailsIn(i18n.language === 'en' ? 'en' : 'sk', site);
  return (
    <aside className="pub-about__aside" aria-labelledby="pub-about-facts">
      <Card>
        <h2 id="pub-about-facts" className="pub-about__aside-title">{t('about.facts.title')}</h2>
        <dl className="pub-about__facts">
          {FACTS.map(({ icon: Icon, label, value }) => (
            <div key={label} className="pub-icon-row">
              <dt>
                <span className="pub-icon-badge pub-icon-row__icon" aria-hidden="true">
                  <Icon />
                </span>
                {t(`about.facts.${label}`)}
              </dt>
              <dd>{t(`about.facts.${value}`, { school, town: site.town })}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card className="pub-about__eu">
        <img src="/eu-logo.png" alt={t('about.eu.alt')} width={180} height={120} loading="lazy" decoding="async" className="pub-about__eu-logo" />
        <p className="pub-about__eu-title">{t('about.eu.title')}</p>
        <p className="pub-about__eu-note">{t('about.eu.note')}</p>
      </Card>
    </aside>
  );
}
