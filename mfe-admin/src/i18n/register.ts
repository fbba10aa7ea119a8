// Registers the `admin` namespace on the site's shared texts (shared-ui/i18n/core) (brief: i18n contract).
import { registerNamespace } from 'shared-ui/i18n/register-namespace';
import { en } from './en';
import { sk } from './sk';

export const ADMIN_NAMESPACE = 'admin';

export function registerAdminTranslations(): void {
  registerNamespace(ADMIN_NAMESPACE, { sk, en });
}
