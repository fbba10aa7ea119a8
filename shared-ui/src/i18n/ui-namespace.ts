// The `ui` namespace of the shared components, registered as soon as any component is imported.
import { registerNamespace } from './register-namespace';
import { uiEn } from './ui-en';
import { uiSk } from './ui-sk';

export const UI_NAMESPACE = 'ui';
export const uiResources = { sk: uiSk, en: uiEn };

registerNamespace(UI_NAMESPACE, uiResources);
