import { Newspaper } from 'lucide-react';
import { Card } from 'shared-ui/components/card';
import { NewsletterSignup } from './newsletter-signup';

/**
 * The newsletter subscription beside the workshop dates (Home's next meetings and
 * Workshops), the contact page's form with the consent linking to the privacy page.
 */
export function DatesNewsletter({ idPrefix, headingLevel }: { idPrefix: string; headingLevel: 2 | 3 }) {
  return (
    <Card className="pub-dates-newsletter">
      <span className="pub-icon-badge" aria-hidden="true">
        <Newspaper />
      </span>
      <NewsletterSignup idPrefix={idPrefix} titleId={`${idPrefix}-title`} headingLevel={headingLevel} privacy="page" />
    </Card>
  );
}
