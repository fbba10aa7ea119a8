// Registers the `public` namespace on the shared i18next instance the shell initialises. Every
// exposed page imports this module, so whichever page loads first brings the texts with it.
import { registerNamespace } from 'shared-ui/i18n/register-namespace';
import { en } from './en';
import { sk } from './sk';

export const PUBLIC_NAMESPACE = 'public';

registerNamespace(PUBLIC_NAMESPACE, { sk, en });
