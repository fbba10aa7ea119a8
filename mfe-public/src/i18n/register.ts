// Registers the `public` namespace on the shared i18next instance the shell initialises. Every
// exposed page imports this module, so whichever page loads first registers the texts. Slovak is
// the site's default and every visitor's fallback language (i18next reads it under English too),
// so it comes with the page's own code; English is a chunk of its own, fetched only when read
// (the shell's i18next backend).
import { registerNamespace } from 'shared-ui/i18n/register-namespace';
import { sk } from './sk';

export const PUBLIC_NAMESPACE = 'public';

registerNamespace(PUBLIC_NAMESPACE, {
  sk,
  en: () => import('./en').then((texts) => texts.en),
});
