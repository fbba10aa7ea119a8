import { useTranslation } from 'shared-ui/i18n/react';
import { Section } from 'shared-ui/components/section';
import { PUBLIC_NAMESPACE } from '../../i18n/register';

/** 'Ako použiť materiály': Krok 1–3 (spec 2.11). */
export function MaterialSteps() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const steps = t('materials.steps.items', { returnObjects: true }) as { title: string; desc: string }[];
  return (
    <Section id="ako-pouzit" title={t('materials.steps.title')} tone="surface">
      <ol className="pub-grid pub-grid--3 pub-steps">
        {steps.map((step, index) => (
          <li key={step.title} className="pub-steps__item">
            <span className="pub-steps__number" aria-hidden="true">{index + 1}</span>
            <p className="pub-steps__label">{t('materials.steps.step', { number: index + 1 })}</p>
            <h3 className="pub-steps__title">{step.title}</h3>
            <p className="pub-card-text">{step.desc}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
