import { Camera, Cookie, Mail, MessageSquare, ShieldCheck, Star, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Card } from 'shared-ui/components/card';
import { EmailLink } from 'shared-ui/components/email-link';
import { PageHero } from 'shared-ui/components/page-hero';
import { RETENTION_DEFAULTS } from 'shared-ui/domain';
import { useSiteContent } from 'shared-ui/page-data';
import { addPageTexts, PUBLIC_NAMESPACE } from '../../i18n/register';
import { privacy } from '../../i18n/sk/privacy';
import '../pages.css';
import './privacy.css';

addPageTexts({ privacy });

type Purpose = 'contact' | 'feedback' | 'newsletter' | 'photos';
const PURPOSES: readonly { id: Purpose; icon: LucideIcon }[] = [
  { id: 'contact', icon: MessageSquare },
  { id: 'feedback', icon: Star },
  { id: 'newsletter', icon: Mail },
  { id: 'photos', icon: Camera },
];
const FACETS = ['what', 'why', 'howLong', 'whoSees'] as const;

/** The retention periods the texts name: the defaults the API's sweep applies (README "Retention"). */
const PERIODS = {
  resolved: RETENTION_DEFAULTS.resolvedContactMonths,
  unresolved: RETENTION_DEFAULTS.unresolvedContactMonths,
  unapproved: RETENTION_DEFAULTS.unapprovedFeedbackDays,
  email: RETENTION_DEFAULTS.approvedFeedbackEmailDays,
  unconfirmed: RETENTION_DEFAULTS.unconfirmedNewsletterDays,
};

/** Issue 30: per purpose what, why, how long and who; the rights; cookies; the controller. */
export default function PrivacyPage() {
  const { t, i18n } = useTranslation(PUBLIC_NAMESPACE);
  const english = i18n.language === 'en';
  const controller = useSiteContent().privacy;
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
                        <dd>{t(`privacy.purposes.${id}.${facet}`, PERIODS)}</dd>
                      </div>
                    ))}
                  </dl>
                </section>
              </Card>
            </li>
          ))}
        </ul>
        <section aria-labelledby="pub-privacy-rights" className="pub-privacy__section">
          <h2 id="pub-privacy-rights" className="pub-privacy__heading">
            <span className="pub-icon-badge" aria-hidden="true"><ShieldCheck /></span>
            {t('privacy.rights.title')}
          </h2>
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
        </section>
        <section aria-labelledby="pub-privacy-cookies" className="pub-privacy__section">
          <h2 id="pub-privacy-cookies" className="pub-privacy__heading">
            <span className="pub-icon-badge" aria-hidden="true"><Cookie /></span>
            {t('privacy.cookies.title')}
          </h2>
          <p>{t('privacy.cookies.text')}</p>
        </section>
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
