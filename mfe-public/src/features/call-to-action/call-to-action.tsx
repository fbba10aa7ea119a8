import { ArrowRight, Sparkles } from 'lucide-react';
import { Button } from 'shared-ui/components/button';
import { useTranslation } from 'shared-ui/i18n/react';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import './call-to-action.css';

interface CallToActionProps {
  /** Overrides of the default "Pridaj sa k nám!" texts (the Workshops page asks its own question). */
  title?: string;
  text?: string;
}

/** Spec 2.8 / 2.10: the invitation with the 'contact us' button → /kontakt. */
export function CallToAction({ title, text }: CallToActionProps) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  return (
    <section className="pub-cta" aria-labelledby="pub-cta-title">
      <div className="pub-cta__inner">
        <p className="pub-cta__badge">
          <Sparkles aria-hidden="true" />
          {t('cta.badge')}
        </p>
        <h2 id="pub-cta-title" className="pub-cta__title">{title ?? t('cta.title')}</h2>
        <p className="pub-cta__text">{text ?? t('cta.text')}</p>
        <Button href="/kontakt" size="lg" endIcon={<ArrowRight />}>
          {t('cta.button')}
        </Button>
      </div>
    </section>
  );
}
