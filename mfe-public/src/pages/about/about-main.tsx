import { CircleCheck, HeartHandshake, Target } from 'lucide-react';
import type { ShownPageTexts } from 'shared-ui/page-texts';
import { RichText, useTextLanguage } from '../../lib/page-texts';

type AboutTexts = ShownPageTexts<'about'>;

/** Mission, goals with check icons, and 'Udržateľnosť a inklúzia'. */
export function AboutMain({ texts }: { texts: Pick<AboutTexts, 'mission' | 'goals' | 'inclusion'> }) {
  const lang = useTextLanguage();
  return (
    <div className="pub-about__main">
      <section aria-labelledby="pub-about-mission">
        <h2 id="pub-about-mission" className="pub-about__heading" lang={lang(texts.mission.title)}>
          <Target aria-hidden="true" />
          {texts.mission.title.text}
        </h2>
        <RichText value={texts.mission.body} className="pub-about__lead" />
      </section>
      <section aria-labelledby="pub-about-goals">
        <h2 id="pub-about-goals" className="pub-about__heading" lang={lang(texts.goals.title)}>
          <CircleCheck aria-hidden="true" />
          {texts.goals.title.text}
        </h2>
        <ul className="pub-about__goals">
          {texts.goals.items.map((goal) => (
            <li key={goal.id}>
              <CircleCheck aria-hidden="true" className="pub-about__check" />
              <span lang={lang(goal.text)}>{goal.text.text}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pub-about-inclusion" className="pub-about__inclusion">
        <h2 id="pub-about-inclusion" className="pub-about__heading" lang={lang(texts.inclusion.title)}>
          <HeartHandshake aria-hidden="true" />
          {texts.inclusion.title.text}
        </h2>
        <RichText value={texts.inclusion.text} />
      </section>
    </div>
  );
}
