// Registers the `public` namespace on the shared i18next instance the shell initialises. Every
// exposed page imports this module, so whichever page loads first registers the texts; each
// language is a chunk of its own, fetched when it is read (the shell's i18next backend).
import { registerNamespace } from 'shared-ui/i18n/register-namespace';

export const PUBLIC_NAMESPACE = 'public';

registerNamespace(PUBLIC_NAMESPACE, {
  sk: () => import('./sk').then((texts) => texts.sk),
  en: () => import('./en').then((texts) => texts.en),
});
