import { useTranslation } from 'shared-ui/i18n/react';
import { Section } from 'shared-ui/components/section';
import type { ShownPageTexts } from 'shared-ui/page-texts';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import { useTextLanguage, Words } from '../../lib/page-texts';

/** 'Ako použiť materiály': Krok 1–3 (spec 2.11), as the page texts have them. */
export function MaterialSteps({ texts }: { texts: ShownPageTexts<'materials'>['steps'] }) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const lang = useTextLanguage();
  return (
    <Section id="ako-pouzit" title={<Words value={texts.title} />} tone="surface">
      <ol className="pub-grid pub-grid--3 pub-steps">
        {texts.items.map((step, index) => (
          <li key={step.id} className="pub-steps__item">
            <span className="pub-steps__number" aria-hidden="true">{index + 1}</span>
            <p className="pub-steps__label">{t('materials.steps.step', { number: index + 1 })}</p>
            <h3 className="pub-steps__title" lang={lang(step.title)}>{step.title.text}</h3>
            <p className="pub-card-text" lang={lang(step.desc)}>{step.desc.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
