// Every internal link the server renders keeps the page's language. Remotes and the shell
// build their links through this one rule (withPageLanguage in shared-ui/domain).
import { useCallback } from 'react';
import { withPageLanguage } from 'shared-ui/domain';
import { useLocation } from 'shared-ui/router';

/** `(href) => href` in the page's language: `?lang=` added when the page's own address names it. */
export function useLanguageLink(): (href: string) => string {
  const { search } = useLocation();
  return useCallback((href: string) => withPageLanguage(href, search), [search]);
}
