import { ArrowRight, Sparkles } from 'lucide-react';
import { Button } from 'shared-ui/components/button';
import { PUBLIC_PAGE_PATHS } from 'shared-ui/domain';
import { useTranslation } from 'shared-ui/i18n/react';
import type { ShownText } from 'shared-ui/page-texts';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import { useTextLanguage } from '../../lib/page-texts';
import './call-to-action.css';

interface CallToActionProps {
  /** The page's own words for it (Home and Workshops each have theirs). */
  texts: { badge: ShownText; title: ShownText; text: ShownText };
}

/** Spec 2.8 / 2.10: the invitation with the 'contact us' button → /kontakt. */
export function CallToAction({ texts }: CallToActionProps) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const lang = useTextLanguage();
  return (
    <section className="pub-cta" aria-labelledby="pub-cta-title">
      <div className="pub-cta__inner">
        <p className="pub-cta__badge" lang={lang(texts.badge)}>
          <Sparkles aria-hidden="true" />
          {texts.badge.text}
        </p>
        <h2 id="pub-cta-title" className="pub-cta__title" lang={lang(texts.title)}>{texts.title.text}</h2>
        <p className="pub-cta__text" lang={lang(texts.text)}>{texts.text.text}</p>
        <Button href={PUBLIC_PAGE_PATHS.contact} size="lg" endIcon={<ArrowRight />}>
          {t('cta.button')}
        </Button>
      </div>
    </section>
  );
}
