import { Camera, Cookie, Mail, MessageSquare, Server, ShieldCheck, Star, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Card } from 'shared-ui/components/card';
import { EmailLink } from 'shared-ui/components/email-link';
import { PageHero } from 'shared-ui/components/page-hero';
import { use } from 'react';
import type { RetentionPeriods } from 'shared-ui/domain';
import { usePageData, useSiteContent } from 'shared-ui/page-data';
import { addPageTexts, PUBLIC_NAMESPACE } from '../../i18n/register';
import { privacy } from '../../i18n/sk/privacy';
import type { PrivacyData } from './privacy-data';
import { PrivacySection } from './privacy-section';
import { ReachSection } from './reach-section';
import '../pages.css';
import './privacy.css';

addPageTexts({ privacy });

export { loadPrivacyData as loadPageData } from './privacy-data';

type Purpose = 'contact' | 'feedback' | 'newsletter' | 'photos';
const PURPOSES: readonly { id: Purpose; icon: LucideIcon }[] = [
  { id: 'contact', icon: MessageSquare },
  { id: 'feedback', icon: Star },
  { id: 'newsletter', icon: Mail },
  { id: 'photos', icon: Camera },
];
const FACETS = ['what', 'why', 'howLong', 'whoSees'] as const;

/** Purposes whose "how long" names a period the API enforces. */
const PERIOD_PURPOSES: ReadonlySet<Purpose> = new Set(['contact', 'feedback', 'newsletter']);

/** The periods the texts name, each with its unit in the reader's language ("12 mesiacov", "1 day"). */
function periodTexts(t: (key: string, options: { count: number }) => string, retention: RetentionPeriods) {
  const months = (count: number) => t('privacy.periods.months', { count });
  const days = (count: number) => t('privacy.periods.days', { count });
  return {
    resolved: months(retention.resolvedContactMonths),
    unresolved: months(retention.unresolvedContactMonths),
    unapproved: days(retention.unapprovedFeedbackDays),
    email: days(retention.approvedFeedbackEmailDays),
    unconfirmed: days(retention.unconfirmedNewsletterDays),
  };
}

/** Per purpose what, why, how long and who; the rights; cookies; the controller. */
export default function PrivacyPage() {
  const { t, i18n } = useTranslation(PUBLIC_NAMESPACE);
  const english = i18n.language === 'en';
  const controller = useSiteContent().privacy;
  const { retention } = use(usePageData<PrivacyData>());
  const periods = retention ? periodTexts(t, retention) : null;
  const facetText = (id: Purpose, facet: (typeof FACETS)[number]) =>
    facet === 'howLong' && PERIOD_PURPOSES.has(id) && !periods ? t('privacy.periods.unavailable') : t(`privacy.purposes.${id}.${facet}`, periods ?? {});
  const rights = t('privacy.rights.items', { returnObjects: true }) as { title: string; desc: string }[];
  return (
    <div className="pub-page pub-privacy">
      <PageHero title={t('privacy.title')} subtitle={t('privacy.subtitle')} />
      <div className="pub-privacy__body">
        <p className="pub-privacy__intro">{t('privacy.intro')}</p>
        <ul className="pub-grid pub-privacy__purposes">
          {PURPOSES.map(({ id, icon: Icon }) => (
            <li key={id}>
              <Card>
                <section aria-labelledby={`pub-privacy-${id}`}>
                  <h2 id={`pub-privacy-${id}`} className="pub-privacy__heading">
                    <span className="pub-icon-badge" aria-hidden="true"><Icon /></span>
                    {t(`privacy.purposes.${id}.title`)}
                  </h2>
                  <dl className="pub-privacy__facets">
                    {FACETS.map((facet) => (
                      <div key={facet}>
                        <dt>{t(`privacy.labels.${facet}`)}</dt>
                        <dd>{facetText(id, facet)}</dd>
                      </div>
                    ))}
                  </dl>
                </section>
              </Card>
            </li>
          ))}
        </ul>
        <PrivacySection id="pub-privacy-rights" icon={ShieldCheck} title={t('privacy.rights.title')}>
          <p>{t('privacy.rights.intro')}</p>
          <p>
            {t('privacy.controller.dpo')}: <EmailLink address={controller.dataProtectionEmail} />
          </p>
          <dl className="pub-privacy__rights">
            {rights.map((right) => (
              <div key={right.title}>
                <dt>{right.title}</dt>
                <dd>{right.desc}</dd>
              </div>
            ))}
          </dl>
        </PrivacySection>
        <PrivacySection id="pub-privacy-cookies" icon={Cookie} title={t('privacy.cookies.title')}>
          <p>{t('privacy.cookies.text')}</p>
        </PrivacySection>
        <PrivacySection id="pub-privacy-records" icon={Server} title={t('privacy.records.title')}>
          <p>{t('privacy.records.logs')}</p>
          <p>{retention ? t('privacy.records.backups', { nights: retention.nightlyBackupsKept, days: t('privacy.periods.days', { count: retention.nightlyBackupsKept }) }) : t('privacy.records.unavailable')}</p>
          {retention && <p>{t('privacy.records.activity', { days: t('privacy.periods.days', { count: retention.activityDays }) })}</p>}
        </PrivacySection>
        <ReachSection />
        <section aria-labelledby="pub-privacy-controller" className="pub-privacy__section">
          <h2 id="pub-privacy-controller" className="pub-privacy__heading">{t('privacy.controller.title')}</h2>
          {controller.confirmedBySchool ? null : <p className="pub-privacy__unconfirmed">{t('privacy.controller.unconfirmed')}</p>}
          <dl className="pub-privacy__facets">
            <div>
              <dt>{t('privacy.controller.controller')}</dt>
              <dd>{english ? controller.nameEn : controller.name}</dd>
            </div>
            <div>
              <dt>{t('privacy.controller.address')}</dt>
              <dd>{controller.address}</dd>
            </div>
            <div>
              <dt>{t('privacy.controller.email')}</dt>
              <dd><EmailLink address={controller.email} /></dd>
            </div>
            <div>
              <dt>{t('privacy.controller.dpo')}</dt>
              <dd>
                {english ? controller.dataProtectionContactEn : controller.dataProtectionContact}, <EmailLink address={controller.dataProtectionEmail} />
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </div>
  );
}
