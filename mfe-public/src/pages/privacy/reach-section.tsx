// The privacy page's account of what the site counts of its visits (PRODUCT section 9, reach):
// what, why, how a visitor is told apart for one day only, and who sees the totals.
import { ChartColumn } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { addPageTexts, PUBLIC_NAMESPACE } from '../../i18n/register';
import { privacyReach } from '../../i18n/sk/privacy-reach';
import { PrivacySection } from './privacy-section';

addPageTexts({ privacyReach });

const FACETS = ['what', 'why', 'howLong', 'whoSees'] as const;

export function ReachSection() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  return (
    <PrivacySection id="pub-privacy-reach" icon={ChartColumn} title={t('privacyReach.title')}>
      <p>{t('privacyReach.intro')}</p>
      <dl className="pub-privacy__facets">
        {FACETS.map((facet) => (
          <div key={facet}>
            <dt>{t(`privacy.labels.${facet}`)}</dt>
            <dd>{t(`privacyReach.${facet}`)}</dd>
          </div>
        ))}
      </dl>
    </PrivacySection>
  );
}
