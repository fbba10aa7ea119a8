import { Section } from 'shared-ui/components/section';
import { Accordion } from 'shared-ui/components/accordion';
import type { ShownPageTexts } from 'shared-ui/page-texts';
import { RichText, useTextLanguage, Words } from '../../lib/page-texts';

/** 'Často kladené otázky': the questions the administrator keeps (spec 2.14's five to begin with). */
export function FaqSection({ texts }: { texts: ShownPageTexts<'contact'>['faq'] }) {
  const lang = useTextLanguage();
  return (
    <Section id="faq" title={<Words value={texts.title} />} tone="surface">
      <div className="pub-contact__faq">
        <Accordion
          items={texts.items.map((item) => ({
            id: `faq-${item.id}`,
            title: <span lang={lang(item.question)}>{item.question.text}</span>,
            content: <RichText value={item.answer} />,
          }))}
        />
      </div>
    </Section>
  );
}
