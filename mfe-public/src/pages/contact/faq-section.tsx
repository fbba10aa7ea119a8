import { useTranslation } from 'shared-ui/i18n/react';
import { Accordion } from 'shared-ui/components/accordion';
import { Section } from 'shared-ui/components/section';
import { useSiteContent } from 'shared-ui/page-data';
import { PUBLIC_NAMESPACE } from '../../i18n/register';

/** 'Často kladené otázky': the five questions of spec 2.14. */
export function FaqSection() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const site = useSiteContent();
  const items = t('contact.faq.items', { returnObjects: true, email: site.email, town: site.town }) as { question: string; answer: string; linkTo?: string }[];
  return (
    <Section id="faq" title={t('contact.faq.title')} tone="surface">
      <div className="pub-contact__faq">
        <Accordion
          items={items.map((item, index) => ({
            id: `faq-${index + 1}`,
            title: item.question,
            content: (
              <p>
                {item.answer}
                {/* Issue 27: the question about dates leads to the real list. */}
                {item.linkTo ? <> <a href={item.linkTo}>{t('contact.faq.datesLink')}</a></> : null}
              </p>
            ),
          }))}
        />
      </div>
    </Section>
  );
}
