// A link inside the site that keeps the page's language (withPageLanguage in shared-ui/domain): on a
// page addressed as `?lang=en`, `/kontakt` leads to `/kontakt?lang=en`, also in the server's HTML,
// so a visitor without JavaScript stays in English.
import { Link, type LinkProps } from 'shared-ui/router';
import { useLanguageLink } from '../hooks/use-language-link';

export interface LanguageLinkProps extends Omit<LinkProps, 'to'> {
  /** A path on this site (with its own query or hash, if any). */
  to: string;
}

export function LanguageLink({ to, ...rest }: LanguageLinkProps) {
  const inPageLanguage = useLanguageLink();
  return <Link to={inPageLanguage(to)} {...rest} />;
}
