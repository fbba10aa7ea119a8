import type { ShownPageTexts } from 'shared-ui/page-texts';
import { DatesNewsletter } from '../../components/dates-newsletter';
import { CallToAction } from '../../features/call-to-action/call-to-action';
import { addPageTexts } from '../../i18n/register';
import { newsletter } from '../../i18n/sk/newsletter';

// Workshops loads this part when a visitor can reach it (workshops-page.tsx): the form's texts come with it.
addPageTexts({ contact: { newsletter } });

/** After the cards: new dates by e-mail, beside the dates themselves, then 'Kontaktuj nás' (spec 2.10). */
export default function WorkshopsClosing({ cta }: { cta: ShownPageTexts<'workshops'>['cta'] }) {
  return (
    <>
      <DatesNewsletter idPrefix="pub-workshops-newsletter" headingLevel={2} />
      <CallToAction texts={cta} />
    </>
  );
}
