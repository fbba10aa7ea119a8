import { CircleCheck, HeartHandshake, Target } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { useSiteContent } from 'shared-ui/page-data';
import { PUBLIC_NAMESPACE } from '../../i18n/register';

/** Mission, goals with check icons, and 'Udržateľnosť a inklúzia'. */
export function AboutMain() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const paragraphs = t('about.mission.paragraphs', { returnObjects: true, town: useSiteContent().town }) as string[];
  const goals = t('about.goals.items', { returnObjects: true }) as string[];
  return (
    <div className="pub-about__main">
      <section aria-labelledby="pub-about-mission">
        <h2 id="pub-about-mission" className="pub-about__heading">
          <Target aria-hidden="true" />
          {t('about.mission.title')}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="pub-about__lead">{paragraph}</p>
        ))}
      </section>
      <section aria-labelledby="pub-about-goals">
        <h2 id="pub-about-goals" className="pub-about__heading">
          <CircleCheck aria-hidden="true" />
          {t('about.goals.title')}
        </h2>
        <ul className="pub-about__goals">
          {goals.map((goal) => (
            <li key={goal}>
              <CircleCheck aria-hidden="true" className="pub-about__check" />
              <span>{goal}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pub-about-inclusion" className="pub-about__inclusion">
        <h2 id="pub-about-inclusion" className="pub-about__heading">
          <HeartHandshake aria-hidden="true" />
          {t('about.inclusion.title')}
        </h2>
        <p>{t('about.inclusion.text')}</p>
      </section>
    </div>
  );
}
